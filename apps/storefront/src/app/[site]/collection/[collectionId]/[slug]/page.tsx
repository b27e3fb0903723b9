import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { Suspense } from 'react';
import { slugOf } from '../../../../../lib/format/text';
import { translator } from '../../../../../lib/i18n/messages';
import { errorPath } from '../../../../../lib/site/navigation';
import { alternates } from '../../../../../lib/site/seo';
import { sitePath, tenantOf } from '../../../../../lib/site/site';
import {
  ListingSkeleton,
  ListingView,
  loadListing,
  type SearchParams,
  urlParams,
} from '../../../../../modules/catalog';

interface Props {
  params: Promise<{ site: string; collectionId: string; slug: string }>;
  searchParams: Promise<SearchParams>;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const tenant = await tenantOf(params);
  const { collectionId, slug } = await params;
  const t = translator(tenant);
  const name = slug.replace(/-/g, ' ');
  return {
    title: t('seo.categoryTitle', { name, site: tenant.siteName }),
    description: t('seo.categoryDescription', { name, site: tenant.siteName }),
    alternates: alternates(tenant, `/collection/${collectionId}/${slug}/`),
  };
}

/** Spec §2 collections at their own route `/{site}/collection/{collectionId}/{slug}/`. */
export default function CollectionPage(props: Props) {
  return (
    <Suspense fallback={<ListingSkeleton />}>
      <Collection {...props} />
    </Suspense>
  );
}

async function Collection({ params, searchParams }: Props) {
  const tenant = await tenantOf(params);
  const { collectionId } = await params;
  const sp = await searchParams;
  const t = translator(tenant);
  if (!/^[\w-]{1,40}$/.test(collectionId)) redirect(errorPath(tenant, 404));
  const { shopper, result } = await loadListing(tenant, { collectionId }, sp);
  if (result.error)
    redirect(errorPath(tenant, result.error.status === 404 ? 404 : 500, shopper.business));
  const data = result.data;
  const name = data.collection?.name ?? t('listing.collection');
  const path = `/collection/${collectionId}/${slugOf(name, tenant)}/`;
  const crumbs = [
    { label: t('common.home'), path: '/' },
    { label: name, path },
  ];
  const basePath = sitePath(tenant, path);
  return (
    <ListingView
      tenant={tenant}
      t={t}
      result={data}
      title={name}
      crumbs={crumbs}
      basePath={basePath}
      params={urlParams(sp)}
    />
  );
}
