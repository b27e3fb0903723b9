import { accountUrl } from '@fierro/domain';
import { redirect } from 'next/navigation';
import { tenantOf } from '@/lib/site/site';

/** `/{site}/myaccount/`: the account opens on the shopper's profile. */
export default async function AccountIndex({ params }: { params: Promise<{ site: string }> }) {
  redirect(accountUrl(await tenantOf(params), 'profile'));
}
