import type { Metadata } from 'next';
import { Suspense } from 'react';
import { tenantOf } from '@/lib/site/site';
import {
  CheckoutSkeleton,
  ConfirmationRoute,
  checkoutMetadata,
  type SearchParams,
} from '@/modules/checkout';
import { NoScriptStream, StreamFallback } from '@/ui/no-script-stream';
import { Settled } from '@/ui/settled-client';

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
    <>
      <NoScriptStream />
      <Suspense
        fallback={
          <StreamFallback>
            <CheckoutSkeleton />
          </StreamFallback>
        }
      >
        <Confirmation {...props} />
      </Suspense>
    </>
  );
}

async function Confirmation({ params, searchParams }: Props) {
  const { orderId } = await params;
  return (
    // The page's landmark and the skip link's target stream with it, in one piece (see
    // NoScriptStream).
    <Settled>
      <main id="main">
        <ConfirmationRoute
          tenant={await tenantOf(params)}
          orderId={orderId}
          sp={await searchParams}
        />
      </main>
    </Settled>
  );
}
