import type { Facet } from '@fierro/commerce/contract';
import type { Tenant } from '@fierro/tenants';
import { formatPrice } from '../../../lib/format/price';
import type { Translator } from '../../../lib/i18n/messages';
import { Glyph } from '../../../ui/glyph';
import { topValues } from '../facet-values';
import { toggleParam, urlParamOf } from '../query';

/** The facets as links (crawlable, work without JavaScript); each toggles one value. */
export function Facets({
  facets,
  basePath,
  params,
  t,
  tenant,
}: {
  tenant: Tenant;
  facets: Facet[];
  basePath: string;
  params: URLSearchParams;
  t: Translator;
}) {
  const shown = facets.filter((f) => f.kind !== 'category' && f.values.length > 0);
  const anySelected = shown.some((f) => f.values.some((v) => v.selected));
  const label = (f: Facet, value: string, fallback: string) => {
    if (f.kind === 'rating' && Number.isFinite(Number(value)))
      return t('listing.ratingAtLeast', { stars: Number(value) });
    if (f.kind === 'price') return priceLabel(value, fallback);
    if (f.kind === 'availability' && (value === 'homeDelivery' || value === 'pickupInStore'))
      return t(`listing.availability.${value}`);
    return fallback;
  };
  // Price buckets arrive as `min::max` in minor units.
  const priceLabel = (value: string, fallback: string) => {
    const [min, max] = value.split('::').map((n) => (n === '' ? null : Number(n)));
    const fmt = (n: number) => formatPrice(n, tenant);
    if (min != null && max != null && min > 0)
      return t('listing.priceRange', { min: fmt(min), max: fmt(max) });
    if (max != null) return t('listing.priceUpTo', { max: fmt(max) });
    if (min != null) return t('listing.priceFrom', { min: fmt(min) });
    return fallback;
  };
  return (
    <div className="flex flex-col gap-4">
      <div className="flex items-center justify-between">
        <h2 className="font-bold text-lg">{t('listing.filters')}</h2>
        {anySelected ? (
          <a href={`${basePath}${keepTerm(params)}`} className="text-brand-ink text-sm underline">
            {t('listing.clearFilters')}
          </a>
        ) : null}
      </div>
      {shown.map((f) => {
        const param = urlParamOf(f.name);
        return (
          <details key={f.name} open className="border-gray-200 border-t pt-3" data-facet={f.kind}>
            <summary className="cursor-pointer font-semibold text-sm">
              {t(`listing.facet.${f.kind}`)}
            </summary>
            <ul className="mt-2 flex max-h-64 flex-col gap-1 overflow-auto">
              {topValues(f.values).map((v) => {
                const next = toggleParam(params, param, v.value, f.multiSelect);
                const qs = next.toString();
                return (
                  <li key={v.value}>
                    <a
                      href={`${basePath}${qs ? `?${qs}` : ''}`}
                      rel="nofollow"
                      aria-current={v.selected ? 'true' : undefined}
                      className="flex min-h-8 items-center gap-2 text-sm hover:text-brand-ink"
                    >
                      <span
                        aria-hidden="true"
                        className={`flex h-4 w-4 shrink-0 items-center justify-center rounded-sm border ${v.selected ? 'border-brand bg-brand text-on-brand' : 'border-gray-400'}`}
                      >
                        {v.selected ? <Glyph name="check" /> : null}
                      </span>
                      <span className="flex-1">{label(f, v.value, v.label)}</span>
                      <span className="text-gray-600 text-xs">{`(${v.count})`}</span>
                    </a>
                  </li>
                );
              })}
            </ul>
          </details>
        );
      })}
    </div>
  );
}

const keepTerm = (params: URLSearchParams) => {
  const term = params.get('Ntt');
  return term ? `?Ntt=${encodeURIComponent(term)}` : '';
};
