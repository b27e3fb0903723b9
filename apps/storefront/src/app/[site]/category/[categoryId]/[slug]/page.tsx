import type { Metadata } from 'next';
import { Suspense } from 'react';
import { translator } from '../../../../../lib/i18n/messages';
import { alternates } from '../../../../../lib/site/seo';
import { shopperOf } from '../../../../../lib/site/shopper';
import { tenantOf } from '../../../../../lib/site/site';
import {
  CategoryListing,
  ListingSkeleton,
  type SearchParams,
} from '../../../../../modules/catalog';

interface Props {
  params: Promise<{ site: string; categoryId: string; slug: string }>;
  searchParams: Promise<SearchParams>;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const tenant = await tenantOf(params);
  const { categoryId, slug } = await params;
  const t = translator(tenant);
  const name = slug.replace(/-/g, ' ');
  return {
    title: t('seo.categoryTitle', { name, site: tenant.siteName }),
    description: t('seo.categoryDescription', { name, site: tenant.siteName }),
    alternates: alternates(tenant, `/category/${categoryId}/${slug}/`),
  };
}

/**
 * A category filtered by availability in the shopper's zone or store, rendered per request.
 * Every other category view is the cached page of `v/[view]/category` (proxy.ts).
 */
export default function CategoryPage(props: Props) {
  return (
    <Suspense fallback={<ListingSkeleton />}>
      <Category {...props} />
    </Suspense>
  );
}

async function Category({ params, searchParams }: Props) {
  const tenant = await tenantOf(params);
  const { categoryId } = await params;
  return (
    <CategoryListing
      tenant={tenant}
      categoryId={categoryId}
      sp={await searchParams}
      shopper={await shopperOf(tenant)}
    />
  );
}
