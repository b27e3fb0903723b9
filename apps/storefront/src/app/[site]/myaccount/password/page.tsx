import type { Metadata } from 'next';
import { tenantOf } from '@/lib/site/site';
import { accountMetadata, PasswordRoute } from '@/modules/account';

type Props = { params: Promise<{ site: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return accountMetadata(await tenantOf(params), 'password.title');
}

/** `/{site}/myaccount/password/`: change the password where the registry shows the link. */
export default async function PasswordPage({ params }: Props) {
  return <PasswordRoute tenant={await tenantOf(params)} />;
}
