import type { Metadata } from 'next';
import { translator } from '@/lib/i18n/messages';
import { parseQuerySegment } from '@/lib/site/catalogue-view';
import { tenantOf } from '@/lib/site/site';
import { BUILD_SAMPLE, queryOf, viewOf, viewShopper } from '@/lib/site/view-params';
import { SearchListing, termOf } from '@/modules/catalog';

interface Props {
  params: Promise<{ site: string; view: string; q: string }>;
}

export const generateStaticParams = () => [{ q: BUILD_SAMPLE }];

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const tenant = await tenantOf(params);
  const term = termOf(parseQuerySegment((await params).q) ?? {});
  const t = translator(tenant);
  return {
    title: t('seo.searchTitle', { term, site: tenant.siteName }),
    description: t('seo.searchDescription', { term, site: tenant.siteName }),
    robots: { index: false, follow: true },
  };
}

/** Spec §2 search results `/{site}/search/?Ntt=`, cached per view and query. */
export default async function SearchPage({ params }: Props) {
  const { tenant, view } = await viewOf(params);
  const { q } = await params;
  return <SearchListing tenant={tenant} sp={queryOf(q)} shopper={viewShopper(view)} />;
}
