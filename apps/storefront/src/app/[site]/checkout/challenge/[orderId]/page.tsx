import type { Metadata } from 'next';
import { Suspense } from 'react';
import { tenantOf } from '@/lib/site/site';
import {
  ChallengeRoute,
  CheckoutSkeleton,
  checkoutMetadata,
  type SearchParams,
} from '@/modules/checkout';

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
    // The page's landmark and the skip link's target, around its streamed part.
    <main id="main">
      <Suspense fallback={<CheckoutSkeleton />}>
        <Challenge {...props} />
      </Suspense>
    </main>
  );
}

async function Challenge({ params, searchParams }: Props) {
  const { orderId } = await params;
  return (
    <ChallengeRoute tenant={await tenantOf(params)} orderId={orderId} sp={await searchParams} />
  );
}
