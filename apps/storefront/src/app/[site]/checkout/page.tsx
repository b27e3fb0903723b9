import type { Metadata } from 'next';
import { Suspense } from 'react';
import { tenantOf } from '@/lib/site/site';
import {
  CheckoutRoute,
  CheckoutSkeleton,
  checkoutMetadata,
  type SearchParams,
} from '@/modules/checkout';
import { NoScriptStream, StreamFallback } from '@/ui/no-script-stream';
import { Settled } from '@/ui/settled-client';

type Props = { params: Promise<{ site: string }>; searchParams: Promise<SearchParams> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return checkoutMetadata(await tenantOf(params), 'title');
}

/** `/{site}/checkout/`: the shopper's own checkout, rendered per request (never cached). */
export default function CheckoutPage(props: Props) {
  return (
    <>
      {/* Every step works before JavaScript: the streamed steps are shown without it. */}
      <NoScriptStream />
      <Suspense
        fallback={
          <StreamFallback>
            <CheckoutSkeleton />
          </StreamFallback>
        }
      >
        <Checkout {...props} />
      </Suspense>
    </>
  );
}

async function Checkout({ params, searchParams }: Props) {
  return (
    // The page's landmark and the skip link's target stream with it, in one piece (see
    // NoScriptStream).
    <Settled>
      <main id="main">
        <CheckoutRoute tenant={await tenantOf(params)} sp={await searchParams} />
      </main>
    </Settled>
  );
}
