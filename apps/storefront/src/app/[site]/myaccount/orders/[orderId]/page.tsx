import type { Metadata } from 'next';
import { Suspense } from 'react';
import { tenantOf } from '@/lib/site/site';
import { AccountSkeleton } from '@/modules/account';
import { OrderRoute, ordersMetadata, type SearchParams } from '@/modules/orders';

type Props = {
  params: Promise<{ site: string; orderId: string }>;
  searchParams: Promise<SearchParams>;
};

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return ordersMetadata(await tenantOf(params), 'detail.pageTitle');
}

/** `/{site}/myaccount/orders/{orderId}/`: one order of the shopper's (issue 23). */
export default function OrderPage(props: Props) {
  return (
    <Suspense fallback={<AccountSkeleton />}>
      <Order {...props} />
    </Suspense>
  );
}

async function Order({ params, searchParams }: Props) {
  const { orderId } = await params;
  return <OrderRoute tenant={await tenantOf(params)} orderId={orderId} sp={await searchParams} />;
}
