import type { Metadata } from 'next';
import { Suspense } from 'react';
import { tenantOf } from '@/lib/site/site';
import { AccountSkeleton, AddressesRoute, accountMetadata } from '@/modules/account';

type Props = { params: Promise<{ site: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return accountMetadata(await tenantOf(params), 'addresses.title');
}

/** `/{site}/myaccount/addresses/`: the address book (default marked, add, edit, delete). */
export default function AddressesPage({ params }: Props) {
  return (
    <Suspense fallback={<AccountSkeleton />}>
      <Addresses params={params} />
    </Suspense>
  );
}

async function Addresses({ params }: Props) {
  return <AddressesRoute tenant={await tenantOf(params)} />;
}
