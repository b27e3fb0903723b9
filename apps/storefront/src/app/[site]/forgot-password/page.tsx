import type { Metadata } from 'next';
import { tenantOf } from '@/lib/site/site';
import { accountMetadata, ForgotPasswordRoute } from '@/modules/account';

type Props = { params: Promise<{ site: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return accountMetadata(await tenantOf(params), 'forgot.title');
}

/** `/{site}/forgot-password/` (issue 23): on every site. */
export default async function Page({ params }: Props) {
  return <ForgotPasswordRoute tenant={await tenantOf(params)} />;
}
