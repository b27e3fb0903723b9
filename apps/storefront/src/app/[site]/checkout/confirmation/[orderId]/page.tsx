import type { Metadata } from 'next';
import { Suspense } from 'react';
import { tenantOf } from '@/lib/site/site';
import {
  CheckoutSkeleton,
  ConfirmationRoute,
  checkoutMetadata,
  type SearchParams,
} from '@/modules/checkout';

type Props = {
  params: Promise<{ site: string; orderId: string }>;
  searchParams: Promise<SearchParams>;
};

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return checkoutMetadata(await tenantOf(params), 'confirmation.pageTitle');
}

/** `/{site}/checkout/confirmation/{orderId}/?token=`: the order, for its owner or the link. */
export default function ConfirmationPage(props: Props) {
  return (
    // The page's landmark and the skip link's target, around its streamed part.
    <main id="main">
      <Suspense fallback={<CheckoutSkeleton />}>
        <Confirmation {...props} />
      </Suspense>
    </main>
  );
}

async function Confirmation({ params, searchParams }: Props) {
  const { orderId } = await params;
  return (
    <ConfirmationRoute tenant={await tenantOf(params)} orderId={orderId} sp={await searchParams} />
  );
}
