import { inSite } from '@fierro/domain';
import type { Metadata } from 'next';
import { permanentRedirect } from 'next/navigation';
import { pageFailure } from '@/lib/commerce';
import { translator } from '@/lib/i18n/messages';
import { PRODUCT_MODE } from '@/lib/site/catalogue-view';
import { BUILD_SAMPLE, viewOf } from '@/lib/site/view-params';
import {
  loadProduct,
  PdpDisabled,
  ProductView,
  pdpEnabled,
  productMetadata,
  productPagePath,
  variantOf,
} from '@/modules/product';
import { NotFoundPage } from '@/modules/shell';

interface Props {
  params: Promise<{ site: string; view: string; mode: string; productId: string; rest?: string[] }>;
}

const PRODUCT_ID = /^\d{1,12}$/;

export const generateStaticParams = () => [
  { mode: BUILD_SAMPLE, productId: BUILD_SAMPLE, rest: [BUILD_SAMPLE] },
];

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { tenant, view } = await viewOf(params);
  const { productId } = await params;
  if (!pdpEnabled(tenant) || !PRODUCT_ID.test(productId)) {
    return { title: translator(tenant)('product.disabled'), robots: { index: false } };
  }
  const { data } = await loadProduct(tenant, productId, view);
  return data ? productMetadata(tenant, data) : { robots: { index: false } };
}

/**
 * Spec §2 product page `/{site}/product/{productId}/{slug}/[{skuId}/]`, cached per view: the
 * catalogue part is the same for every shopper of a price group; availability for the shopper's
 * zone loads in the browser. Everything is decided before the first byte, so a wrong slug is a
 * real redirect and an unknown product or SKU a real 404 with the branded page in its HTML.
 */
export default async function ProductPage({ params }: Props) {
  const { tenant, view } = await viewOf(params);
  const { mode, productId, rest = [] } = await params;
  const t = translator(tenant);
  const missing = <NotFoundPage tenant={tenant} />;
  if (mode !== PRODUCT_MODE.plain && mode !== PRODUCT_MODE.seo) return missing;
  if (!pdpEnabled(tenant)) return <PdpDisabled t={t} />;
  if (!PRODUCT_ID.test(productId) || rest.length > 2) return missing;
  const { data: product, error } = await loadProduct(tenant, productId, view);
  if (error?.kind === 'status' && error.status === 404) return missing;
  // An outage is thrown: never cached, the error boundary shows the 500 state (or the special
  // error's page).
  if (error) pageFailure(error, 'product');
  const [slug, skuId] = rest.map((s) => decodeURIComponent(s));
  const variant = variantOf(product, skuId);
  if (!variant) return missing;
  // A wrong or missing slug goes to the canonical URL (keeping the SKU).
  if (slug !== product.slug) permanentRedirect(inSite(tenant, productPagePath(product, skuId)));
  return (
    <ProductView
      tenant={tenant}
      t={t}
      product={product}
      variant={variant}
      shopper={view}
      seoPage={mode === PRODUCT_MODE.seo}
    />
  );
}
