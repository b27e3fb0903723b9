'use client';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useId } from 'react';

/** Sort order: changing it goes to page 1 of the new order. */
export function SortSelect({
  options,
  value,
  basePath,
  query,
}: {
  options: string[];
  value: string;
  basePath: string;
  query: string;
}) {
  const t = useTranslations('listing');
  const router = useRouter();
  const id = useId();
  return (
    <div className="flex min-w-0 items-center gap-2">
      <label htmlFor={id} className="text-sm">
        {t('sortBy')}
      </label>
      <select
        id={id}
        value={value}
        onChange={(e) => {
          const qs = new URLSearchParams(query);
          qs.delete('currentpage');
          qs.set('sortBy', e.target.value);
          router.push(`${basePath}?${qs.toString()}`);
        }}
        className="h-10 min-w-0 max-w-full rounded-md border border-gray-300 bg-white px-2 text-sm"
      >
        {options.map((o) => (
          <option key={o} value={o}>
            {t(`sort.${o}` as 'sort.relevance')}
          </option>
        ))}
      </select>
    </div>
  );
}
