'use client';
import { parseNumberEntry } from '@fierro/domain';
import { useTranslations } from 'next-intl';
import { useId } from 'react';

/** A number entry (spec §5: digits, dot or comma) with its hint and error message. */
export function NumberField({
  label,
  value,
  onChange,
  autoFocus,
  integer,
}: {
  label: string;
  value: string;
  onChange: (v: string) => void;
  autoFocus?: boolean;
  integer?: boolean;
}) {
  const t = useTranslations('product.calculator');
  const id = useId();
  const n = parseNumberEntry(value);
  const invalid = value !== '' && (n === null || n <= 0 || (integer && !Number.isInteger(n)));
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="font-semibold text-sm">
        {label}
      </label>
      <input
        id={id}
        type="text"
        inputMode="decimal"
        autoComplete="off"
        value={value}
        data-autofocus={autoFocus ? '' : undefined}
        onChange={(e) => onChange(e.target.value)}
        aria-invalid={invalid}
        aria-describedby={`${id}-hint`}
        className="min-h-11 w-full rounded border border-gray-400 px-3 text-base"
      />
      <p id={`${id}-hint`} className={invalid ? 'text-red-700 text-xs' : 'text-gray-600 text-xs'}>
        {invalid ? t('invalid') : t('numberHint')}
      </p>
    </div>
  );
}
