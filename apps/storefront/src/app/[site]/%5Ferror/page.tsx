import type { Metadata } from 'next';
import { Suspense } from 'react';
import { tenantOf } from '../../../lib/site/site';
import { ErrorView } from '../../../modules/shell';

export const metadata: Metadata = { robots: { index: false } };

interface Props {
  params: Promise<{ site: string }>;
  searchParams: Promise<{ statusCode?: string }>;
}

/** Spec §2 error page `/{site}/_error/?statusCode=` (404, 500). */
export default function ErrorPage(props: Props) {
  return (
    <Suspense>
      <ErrorContent {...props} />
    </Suspense>
  );
}

async function ErrorContent({ params, searchParams }: Props) {
  const tenant = await tenantOf(params);
  const { statusCode } = await searchParams;
  return <ErrorView tenant={tenant} status={statusCode === '404' ? 404 : 500} />;
}
