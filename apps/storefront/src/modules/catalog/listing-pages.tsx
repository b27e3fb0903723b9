import type { Tenant } from '@fierro/tenants';
import { redirect } from 'next/navigation';
import { slugOf } from '../../lib/format/text';
import { translator } from '../../lib/i18n/messages';
import { SiteLink } from '../../lib/site/link';
import { errorPath, withConsumer } from '../../lib/site/navigation';
import { sitePath } from '../../lib/site/site';
import { ListingView } from './components/listing-view';
import { type ListingShopper, loadListing } from './data';
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

/** A commerce failure is thrown (never cached: the error boundary shows the 500 state). */
function failed(status: number): never {
  throw new Error(`catalogue unavailable (${status})`);
}

export async function CategoryListing({
  tenant,
  sp,
  shopper,
  categoryId,
}: Common & { categoryId: string }) {
  const t = translator(tenant);
  if (!/^cat\d{1,12}$/.test(categoryId)) redirect(errorPath(tenant, 404, shopper.business));
  const result = await loadListing(tenant, { categoryId }, sp, shopper);
  if (result.error) {
    if (result.error.status === 404) redirect(errorPath(tenant, 404, shopper.business));
    failed(result.error.status);
  }
  const data = result.data;
  const crumbs = [
    { label: t('common.home'), path: '/' },
    ...(data.category?.breadcrumb ?? []).map((b) => ({
      label: b.label,
      path: `/category/${b.id}/${b.slug || slugOf(b.label, tenant)}/`,
    })),
  ];
  const name = data.category?.name ?? t('listing.category');
  const selfSlug = data.category?.breadcrumb.at(-1)?.slug || slugOf(name, tenant);
  if (crumbs.length === 1)
    crumbs.push({ label: name, path: `/category/${categoryId}/${selfSlug}/` });
  return (
    <ListingView
      tenant={tenant}
      t={t}
      result={data}
      title={name}
      crumbs={crumbs}
      basePath={sitePath(tenant, `/category/${categoryId}/${selfSlug}/`)}
      params={urlParams(sp)}
    />
  );
}

export async function CollectionListing({
  tenant,
  sp,
  shopper,
  collectionId,
}: Common & { collectionId: string }) {
  const t = translator(tenant);
  if (!/^[\w-]{1,40}$/.test(collectionId)) redirect(errorPath(tenant, 404, shopper.business));
  const result = await loadListing(tenant, { collectionId }, sp, shopper);
  if (result.error) {
    if (result.error.status === 404) redirect(errorPath(tenant, 404, shopper.business));
    failed(result.error.status);
  }
  const data = result.data;
  const name = data.collection?.name ?? t('listing.collection');
  const path = `/collection/${collectionId}/${slugOf(name, tenant)}/`;
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
      basePath={sitePath(tenant, path)}
      params={urlParams(sp)}
    />
  );
}

export const termOf = (sp: SearchParams) => {
  const v = sp[PARAM.term];
  return (Array.isArray(v) ? v[0] : v)?.trim().slice(0, 200) ?? '';
};

export async function SearchListing({ tenant, sp, shopper }: Common) {
  const term = termOf(sp);
  const t = translator(tenant);
  const noResult = withConsumer(
    sitePath(tenant, '/no-search-result/', { Ntt: term }),
    shopper.business,
  );
  if (!term) redirect(noResult);
  const result = await loadListing(tenant, {}, sp, shopper);
  if (result.error) failed(result.error.status);
  const data = result.data;
  const pageParam = sp[PARAM.page];
  const page = Number((Array.isArray(pageParam) ? pageParam[0] : pageParam) ?? '1');
  // Spec §2: an exact SKU/EAN/id goes to the product, only from the first page.
  if (data.redirect && (!page || page === 1))
    redirect(sitePath(tenant, productPath(data.redirect)));
  if (data.empty) redirect(noResult);
  const intro = data.dym ? (
    <p className="mb-4 rounded-lg bg-white p-3 text-sm" data-dym>
      {t('search.didYouMean')}{' '}
      <SiteLink
        site={tenant.pathPrefix}
        href="/search/"
        query={{ Ntt: data.dym }}
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
        { label: term, path: `/search/?Ntt=${encodeURIComponent(term)}` },
      ]}
      basePath={sitePath(tenant, '/search/')}
      params={urlParams(sp)}
      intro={intro}
    />
  );
}
