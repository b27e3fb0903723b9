import type { Metadata } from 'next';
import { Suspense } from 'react';
import { shopperOf } from '../../../../../lib/site/shopper';
import { tenantOf } from '../../../../../lib/site/site';
import {
  CategoryListing,
  ListingSkeleton,
  listingMetadata,
  type SearchParams,
} from '../../../../../modules/catalog';

interface Props {
  params: Promise<{ site: string; categoryId: string; slug: string }>;
  searchParams: Promise<SearchParams>;
}

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const tenant = await tenantOf(params);
  const { categoryId, slug } = await params;
  return listingMetadata(tenant, { categoryId }, slug, await searchParams, await shopperOf(tenant));
}

/**
 * A category filtered by availability in the shopper's zone or store, rendered per request.
 * Every other category view is the cached page of `v/[view]/category` (proxy.ts).
 */
export default function CategoryPage(props: Props) {
  return (
    <Suspense fallback={<ListingSkeleton />}>
      <Category {...props} />
    </Suspense>
  );
}

async function Category({ params, searchParams }: Props) {
  const tenant = await tenantOf(params);
  const { categoryId, slug } = await params;
  return (
    <CategoryListing
      tenant={tenant}
      categoryId={categoryId}
      slug={slug}
      sp={await searchParams}
      shopper={await shopperOf(tenant)}
    />
  );
}
