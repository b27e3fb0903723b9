import type { Metadata } from 'next';
import { Suspense } from 'react';
import { shopperOf } from '../../../lib/site/shopper';
import { tenantOf } from '../../../lib/site/site';
import {
  ListingSkeleton,
  SearchListing,
  type SearchParams,
  searchMetadata,
  termOf,
} from '../../../modules/catalog';

interface Props {
  params: Promise<{ site: string }>;
  searchParams: Promise<SearchParams>;
}

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  return searchMetadata(await tenantOf(params), termOf(await searchParams));
}

/**
 * Search filtered by availability in the shopper's zone or store, rendered per request. Every
 * other search is a cached page of `v/[view]/search` (proxy.ts, or next.config for a plain term).
 */
export default function SearchPage(props: Props) {
  return (
    <Suspense fallback={<ListingSkeleton />}>
      <Search {...props} />
    </Suspense>
  );
}

async function Search({ params, searchParams }: Props) {
  const tenant = await tenantOf(params);
  return (
    <SearchListing tenant={tenant} sp={await searchParams} shopper={await shopperOf(tenant)} />
  );
}
