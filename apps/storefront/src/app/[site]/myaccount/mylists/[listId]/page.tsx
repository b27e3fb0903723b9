import type { Metadata } from 'next';
import { Suspense } from 'react';
import { tenantOf } from '@/lib/site/site';
import { AccountSkeleton } from '@/modules/account';
import { ListRoute, listsMetadata, type SearchParams } from '@/modules/lists';

type Props = {
  params: Promise<{ site: string; listId: string }>;
  searchParams: Promise<SearchParams>;
};

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return listsMetadata(await tenantOf(params));
}

/** `/{site}/myaccount/mylists/{listId}/`: one of the shopper's lists (issue 23). */
export default function ListPage(props: Props) {
  return (
    <Suspense fallback={<AccountSkeleton />}>
      <List {...props} />
    </Suspense>
  );
}

async function List({ params, searchParams }: Props) {
  const { listId } = await params;
  return <ListRoute tenant={await tenantOf(params)} listId={listId} sp={await searchParams} />;
}
