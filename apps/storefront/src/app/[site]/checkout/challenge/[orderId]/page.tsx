import type { Metadata } from 'next';
import { Suspense } from 'react';
import { tenantOf } from '@/lib/site/site';
import {
  ChallengeRoute,
  CheckoutSkeleton,
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
  return checkoutMetadata(await tenantOf(params), 'challenge.title');
}

/** `/{site}/checkout/challenge/{orderId}/`: the 3-D Secure challenge, on our page. */
export default function ChallengePage(props: Props) {
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
        <Challenge {...props} />
      </Suspense>
    </>
  );
}

async function Challenge({ params, searchParams }: Props) {
  const { orderId } = await params;
  return (
    // The page's landmark and the skip link's target stream with it, in one piece (see
    // NoScriptStream).
    <Settled>
      <main id="main">
        <ChallengeRoute tenant={await tenantOf(params)} orderId={orderId} sp={await searchParams} />
      </main>
    </Settled>
  );
}
