import type { Metadata } from 'next';
import { Suspense } from 'react';
import { tenantOf } from '@/lib/site/site';
import { AccountSkeleton } from '@/modules/account';
import { ListsRoute, listsMetadata, type SearchParams } from '@/modules/lists';

type Props = { params: Promise<{ site: string }>; searchParams: Promise<SearchParams> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return listsMetadata(await tenantOf(params));
}

/** `/{site}/myaccount/mylists/`: the shopper's lists and projects (spec §2, issue 23). */
export default function ListsPage(props: Props) {
  return (
    <Suspense fallback={<AccountSkeleton />}>
      <Lists {...props} />
    </Suspense>
  );
}

async function Lists({ params, searchParams }: Props) {
  return <ListsRoute tenant={await tenantOf(params)} sp={await searchParams} />;
}
