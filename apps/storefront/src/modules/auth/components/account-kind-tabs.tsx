'use client';

import type { AccountKind } from '@fierro/domain';
import { useTranslations } from 'next-intl';
import type { KeyboardEvent } from 'react';

/**
 * Person / company tabs (WAI-ARIA tabs: arrows move between them). Rendered only where the
 * registry allows company login; elsewhere the form is a person form with no tabs.
 */
export function AccountKindTabs(props: {
  idPrefix: string;
  value: AccountKind;
  onChange: (kind: AccountKind) => void;
}) {
  const t = useTranslations('auth');
  const kinds: AccountKind[] = ['person', 'company'];
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
    event.preventDefault();
    const next = props.value === 'person' ? 'company' : 'person';
    props.onChange(next);
    document.getElementById(`${props.idPrefix}-tab-${next}`)?.focus();
  };
  return (
    <div role="tablist" aria-label={t('accountKind')} className="flex border-b border-neutral-300">
      {kinds.map((kind) => (
        <button
          key={kind}
          id={`${props.idPrefix}-tab-${kind}`}
          type="button"
          role="tab"
          aria-selected={props.value === kind}
          aria-controls={`${props.idPrefix}-panel`}
          tabIndex={props.value === kind ? 0 : -1}
          onClick={() => props.onChange(kind)}
          onKeyDown={onKeyDown}
          className="flex-1 border-b-2 border-transparent px-3 py-2 font-medium aria-selected:border-neutral-900"
        >
          {t(kind)}
        </button>
      ))}
    </div>
  );
}
