import type { Metadata } from 'next';
import { tenantOf } from '@/lib/site/site';
import { BUILD_SAMPLE } from '@/lib/site/view-params';
import { errorPageMetadata, NotFoundPage } from '@/modules/shell';

export const generateStaticParams = () => [{ rest: [BUILD_SAMPLE] }];

/** Its tab says so too (it read the home's title), in the site's language. */
export async function generateMetadata({
  params,
}: {
  params: Promise<{ site: string }>;
}): Promise<Metadata> {
  return errorPageMetadata(await tenantOf(params), 404);
}

/**
 * Any path of a site that no route serves: the site's branded 404 page (in its language, in the
 * server's HTML) with a real 404 status, never Next's own English page (issue 19).
 */
export default async function UnknownPage({ params }: { params: Promise<{ site: string }> }) {
  return <NotFoundPage tenant={await tenantOf(params)} />;
}
