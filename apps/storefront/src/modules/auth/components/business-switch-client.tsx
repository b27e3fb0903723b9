'use client';

import { useTranslations } from 'next-intl';
import { useTransition } from 'react';
import { setBusinessMode } from '../actions/set-business-mode';

/** Personas / Empresas switch of the header (not shown on business-only sites). */
export function BusinessSwitch(props: { site: string; business: boolean }) {
  const t = useTranslations('auth');
  const [pending, start] = useTransition();
  const toggle = () =>
    start(async () => {
      const result = await setBusinessMode({ site: props.site, business: !props.business });
      if (result.ok) window.location.assign(`/${props.site}/`);
    });
  return (
    <button
      type="button"
      aria-pressed={props.business}
      disabled={pending}
      onClick={toggle}
      className="inline-flex h-10 items-center rounded px-3 text-sm font-medium hover:bg-black/10 aria-pressed:bg-neutral-900 aria-pressed:text-white"
    >
      {t('businessSwitch')}
    </button>
  );
}
