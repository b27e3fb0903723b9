import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { connection } from 'next/server';
import { Suspense } from 'react';
import { errorStatus } from '../../../../../lib/commerce';
import { translator } from '../../../../../lib/i18n/messages';
import { errorPath } from '../../../../../lib/site/navigation';
import { shopperOf } from '../../../../../lib/site/shopper';
import { sitePath, tenantOf } from '../../../../../lib/site/site';
import {
  loadProduct,
  PdpDisabled,
  ProductSkeleton,
  ProductView,
  pdpEnabled,
  productMetadata,
  productPagePath,
  variantOf,
} from '../../../../../modules/product';

interface Props {
  params: Promise<{ site: string; productId: string; rest?: string[] }>;
  searchParams: Promise<{ queryId?: string | string[] }>;
}

const PRODUCT_ID = /^\d{1,12}$/;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const tenant = await tenantOf(params);
  const { productId } = await params;
  if (!pdpEnabled(tenant) || !PRODUCT_ID.test(productId)) {
    return { title: translator(tenant)('product.disabled'), robots: { index: false } };
  }
  const { data } = await loadProduct(tenant, productId, null);
  return data ? productMetadata(tenant, data) : { robots: { index: false } };
}

/** Spec §2 product page `/{site}/product/{productId}/{slug}/[{skuId}/][?queryId=]`. */
export default function ProductPage(props: Props) {
  return (
    <Suspense fallback={<ProductSkeleton />}>
      <Product {...props} />
    </Suspense>
  );
}

async function Product({ params, searchParams }: Props) {
  const tenant = await tenantOf(params);
  const { productId, rest = [] } = await params;
  const t = translator(tenant);
  if (!pdpEnabled(tenant)) return <PdpDisabled t={t} />;
  if (!PRODUCT_ID.test(productId) || rest.length > 2) redirect(errorPath(tenant, 404));
  const sp = await searchParams;
  const queryId = typeof sp.queryId === 'string' ? sp.queryId.slice(0, 64) : undefined;
  const shopper = await shopperOf(tenant);
  const { data: product, error } = await loadProduct(tenant, productId, shopper.priceGroup);
  if (error) redirect(errorPath(tenant, errorStatus(error), shopper.business));
  const [slug, skuId] = rest.map((s) => decodeURIComponent(s));
  const variant = variantOf(product, skuId);
  if (!variant) redirect(errorPath(tenant, 404, shopper.business));
  // A wrong or missing slug goes to the canonical URL (keeping the SKU and queryId).
  if (slug !== product.slug)
    redirect(sitePath(tenant, productPagePath(product, skuId), { queryId }));
  await connection(); // `now` (event windows) is request time, never prerendered
  return (
    <ProductView
      tenant={tenant}
      t={t}
      product={product}
      variant={variant}
      shopper={shopper}
      now={new Date()}
      seoPage={Boolean(queryId)}
    />
  );
}
