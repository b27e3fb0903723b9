import type { Tenant } from '@fierro/tenants';
import type { Metadata } from 'next';
import { Suspense } from 'react';
import { tenantOf } from '../../../../lib/site/site';
import { ErrorView, errorPageMetadata } from '../../../../modules/shell';
import { sitePath } from '../../../../modules/shell/error-page-href';

export async function generateMetadata({
  params,
}: {
  params: Promise<{ site: string }>;
}): Promise<Metadata> {
  return errorPageMetadata(await tenantOf(params), 503);
}

interface Props {
  params: Promise<{ site: string }>;
  searchParams: Promise<{ referrer?: string | string[] }>;
}

/**
 * The special error's page (spec §8, commerce's code -1; `/{site}/_error/?statusCode=503` or
 * `=-1`): proxy.ts rewrites to it and answers 503. Its own message in the site's language, and a
 * retry of the page that failed (`referrer`, a page of this site) once the request is read; the
 * site's home in the static page until then.
 */
export default async function SpecialErrorPage({ params, searchParams }: Props) {
  const tenant = await tenantOf(params);
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
  tenant: Tenant;
  searchParams: Props['searchParams'];
}) {
  const raw = (await searchParams).referrer;
  const referrer = sitePath(tenant.pathPrefix, Array.isArray(raw) ? raw[0] : raw);
  return <ErrorView tenant={tenant} status={503} retryHref={referrer} />;
}
