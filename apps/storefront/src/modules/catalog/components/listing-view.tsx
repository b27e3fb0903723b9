import type { SearchResponse } from '@fierro/commerce/contract';
import { inSite } from '@fierro/domain';
import type { Tenant } from '@fierro/tenants';
import type { ReactNode } from 'react';
import type { Translator } from '../../../lib/i18n/messages';
import { SiteLink } from '../../../lib/site/link';
import { facts } from '../../../lib/site/tenant-facts';
import { Glyph } from '../../../ui/glyph';
import { JsonLd } from '../../../ui/json-ld';
import { productPath } from '../view-model';
import { Facets } from './facets';
import { FilterDrawer } from './filter-drawer-client';
import { Pagination } from './pagination';
import { ProductGrid } from './product-card';
import { SortSelect } from './sort-select-client';

export interface Crumb {
  label: string;
  path: string;
}

/** A listing (category, collection or search): main with the grid, side with the facets. */
export function ListingView({
  tenant,
  t,
  result,
  title,
  crumbs,
  basePath,
  params,
  intro,
}: {
  tenant: Tenant;
  t: Translator;
  result: SearchResponse;
  title: string;
  crumbs: Crumb[];
  basePath: string;
  params: URLSearchParams;
  intro?: ReactNode;
}) {
  const origin = facts(tenant).seoDomain ?? '';
  // Google's summary-page form: position and url only; each product page carries its own Product
  // and Offer. (Mixing url with a nested item is not a valid carousel, and it doubled the bytes:
  // JSON-LD is sent twice, in the HTML and in the page's React payload.)
  const itemList = {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    numberOfItems: result.pagination.total,
    itemListElement: result.products.map((p, i) => ({
      '@type': 'ListItem',
      position: (result.pagination.currentPage - 1) * result.pagination.perPage + i + 1,
      url: `${origin}${inSite(tenant, productPath(p))}`,
    })),
  };
  const breadcrumbs = {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((c, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: c.label,
      item: `${origin}${inSite(tenant, c.path)}`,
    })),
  };
  const sort = result.sortOptions.find((s) => s.selected)?.value ?? 'relevance';
  const facets = (
    <Facets tenant={tenant} facets={result.facets} basePath={basePath} params={params} t={t} />
  );
  // The filters the shopper applied (the category scope is the page itself, not a filter).
  const applied = result.facets
    .filter((f) => f.kind !== 'category')
    .reduce((n, f) => n + f.values.filter((v) => v.selected).length, 0);
  return (
    <>
      <JsonLd data={breadcrumbs} />
      <JsonLd data={itemList} />
      <nav aria-label={t('product.breadcrumb')} className="pt-4 text-gray-600 text-sm">
        <ol className="flex flex-wrap items-center gap-1">
          {crumbs.map((c, i) => (
            <li key={c.path} className="flex items-center gap-1">
              {i > 0 ? <Glyph name="chevron-right" /> : null}
              {i === crumbs.length - 1 ? (
                <span aria-current="page" className="text-gray-900">
                  {c.label}
                </span>
              ) : (
                <SiteLink
                  site={tenant.pathPrefix}
                  href={c.path}
                  prefetch={false}
                  className="hover:text-brand-ink hover:underline"
                >
                  {c.label}
                </SiteLink>
              )}
            </li>
          ))}
        </ol>
      </nav>
      {/* Results before filters in the page, the filters placed beside them from tablet up by the
          grid: a phone paints the page while it is still arriving, and filters coming first
          showed there, then were pushed 4,000 px down by the cards (Lighthouse CLS 0.13-0.32). */}
      <div className="flex flex-col gap-6 py-4 tablet:grid tablet:grid-cols-[16rem_minmax(0,1fr)]">
        <main id="main" className="min-w-0 tablet:col-start-2 tablet:row-start-1">
          <div className="mb-4 flex flex-wrap items-end justify-between gap-3">
            <div>
              <h1 className="font-bold text-2xl text-gray-900 tablet:text-3xl">{title}</h1>
              <p className="text-gray-600 text-sm" role="status">
                {t('listing.results', { total: result.pagination.total })}
              </p>
            </div>
            {/* Shrinks to a phone's width: the sort's longest option is wider than 360 px allows. */}
            <div className="flex min-w-0 max-w-full items-end gap-2">
              <FilterDrawer
                applied={applied}
                labels={{
                  button: t('listing.filterButton'),
                  title: t('listing.filters'),
                  close: t('listing.closeFilters'),
                  applied: t('listing.filtersApplied', { count: applied }),
                }}
              >
                {facets}
              </FilterDrawer>
              <SortSelect
                options={result.sortOptions.map((s) => s.value)}
                value={sort}
                basePath={basePath}
                query={params.toString()}
              />
            </div>
          </div>
          {intro}
          {result.products.length ? (
            <ProductGrid products={result.products} tenant={tenant} t={t} heading="h2" />
          ) : (
            <p className="rounded-lg bg-white p-8 text-center">{t('listing.empty')}</p>
          )}
          <Pagination meta={result.pagination} basePath={basePath} params={params} t={t} />
        </main>
        {/* Phones open the filters in the drawer above; from tablet up they sit beside the results. */}
        <aside
          className="hidden tablet:col-start-1 tablet:row-start-1 tablet:block"
          aria-label={t('listing.filters')}
        >
          <div className="rounded-lg bg-white p-4 tablet:sticky tablet:top-36">{facets}</div>
        </aside>
      </div>
    </>
  );
}

/** Skeleton of the same size while a listing streams in. */
export function ListingSkeleton() {
  return (
    <div className="flex flex-col gap-6 py-8 tablet:flex-row" aria-busy="true">
      <div className="hidden h-96 w-64 shrink-0 rounded-lg bg-white tablet:block" />
      <div className="grid flex-1 grid-cols-2 gap-3 phablet:grid-cols-3 desktop:grid-cols-4">
        {Array.from({ length: 8 }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: static placeholders
          <div key={i} className="aspect-[3/4] animate-pulse rounded-lg bg-white" />
        ))}
      </div>
    </div>
  );
}
