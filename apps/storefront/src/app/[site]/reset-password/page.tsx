import type { Metadata } from 'next';
import { Suspense } from 'react';
import { tenantOf } from '@/lib/site/site';
import { AccountSkeleton, accountMetadata, ResetPasswordRoute } from '@/modules/account';

type Props = {
  params: Promise<{ site: string }>;
  searchParams: Promise<{ token?: string | string[] }>;
};

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return accountMetadata(await tenantOf(params), 'reset.title');
}

/** `/{site}/reset-password/?token=` (issue 23): the page of an e-mailed single-use link. */
export default function Page(props: Props) {
  return (
    <Suspense fallback={<AccountSkeleton />}>
      <Body {...props} />
    </Suspense>
  );
}

async function Body({ params, searchParams }: Props) {
  const { token } = await searchParams;
  return (
    <ResetPasswordRoute
      tenant={await tenantOf(params)}
      token={typeof token === 'string' ? token : null}
    />
  );
}
