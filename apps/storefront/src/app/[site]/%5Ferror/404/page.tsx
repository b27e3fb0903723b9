import type { Metadata } from 'next';
import { tenantOf } from '../../../../lib/site/site';
import { ErrorView, errorPageMetadata } from '../../../../modules/shell';

export async function generateMetadata({
  params,
}: {
  params: Promise<{ site: string }>;
}): Promise<Metadata> {
  return errorPageMetadata(await tenantOf(params), 404);
}

/**
 * The error page for 404 (spec §2 `/{site}/_error/?statusCode=404`, and every 404 the proxy
 * answers): proxy.ts rewrites to it and answers 404. A static page of each site, whole in the
 * server's HTML.
 */
export default async function NotFoundErrorPage({ params }: { params: Promise<{ site: string }> }) {
  return <ErrorView tenant={await tenantOf(params)} status={404} />;
}
