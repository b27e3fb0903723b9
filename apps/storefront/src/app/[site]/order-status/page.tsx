import type { Metadata } from 'next';
import { Suspense } from 'react';
import { tenantOf } from '@/lib/site/site';
import { OrderStatusRoute, ordersMetadata } from '@/modules/orders';

type Props = { params: Promise<{ site: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return ordersMetadata(await tenantOf(params), 'lookup.title');
}

/** `/{site}/order-status/`: a guest's order by number and e-mail, with the captcha (issue 23). */
export default function OrderStatusPage({ params }: Props) {
  return (
    <Suspense fallback={<div className="mx-auto h-96 w-full max-w-xl py-6" aria-hidden="true" />}>
      <OrderStatus params={params} />
    </Suspense>
  );
}

async function OrderStatus({ params }: Props) {
  return <OrderStatusRoute tenant={await tenantOf(params)} />;
}
