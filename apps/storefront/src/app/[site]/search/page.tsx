import type { Metadata } from 'next';
import { Suspense } from 'react';
import { translator } from '../../../lib/i18n/messages';
import { shopperOf } from '../../../lib/site/shopper';
import { tenantOf } from '../../../lib/site/site';
import {
  ListingSkeleton,
  SearchListing,
  type SearchParams,
  termOf,
} from '../../../modules/catalog';

interface Props {
  params: Promise<{ site: string }>;
  searchParams: Promise<SearchParams>;
}

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const tenant = await tenantOf(params);
  const term = termOf(await searchParams);
  const t = translator(tenant);
  return {
    title: t('seo.searchTitle', { term, site: tenant.siteName }),
    description: t('seo.searchDescription', { term, site: tenant.siteName }),
    robots: { index: false, follow: true },
  };
}

/**
 * Search filtered by availability in the shopper's zone or store, rendered per request. Every
 * other search is the cached page of `v/[view]/search` (proxy.ts).
 */
export default function SearchPage(props: Props) {
  return (
    <Suspense fallback={<ListingSkeleton />}>
      <Search {...props} />
    </Suspense>
  );
}

async function Search({ params, searchParams }: Props) {
  const tenant = await tenantOf(params);
  return (
    <SearchListing tenant={tenant} sp={await searchParams} shopper={await shopperOf(tenant)} />
  );
}
