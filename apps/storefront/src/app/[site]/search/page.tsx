import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { Suspense } from 'react';
import { translator } from '../../../lib/i18n/messages';
import { SiteLink } from '../../../lib/site/link';
import { errorPath, withConsumer } from '../../../lib/site/navigation';
import { sitePath, tenantOf } from '../../../lib/site/site';
import {
  ListingSkeleton,
  ListingView,
  loadListing,
  PARAM,
  productPath,
  type SearchParams,
  urlParams,
} from '../../../modules/catalog';

interface Props {
  params: Promise<{ site: string }>;
  searchParams: Promise<SearchParams>;
}

const termOf = (sp: SearchParams) => {
  const v = sp[PARAM.term];
  return (Array.isArray(v) ? v[0] : v)?.trim().slice(0, 200) ?? '';
};

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const tenant = await tenantOf(params);
  const term = termOf(await searchParams);
  const t = translator(tenant);
  return {
    title: t('seo.searchTitle', { term, site: tenant.siteName }),
    description: t('seo.searchDescription', { term, site: tenant.siteName }),
    robots: { index: false, follow: true },
  };
}

/** Spec §2 search results `/{site}/search/?Ntt=`. */
export default function SearchPage(props: Props) {
  return (
    <Suspense fallback={<ListingSkeleton />}>
      <Search {...props} />
    </Suspense>
  );
}

async function Search({ params, searchParams }: Props) {
  const tenant = await tenantOf(params);
  const sp = await searchParams;
  const term = termOf(sp);
  const t = translator(tenant);
  const { shopper, result } = await loadListing(tenant, {}, sp);
  const noResult = withConsumer(
    sitePath(tenant, '/no-search-result/', { Ntt: term }),
    shopper.business,
  );
  if (!term) redirect(noResult);
  if (result.error) redirect(errorPath(tenant, 500, shopper.business));
  const data = result.data;
  const page = Number(sp[PARAM.page] ?? '1');
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
        className="font-semibold text-brand underline"
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
