import type { PageMeta } from '@fierro/commerce/contract';
import type { Translator } from '../../../lib/i18n/messages';
import { PARAM, withParam } from '../query';

/** Pages via `currentpage` (spec §2): previous, a window of numbers, next. */
export function Pagination({
  meta,
  basePath,
  params,
  t,
}: {
  meta: PageMeta;
  basePath: string;
  params: URLSearchParams;
  t: Translator;
}) {
  if (meta.totalPages <= 1) return null;
  const href = (page: number) => {
    const qs = withParam(params, PARAM.page, page === 1 ? null : String(page)).toString();
    return `${basePath}${qs ? `?${qs}` : ''}`;
  };
  const cur = meta.currentPage;
  const from = Math.max(1, cur - 2);
  const to = Math.min(meta.totalPages, from + 4);
  const pages = Array.from({ length: to - from + 1 }, (_, i) => from + i);
  const cls = 'flex h-10 min-w-10 items-center justify-center rounded-md border px-3 text-sm';
  return (
    <nav
      aria-label={t('listing.pagination')}
      className="mt-8 flex flex-wrap items-center justify-center gap-2"
    >
      {cur > 1 ? (
        <a href={href(cur - 1)} rel="prev" className={`${cls} bg-white`}>
          {t('listing.previous')}
        </a>
      ) : null}
      {pages.map((p) => (
        <a
          key={p}
          href={href(p)}
          aria-label={t('listing.page', { page: p })}
          aria-current={p === cur ? 'page' : undefined}
          className={`${cls} ${p === cur ? 'border-brand bg-brand font-bold text-on-brand' : 'bg-white'}`}
        >
          {p}
        </a>
      ))}
      {cur < meta.totalPages ? (
        <a href={href(cur + 1)} rel="next" className={`${cls} bg-white`}>
          {t('listing.next')}
        </a>
      ) : null}
    </nav>
  );
}
