import type { Metadata } from 'next';
import { Suspense } from 'react';
import { tenantOf } from '@/lib/site/site';
import { AccountSkeleton } from '@/modules/account';
import { ordersMetadata, ReturnRequestRoute, type SearchParams } from '@/modules/orders';

type Props = {
  params: Promise<{ site: string; orderId: string }>;
  searchParams: Promise<SearchParams>;
};

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return ordersMetadata(await tenantOf(params), 'returns.title');
}

/**
 * `/{site}/myaccount/orders/{orderId}/returns/?line=&kind=`: a line's return, warranty change or
 * (Chile) retracto request (issue 23).
 */
export default function ReturnRequestPage(props: Props) {
  return (
    <Suspense fallback={<AccountSkeleton />}>
      <ReturnRequest {...props} />
    </Suspense>
  );
}

async function ReturnRequest({ params, searchParams }: Props) {
  const { orderId } = await params;
  return (
    <ReturnRequestRoute tenant={await tenantOf(params)} orderId={orderId} sp={await searchParams} />
  );
}
