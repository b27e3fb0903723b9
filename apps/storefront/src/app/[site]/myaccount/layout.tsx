import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { tenantOf } from '@/lib/site/site';
import { AccountFrame, accountMetadata } from '@/modules/account';

type Props = { params: Promise<{ site: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return accountMetadata(await tenantOf(params));
}

/**
 * `/{site}/myaccount/...` (issue 23): the shopper's own pages, rendered per request and never
 * cached across shoppers; the proxy sends a signed-out visitor to login and back after it.
 */
export default async function AccountLayout({ children, params }: Props & { children: ReactNode }) {
  return <AccountFrame tenant={await tenantOf(params)}>{children}</AccountFrame>;
}
