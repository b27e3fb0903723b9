import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createApp } from '../../app';
import { ErrorResponse } from '../../contract';

// A test double of the storage port that knows no product: these tests cover the HTTP edge.
const app = createApp({
  imageCacheDir: join(tmpdir(), 'commerce-product-routes-test'),
  productRepo: { product: async () => null },
});

describe('product route (HTTP edge)', () => {
  it.each([
    ['siteId', '/product/v2/nosuch?productId=110281', 404],
    ['productId', '/product/v2/socl?productId=110281', 404],
    ['productId', '/product/v2/socl', 400],
    ['productId', '/product/v2/socl?productId=abc', 400],
    ['variantId', '/product/v2/socl?productId=1&variantId=x!', 400],
    ['zoneId', '/product/v2/socl?productId=1&zoneId=%20', 400],
    ['priceGroup', '/product/v2/socl?productId=1&priceGroup=abc', 400],
    ['channel', '/product/v2/socl?productId=1&channel=w3b!', 400],
  ])('names %s in the error (%s)', async (field, url, status) => {
    const res = await app.request(url);
    expect(res.status).toBe(status);
    const body = ErrorResponse.parse(await res.json());
    expect(body.errors.map((e) => e.field)).toContain(field);
  });

  // Each refusal in the site's language, the field's path only in `field` (never the message).
  it.each([
    ['sobr', '/product/v2/sobr?productId=110281', 404, 'productId', 'Produto desconhecido: 110281'],
    ['socl', '/product/v2/socl?productId=110281', 404, 'productId', 'Producto desconocido: 110281'],
    ['sobr', '/product/v2/sobr?productId=abc', 400, 'productId', 'Produto: de 1 a 12 dígitos'],
    ['sobr', '/product/v2/sobr?productId=1&variantId=x!', 400, 'variantId', 'Variante inválida'],
    ['dicico', '/product/v2/dicico?productId=1&channel=w3b!', 400, 'channel', 'Canal inválido'],
  ])('%s: %s answers %i naming %s: %j', async (site, url, status, field, message) => {
    const res = await app.request(url, { headers: { 'tenant-b2b': site } });
    expect(res.status).toBe(status);
    expect(ErrorResponse.parse(await res.json()).errors).toEqual([
      { code: status === 404 ? 'NOT_FOUND' : 'INVALID_PARAMETER', message, field },
    ]);
  });
});
