import type { Metadata } from 'next';
import { parseQuerySegment } from '@/lib/site/catalogue-view';
import { tenantOf } from '@/lib/site/site';
import { BUILD_SAMPLE, queryOf, viewOf, viewShopper } from '@/lib/site/view-params';
import { SearchListing, searchMetadata, termOf } from '@/modules/catalog';

interface Props {
  params: Promise<{ site: string; view: string; q: string }>;
}

export const generateStaticParams = () => [{ q: BUILD_SAMPLE }];

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return searchMetadata(await tenantOf(params), termOf(parseQuerySegment((await params).q) ?? {}));
}

/** Spec §2 search results `/{site}/search/?Ntt=`, cached per view and query. */
export default async function SearchPage({ params }: Props) {
  const { tenant, view } = await viewOf(params);
  const { q } = await params;
  return <SearchListing tenant={tenant} sp={queryOf(q)} shopper={viewShopper(view)} />;
}
