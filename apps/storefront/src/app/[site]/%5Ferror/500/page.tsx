import type { Metadata } from 'next';
import { tenantOf } from '../../../../lib/site/site';
import { ErrorView, errorPageMetadata } from '../../../../modules/shell';

export async function generateMetadata({
  params,
}: {
  params: Promise<{ site: string }>;
}): Promise<Metadata> {
  return errorPageMetadata(await tenantOf(params), 500);
}

/**
 * The error page for 500 (spec §2 `/{site}/_error/?statusCode=500`, any code but 404 and the
 * special error's): proxy.ts rewrites to it and answers 500. A static page of each site.
 */
export default async function ServerErrorPage({ params }: { params: Promise<{ site: string }> }) {
  return <ErrorView tenant={await tenantOf(params)} status={500} />;
}
