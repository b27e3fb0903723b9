import {
  categoryPath,
  collectionPath,
  inSite,
  noSearchResultUrl,
  safeDecode,
  searchPath,
  stripControlCharacters,
} from '@fierro/domain';
import type { Tenant } from '@fierro/tenants';
import { permanentRedirect, redirect } from 'next/navigation';
import { pageFailure } from '../../lib/commerce';
import { slugOf } from '../../lib/format/text';
import { translator } from '../../lib/i18n/messages';
import { SiteLink } from '../../lib/site/link';
import { NotFoundPage } from '../shell';
import { ListingView } from './components/listing-view';
import { type ListingShopper, loadListing } from './data';
import { LISTING_ID } from './listing-exists';
import { PARAM, type SearchParams, urlParams } from './query';
import { productPath } from './view-model';

/**
 * The bodies of the listing pages, shared by the cached route (`app/[site]/v/[view]/...`, the
 * shopper is the view: a price group, no zone) and the per-request route of zone-dependent
 * filters (`app/[site]/category/...`, the shopper from the cookies).
 */
interface Common {
  tenant: Tenant;
  sp: SearchParams;
  shopper: ListingShopper;
}

/**
 * A listing asked for at another slug than its own goes to its own, with its query: every slug
 * answered in place would be a page of its own in the page cache, and a stranger could fill the
 * cache with made-up ones (the product page's rule).
 */
function toOwnSlug(tenant: Tenant, asked: string | undefined, path: string, sp: SearchParams) {
  if (asked === undefined) return;
  const own = path.split('/').filter(Boolean).at(-1) ?? '';
  if (safeDecode(asked) === safeDecode(own)) return;
  const query = urlParams(sp).toString();
  permanentRedirect(`${inSite(tenant, path)}${query ? `?${query}` : ''}`);
}

/**
 * A category's or collection's page past its last goes to its last (a 307: the listing may grow):
 * each number was an empty page of its own in the page cache. Not a search's: a later page of an
 * SKU's search is its listing, never the product (spec §2).
 */
function toLastPage(
  tenant: Tenant,
  path: string,
  sp: SearchParams,
  pagination: { totalPages: number },
) {
  const asked = sp[PARAM.page];
  const page = Number((Array.isArray(asked) ? asked[0] : asked) ?? '1');
  const last = Math.max(1, pagination.totalPages);
  if (!Number.isSafeInteger(page) || page <= last) return;
  const params = urlParams(sp);
  if (last > 1) params.set(PARAM.page, String(last));
  else params.delete(PARAM.page);
  const query = params.toString();
  redirect(`${inSite(tenant, path)}${query ? `?${query}` : ''}`);
}

export async function CategoryListing({
  tenant,
  sp,
  shopper,
  categoryId,
  slug,
}: Common & { categoryId: string; slug?: string }) {
  const t = translator(tenant);
  // An unknown category is the branded 404 page at the requested URL (a real 404, issue 19).
  if (!LISTING_ID.category.test(categoryId)) return <NotFoundPage tenant={tenant} />;
  const result = await loadListing(tenant, { categoryId }, sp, shopper);
  if (result.error) {
    if (result.error.kind === 'status' && result.error.status === 404) {
      return <NotFoundPage tenant={tenant} />;
    }
    // Thrown, never cached: the error boundary shows the 500 state, or the special error page.
    pageFailure(result.error, 'category listing');
  }
  const data = result.data;
  const crumbs = [
    { label: t('common.home'), path: '/' },
    ...(data.category?.breadcrumb ?? []).map((b) => ({
      label: b.label,
      path: categoryPath({ categoryId: b.id, slug: b.slug || slugOf(b.label, tenant) }),
    })),
  ];
  const name = data.category?.name ?? t('listing.category');
  const selfSlug = data.category?.breadcrumb.at(-1)?.slug || slugOf(name, tenant);
  const self = categoryPath({ categoryId, slug: selfSlug });
  toOwnSlug(tenant, slug, self, sp);
  toLastPage(tenant, self, sp, data.pagination);
  if (crumbs.length === 1) crumbs.push({ label: name, path: self });
  return (
    <ListingView
      tenant={tenant}
      t={t}
      result={data}
      title={name}
      crumbs={crumbs}
      basePath={inSite(tenant, self)}
      params={urlParams(sp)}
    />
  );
}

export async function CollectionListing({
  tenant,
  sp,
  shopper,
  collectionId,
  slug,
}: Common & { collectionId: string; slug?: string }) {
  const t = translator(tenant);
  if (!LISTING_ID.collection.test(collectionId)) return <NotFoundPage tenant={tenant} />;
  const result = await loadListing(tenant, { collectionId }, sp, shopper);
  if (result.error) {
    if (result.error.kind === 'status' && result.error.status === 404) {
      return <NotFoundPage tenant={tenant} />;
    }
    pageFailure(result.error, 'collection listing');
  }
  const data = result.data;
  const name = data.collection?.name ?? t('listing.collection');
  const path = collectionPath({ collectionId, slug: slugOf(name, tenant) });
  toOwnSlug(tenant, slug, path, sp);
  toLastPage(tenant, path, sp, data.pagination);
  return (
    <ListingView
      tenant={tenant}
      t={t}
      result={data}
      title={name}
      crumbs={[
        { label: t('common.home'), path: '/' },
        { label: name, path },
      ]}
      basePath={inSite(tenant, path)}
      params={urlParams(sp)}
    />
  );
}

export const termOf = (sp: SearchParams) => {
  const v = sp[PARAM.term];
  const term = Array.isArray(v) ? v[0] : v;
  return term === undefined ? '' : stripControlCharacters(term).trim().slice(0, 200);
};

export async function SearchListing({ tenant, sp, shopper }: Common) {
  const term = termOf(sp);
  const t = translator(tenant);
  const noResult = noSearchResultUrl(tenant, term, { b2b: shopper.business });
  if (!term) redirect(noResult);
  const result = await loadListing(tenant, {}, sp, shopper);
  if (result.error) pageFailure(result.error, 'search');
  const data = result.data;
  const pageParam = sp[PARAM.page];
  const page = Number((Array.isArray(pageParam) ? pageParam[0] : pageParam) ?? '1');
  // Spec §2: an exact SKU/EAN/id goes to the product, only from the first page.
  if (data.redirect && (!page || page === 1)) redirect(inSite(tenant, productPath(data.redirect)));
  if (data.empty) redirect(noResult);
  const intro = data.dym ? (
    <p className="mb-4 rounded-lg bg-white p-3 text-sm" data-dym>
      {t('search.didYouMean')}{' '}
      <SiteLink
        site={tenant.pathPrefix}
        href={searchPath(data.dym)}
        className="font-semibold text-brand-ink underline"
      >
        {data.dym}
      </SiteLink>
      ?
    </p>
  ) : null;
  return (
    <ListingView
      tenant={tenant}
      t={t}
      result={data}
      title={t('search.title', { term: data.term ?? term })}
      crumbs={[
        { label: t('common.home'), path: '/' },
        { label: term, path: searchPath(term) },
      ]}
      basePath={inSite(tenant, '/search/')}
      params={urlParams(sp)}
      intro={intro}
    />
  );
}
