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
import type { Result } from '../../lib/commerce';
import { request } from '../../lib/commerce/http';

/**
 * Product page loaders. The catalogue part (product, linked and related cards) is a public read
 * cached per site, product and price group; availability (zone, stores) is personal and streams.
 */
const fail = (status: number, text: string): never => {
  throw new Error(`status:${status || 500} ${text}`);
};

async function unwrap<T>(call: () => Promise<T>): Promise<Result<T>> {
  try {
    return { data: await call(), error: null };
  } catch (e) {
    const status = Number(/^status:(\d+)/.exec(String((e as Error)?.message))?.[1] ?? 0);
    return {
      data: null,
      error: { kind: 'status', status: status || 500, statusText: String(e), special: false },
    };
  }
}

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
  const { data, error } = await request(`/product/v2/${siteId}`, {
    query: { productId, ...priceQuery(view) },
    schema: ProductResponse,
  });
  // An unknown product is an answer (cached like one); a thrown error's message does not survive
  // the cache boundary in production, so the 404 must not travel as one.
  if (error?.status === 404 || error?.status === 400) return { missing: true as const };
  return data ?? fail(error.status, error.statusText);
}

/** Everything the page shows about a product, priced for the view (null group: the base list). */
export async function loadProduct(
  tenant: Tenant,
  productId: string,
  view: PriceView,
): Promise<Result<ProductResponse>> {
  const result = await unwrap(() =>
    cachedProduct(tenant.siteId, productId, {
      priceGroup: view.priceGroup,
      business: view.business,
    }),
  );
  if (result.data && 'missing' in result.data) {
    return {
      data: null,
      error: { kind: 'status', status: 404, statusText: 'Not Found', special: false },
    };
  }
  return result as Result<ProductResponse>;
}

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
  const { data } = await request(`/product/v2/${siteId}/${kind}-products`, {
    query: { productId, ...priceQuery(view), limit },
    schema: LinkedProductsResponse,
  });
  // Cards are extras: a failure shows none rather than failing the page.
  return data?.products ?? [];
}

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
    cachedLinks(tenant.siteId, 'linked', productId, priced, limit),
    cachedLinks(tenant.siteId, 'related', productId, priced, limit),
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
    request(`/product/v1/${tenant.siteId}/zone-facility`, {
      query: { variantId: variant.id, zoneId },
      schema: ZoneFacilityResponse,
    }),
    request('/checkout/v1/shipments/delivery-estimates/products', {
      query: { siteId: tenant.siteId, skuId: variant.skuId, zoneId },
      schema: DeliveryEstimatesResponse,
    }),
  ]);
  return { facility: facility.data, delivery: delivery.data };
}
export type Availability = Awaited<ReturnType<typeof loadAvailability>>;
