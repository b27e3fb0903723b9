import type { Metadata } from 'next';
import { translator } from '@/lib/i18n/messages';
import { alternates } from '@/lib/site/seo';
import { tenantOf } from '@/lib/site/site';
import { BUILD_SAMPLE, queryOf, viewOf, viewShopper } from '@/lib/site/view-params';
import { CategoryListing } from '@/modules/catalog';

interface Props {
  params: Promise<{ site: string; view: string; categoryId: string; slug: string; q: string }>;
}

export const generateStaticParams = () => [
  { categoryId: BUILD_SAMPLE, slug: BUILD_SAMPLE, q: BUILD_SAMPLE },
];

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const tenant = await tenantOf(params);
  const { categoryId, slug } = await params;
  const t = translator(tenant);
  const name = decodeURIComponent(slug).replace(/-/g, ' ');
  return {
    title: t('seo.categoryTitle', { name, site: tenant.siteName }),
    description: t('seo.categoryDescription', { name, site: tenant.siteName }),
    alternates: alternates(tenant, `/category/${categoryId}/${slug}/`),
  };
}

/** Spec §2 category listing `/{site}/category/{categoryId}/{slug}/`, cached per view and query. */
export default async function CategoryPage({ params }: Props) {
  const { tenant, view } = await viewOf(params);
  const { categoryId, q } = await params;
  return (
    <CategoryListing
      tenant={tenant}
      categoryId={categoryId}
      sp={queryOf(q)}
      shopper={viewShopper(view)}
    />
  );
}
