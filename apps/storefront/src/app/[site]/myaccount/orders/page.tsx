import type { Metadata } from 'next';
import { Suspense } from 'react';
import { tenantOf } from '@/lib/site/site';
import { AccountSkeleton } from '@/modules/account';
import { OrdersRoute, ordersMetadata, type SearchParams } from '@/modules/orders';

type Props = { params: Promise<{ site: string }>; searchParams: Promise<SearchParams> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return ordersMetadata(await tenantOf(params), 'list.title');
}

/** `/{site}/myaccount/orders/[?page=]`: the shopper's orders, newest first (issue 23). */
export default function OrdersPage(props: Props) {
  return (
    <Suspense fallback={<AccountSkeleton />}>
      <Orders {...props} />
    </Suspense>
  );
}

async function Orders({ params, searchParams }: Props) {
  return <OrdersRoute tenant={await tenantOf(params)} sp={await searchParams} />;
}
