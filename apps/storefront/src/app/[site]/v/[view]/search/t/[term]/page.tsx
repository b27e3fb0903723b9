import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { parsePlainTerm } from '@/lib/site/catalogue-view';
import { tenantOf } from '@/lib/site/site';
import { BUILD_SAMPLE, viewOf, viewShopper } from '@/lib/site/view-params';
import { SearchListing, searchMetadata, termOf } from '@/modules/catalog';

interface Props {
  params: Promise<{ site: string; view: string; term: string }>;
}

export const generateStaticParams = () => [{ term: BUILD_SAMPLE }];

const queryOf = (term: string) => parsePlainTerm(term) ?? notFound();

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return searchMetadata(await tenantOf(params), termOf(parsePlainTerm((await params).term) ?? {}));
}

/**
 * Spec §2 search results `/{site}/search/?Ntt=` for a plain term and nothing else (next.config's
 * rewrite, no proxy), cached per view and term; the same page as the query-segment route.
 */
export default async function SearchTermPage({ params }: Props) {
  const { tenant, view } = await viewOf(params);
  const { term } = await params;
  return <SearchListing tenant={tenant} sp={queryOf(term)} shopper={viewShopper(view)} />;
}
