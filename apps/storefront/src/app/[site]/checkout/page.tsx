import type { Metadata } from 'next';
import { Suspense } from 'react';
import { tenantOf } from '@/lib/site/site';
import {
  CheckoutRoute,
  CheckoutSkeleton,
  checkoutMetadata,
  type SearchParams,
} from '@/modules/checkout';

type Props = { params: Promise<{ site: string }>; searchParams: Promise<SearchParams> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return checkoutMetadata(await tenantOf(params), 'title');
}

/** `/{site}/checkout/`: the shopper's own checkout, rendered per request (never cached). */
export default function CheckoutPage(props: Props) {
  return (
    // The page's landmark and the skip link's target, around its streamed part.
    <main id="main">
      <Suspense fallback={<CheckoutSkeleton />}>
        <Checkout {...props} />
      </Suspense>
    </main>
  );
}

async function Checkout({ params, searchParams }: Props) {
  return <CheckoutRoute tenant={await tenantOf(params)} sp={await searchParams} />;
}
