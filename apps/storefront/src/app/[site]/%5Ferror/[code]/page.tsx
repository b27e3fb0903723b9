import type { Metadata } from 'next';
import { Suspense } from 'react';
import { tenantOf } from '../../../../lib/site/site';
import { ErrorView } from '../../../../modules/shell';
import { type ErrorPageStatus, sitePath } from '../../../../modules/shell/error-page-href';

export const metadata: Metadata = { robots: { index: false } };

/** The statuses the error page shows; the proxy rewrites `/_error/?statusCode=` here. */
const STATUSES: Record<string, ErrorPageStatus> = { '404': 404, '500': 500, '503': 503 };

export const generateStaticParams = () => Object.keys(STATUSES).map((code) => ({ code }));

interface Props {
  params: Promise<{ site: string; code: string }>;
  searchParams: Promise<{ referrer?: string | string[] }>;
}

/**
 * Spec §2 error page `/{site}/_error/?statusCode=` (proxy.ts errorPage rewrites it here, to the
 * status in the path, and answers with that status): 404, 500, and 503 for the special error
 * (spec §8). Each is a static page of its site, whole in the server's HTML; the special error's
 * retry link goes back to `referrer` (a page of this site) once the request is read, the site's
 * home until then.
 */
export default async function ErrorPage({ params, searchParams }: Props) {
  const tenant = await tenantOf(params);
  const status = STATUSES[(await params).code] ?? 404;
  if (status !== 503) return <ErrorView tenant={tenant} status={status} />;
  return (
    <Suspense fallback={<ErrorView tenant={tenant} status={503} />}>
      <Retry tenant={tenant} searchParams={searchParams} />
    </Suspense>
  );
}

async function Retry({
  tenant,
  searchParams,
}: {
  tenant: Awaited<ReturnType<typeof tenantOf>>;
  searchParams: Props['searchParams'];
}) {
  const raw = (await searchParams).referrer;
  const referrer = sitePath(tenant.pathPrefix, Array.isArray(raw) ? raw[0] : raw);
  return <ErrorView tenant={tenant} status={503} retryHref={referrer} />;
}
