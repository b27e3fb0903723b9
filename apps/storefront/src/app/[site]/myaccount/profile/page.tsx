import type { Metadata } from 'next';
import { Suspense } from 'react';
import { tenantOf } from '@/lib/site/site';
import { AccountSkeleton, accountMetadata, ProfileRoute } from '@/modules/account';

type Props = { params: Promise<{ site: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return accountMetadata(await tenantOf(params), 'profile.title');
}

/** `/{site}/myaccount/profile/`: names, phone, identity document and e-mail. */
export default function ProfilePage({ params }: Props) {
  return (
    <Suspense fallback={<AccountSkeleton />}>
      <Profile params={params} />
    </Suspense>
  );
}

async function Profile({ params }: Props) {
  return <ProfileRoute tenant={await tenantOf(params)} />;
}
