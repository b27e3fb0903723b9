import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { getTenant } from '@fierro/tenants';
import { describe, expect, it } from 'vitest';
import { createApp } from '../../app';
import {
  ErrorResponse,
  LinkedProductsResponse,
  type ProductCard,
  ProductDetailsResponse,
  ProductInfoResponse,
} from '../../contract';
import { fixedPriceGroups, GUEST, priceOf } from '../pricing';
import type { ProductExtrasRepo } from './product-extras.service';

const cl = getTenant('cl')!;
const normal = (amount: number) =>
  priceOf({
    rows: [
      { type: 'NORMAL', amount, currency: 'CLP', priceGroup: null, validFrom: null, validTo: null },
    ],
    groups: [],
    now: new Date(),
    shopper: GUEST,
    sale: { saleUnit: 'unit', coveragePerBox: null, litres: null },
    tenant: cl,
  });

const card = (productId: string, amount: number): ProductCard => ({
  productId,
  skuId: `${productId}0`,
  displayName: `Producto ${productId}`,
  brand: 'Bosch',
  slug: `producto-${productId}`,
  images: [],
  pricing: normal(amount),
  badges: [],
  rating: 4,
  reviewCount: 2,
  variantCount: 1,
});
const links: Record<string, string[]> = {
  'linked:110281': ['2001', '2002'],
  'related:110281': Array.from({ length: 20 }, (_, i) => String(3000 + i)),
};
// In-memory test double of the storage port.
const repo: ProductExtrasRepo = {
  links: async (_s, productId, kind, limit) =>
    productId === '110281' ? (links[`${kind}:${productId}`] ?? []).slice(0, limit) : null,
  cards: async (_t, ids, price) =>
    ids.map((id) => card(id, price.groups.includes('96') ? 900 : 1000)),
  details: async (_s, variantId) =>
    variantId === '1102815'
      ? {
          productId: '110281',
          variantId,
          skuId: variantId,
          displayName: 'Taladro',
          brand: 'Bosch',
          ean: '7801234567890',
          model: 'GSB 13 RE',
          attributes: [],
          specifications: [{ name: 'Potencia', value: '650 W' }],
          media: [],
        }
      : null,
  info: async (_s, productId) =>
    productId === '110281'
      ? {
          productId,
          displayName: 'Taladro',
          brand: 'Bosch',
          slug: 'taladro',
          description: 'Taladro percutor',
          variantIds: ['1102815'],
          specifications: [],
        }
      : null,
};
const app = createApp({
  imageCacheDir: join(tmpdir(), 'commerce-product-extras-test'),
  repos: { productExtras: repo, priceGroups: fixedPriceGroups({ retail: ['96'], business: null }) },
});
const json = async (url: string) => (await app.request(url)).json();

describe('linked and related products, productDetails, product-info', () => {
  it('gives linked product cards priced for the price group', async () => {
    const body = LinkedProductsResponse.parse(
      await json('/product/v2/socl/linked-products?productId=110281&priceGroup=96'),
    );
    expect(body.products.map((p) => [p.productId, p.pricing.paid?.amount])).toEqual([
      ['2001', 900],
      ['2002', 900],
    ]);
  });

  it('gives 6 related products by default and up to 15 (spec §9 upsell)', async () => {
    const normal = LinkedProductsResponse.parse(
      await json('/product/v2/socl/related-products?productId=110281'),
    );
    expect(normal.products).toHaveLength(6);
    const seo = LinkedProductsResponse.parse(
      await json('/product/v2/socl/related-products?productId=110281&limit=15'),
    );
    expect(seo.products).toHaveLength(15);
  });

  it('gives the details of a variant and the info of a product', async () => {
    const details = ProductDetailsResponse.parse(
      await json('/product/v1/socl/productDetails?variantId=1102815'),
    );
    expect(details.model).toBe('GSB 13 RE');
    const info = ProductInfoResponse.parse(
      await json('/product/v1/socl/product-info?productId=110281'),
    );
    expect(info.variantIds).toEqual(['1102815']);
  });

  it.each([
    ['siteId', '/product/v2/nosuch/linked-products?productId=110281', 404],
    ['productId', '/product/v2/socl/linked-products', 400],
    ['productId', '/product/v2/socl/linked-products?productId=999', 404],
    ['productId', '/product/v2/socl/related-products?productId=x', 400],
    ['limit', '/product/v2/socl/related-products?productId=110281&limit=16', 400],
    ['priceGroup', '/product/v2/socl/related-products?productId=110281&priceGroup=x', 400],
    ['variantId', '/product/v1/socl/productDetails', 400],
    ['variantId', '/product/v1/socl/productDetails?variantId=1234567', 404],
    ['productId', '/product/v1/socl/product-info?productId=1', 404],
    ['productId', '/product/v1/socl/product-info?productId=a-b', 400],
  ])('names %s in the error (%s)', async (field, url, status) => {
    const res = await app.request(url);
    expect(res.status).toBe(status);
    const body = ErrorResponse.parse(await res.json());
    expect(body.errors.map((e) => e.field)).toContain(field);
  });

  // Each refusal in the site's language, the field's path only in `field`.
  it.each([
    [
      'sobr',
      '/product/v2/sobr/linked-products?productId=999',
      'productId',
      'Produto desconhecido: 999',
    ],
    [
      'sobr',
      '/product/v1/sobr/productDetails?variantId=1234567',
      'variantId',
      'Variante desconhecida: 1234567',
    ],
    [
      'socl',
      '/product/v1/socl/productDetails?variantId=1234567',
      'variantId',
      'Variante desconocida: 1234567',
    ],
    [
      'dicico',
      '/product/v1/dicico/product-info?productId=1',
      'productId',
      'Produto desconhecido: 1',
    ],
  ])('%s: %s says %s is unknown: %j', async (site, url, field, message) => {
    const res = await app.request(url, { headers: { 'tenant-b2b': site } });
    expect(res.status).toBe(404);
    expect(ErrorResponse.parse(await res.json()).errors).toEqual([
      { code: 'NOT_FOUND', message, field },
    ]);
  });
});
