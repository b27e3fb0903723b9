import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { translator } from '@/lib/i18n/messages';
import { parsePlainTerm } from '@/lib/site/catalogue-view';
import { tenantOf } from '@/lib/site/site';
import { BUILD_SAMPLE, viewOf, viewShopper } from '@/lib/site/view-params';
import { SearchListing, termOf } from '@/modules/catalog';

interface Props {
  params: Promise<{ site: string; view: string; term: string }>;
}

export const generateStaticParams = () => [{ term: BUILD_SAMPLE }];

const queryOf = (term: string) => parsePlainTerm(term) ?? notFound();

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const tenant = await tenantOf(params);
  const term = termOf(parsePlainTerm((await params).term) ?? {});
  const t = translator(tenant);
  return {
    title: t('seo.searchTitle', { term, site: tenant.siteName }),
    description: t('seo.searchDescription', { term, site: tenant.siteName }),
    robots: { index: false, follow: true },
  };
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
