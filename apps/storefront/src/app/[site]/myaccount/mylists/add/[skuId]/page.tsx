import type { Metadata } from 'next';
import { Suspense } from 'react';
import { tenantOf } from '@/lib/site/site';
import { AccountSkeleton } from '@/modules/account';
import { ListsRoute, listsMetadata, type SearchParams } from '@/modules/lists';

type Props = {
  params: Promise<{ site: string; skuId: string }>;
  searchParams: Promise<SearchParams>;
};

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return listsMetadata(await tenantOf(params));
}

/**
 * `/{site}/myaccount/mylists/add/{skuId}/`: the lists page with a product waiting to be placed
 * ("Agregar a lista" signed out: the login brings the shopper back here).
 */
export default function ListsAddPage(props: Props) {
  return (
    <Suspense fallback={<AccountSkeleton />}>
      <Lists {...props} />
    </Suspense>
  );
}

async function Lists({ params, searchParams }: Props) {
  const { skuId } = await params;
  const sp = await searchParams;
  return (
    <ListsRoute tenant={await tenantOf(params)} sp={{ ...sp, add: decodeURIComponent(skuId) }} />
  );
}
