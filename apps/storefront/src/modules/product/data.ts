import 'server-only';
import {
  DeliveryEstimatesResponse,
  LinkedProductsResponse,
  ProductResponse,
  ZoneFacilityResponse,
} from '@fierro/commerce/contract';
import { UPSELL } from '@fierro/domain';
import type { Tenant } from '@fierro/tenants';
import { cacheLife, cacheTag } from 'next/cache';
import { profiles, tags } from '../../lib/cache/manifest';
import { fromCache, personalCall, publicRead } from '../../lib/commerce';

/**
 * Product page loaders. The catalogue part (product, linked and related cards) is a public read
 * cached per site, product and price group; availability (zone, stores) is personal and streams.
 */
/** What prices a catalogue read: the view's price group and business mode (PRECIOS_PRO). */
export interface PriceView {
  priceGroup: string | null;
  business: boolean;
}
const priceQuery = (view: PriceView) => ({
  priceGroup: view.priceGroup,
  consumer: view.business ? 'b2b' : null,
});

async function cachedProduct(siteId: string, productId: string, view: PriceView) {
  'use cache';
  cacheLife(profiles.catalogue);
  cacheTag(tags.catalogue(siteId), tags.product(siteId, productId));
  // An unknown product (or one commerce refuses as malformed) is an answer, cached like one.
  return publicRead(
    {
      site: siteId,
      path: `/product/v2/${siteId}`,
      query: { productId, ...priceQuery(view) },
      schema: ProductResponse,
    },
    [404, 400],
  );
}

/** Everything the page shows about a product, priced for the view (null group: the base list). */
export const loadProduct = (tenant: Tenant, productId: string, view: PriceView) =>
  fromCache(() =>
    cachedProduct(tenant.siteId, productId, {
      priceGroup: view.priceGroup,
      business: view.business,
    }),
  );

async function cachedLinks(
  siteId: string,
  kind: 'linked' | 'related',
  productId: string,
  view: PriceView,
  limit: number,
) {
  'use cache';
  cacheLife(profiles.catalogue);
  cacheTag(tags.catalogue(siteId), tags.product(siteId, productId));
  return publicRead({
    site: siteId,
    path: `/product/v2/${siteId}/${kind}-products`,
    query: { productId, ...priceQuery(view), limit },
    schema: LinkedProductsResponse,
  });
}

/** Cards are extras: a failure (never cached) shows none rather than failing the page. */
const cards = async (...args: Parameters<typeof cachedLinks>) =>
  (await fromCache(() => cachedLinks(...args))).data?.products ?? [];

/** Linked and related cards: 6 on a product page, 15 on an SEO page (spec §9 upsell). */
export async function loadUpsell(
  tenant: Tenant,
  productId: string,
  view: PriceView,
  seoPage = false,
) {
  const limit = seoPage ? UPSELL.seoPage : UPSELL.productPage;
  const priced = { priceGroup: view.priceGroup, business: view.business };
  const [linked, related] = await Promise.all([
    cards(tenant.siteId, 'linked', productId, priced, limit),
    cards(tenant.siteId, 'related', productId, priced, limit),
  ]);
  return { linked, related };
}

/** Availability of a SKU for the shopper's zone: delivery options and stock per store. Personal. */
export async function loadAvailability(
  tenant: Tenant,
  variant: { id: string; skuId: string },
  zoneId: string,
) {
  const [facility, delivery] = await Promise.all([
    personalCall({
      site: tenant.siteId,
      path: `/product/v1/${tenant.siteId}/zone-facility`,
      query: { variantId: variant.id, zoneId },
      schema: ZoneFacilityResponse,
    }),
    personalCall({
      site: tenant.siteId,
      path: '/checkout/v1/shipments/delivery-estimates/products',
      query: { siteId: tenant.siteId, skuId: variant.skuId, zoneId },
      schema: DeliveryEstimatesResponse,
    }),
  ]);
  return { facility: facility.data, delivery: delivery.data };
}
export type Availability = Awaited<ReturnType<typeof loadAvailability>>;
