import type { Metadata } from 'next';
import { Suspense } from 'react';
import { tenantOf } from '@/lib/site/site';
import { AccountSkeleton } from '@/modules/account';
import { MembershipRoute, ordersMetadata, type SearchParams } from '@/modules/orders';

type Props = { params: Promise<{ site: string }>; searchParams: Promise<SearchParams> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return ordersMetadata(await tenantOf(params), 'membership.title');
}

/** `/{site}/myaccount/membership/[?page=]`: tier, benefits and store-card points (issue 23). */
export default function MembershipPage(props: Props) {
  return (
    <Suspense fallback={<AccountSkeleton />}>
      <Membership {...props} />
    </Suspense>
  );
}

async function Membership({ params, searchParams }: Props) {
  return <MembershipRoute tenant={await tenantOf(params)} sp={await searchParams} />;
}
