import type { Metadata } from 'next';
import { Suspense } from 'react';
import { shopperOf } from '../../../../../lib/site/shopper';
import { tenantOf } from '../../../../../lib/site/site';
import {
  CollectionListing,
  ListingSkeleton,
  listingMetadata,
  type SearchParams,
} from '../../../../../modules/catalog';

interface Props {
  params: Promise<{ site: string; collectionId: string; slug: string }>;
  searchParams: Promise<SearchParams>;
}

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const tenant = await tenantOf(params);
  const { collectionId, slug } = await params;
  return listingMetadata(
    tenant,
    { collectionId },
    slug,
    await searchParams,
    await shopperOf(tenant),
  );
}

/**
 * A collection filtered by availability in the shopper's zone or store, rendered per request.
 * Every other collection view is the cached page of `v/[view]/collection` (proxy.ts).
 */
export default function CollectionPage(props: Props) {
  return (
    <Suspense fallback={<ListingSkeleton />}>
      <Collection {...props} />
    </Suspense>
  );
}

async function Collection({ params, searchParams }: Props) {
  const tenant = await tenantOf(params);
  const { collectionId, slug } = await params;
  return (
    <CollectionListing
      tenant={tenant}
      collectionId={collectionId}
      slug={slug}
      sp={await searchParams}
      shopper={await shopperOf(tenant)}
    />
  );
}
