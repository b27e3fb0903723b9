import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createApp } from '../../app';
import { ErrorResponse, SearchResponse } from '../../contract';
import { matchSetOf } from './match-set';
import type { SearchRepo } from './search.service';

// A test double of the storage port: these tests cover the HTTP edge (validation, 404s, shape).
const repo: SearchRepo = {
  findExact: async () => null,
  scope: async (_site, f) =>
    f.categoryId === 'cat404' || f.collectionId === 'col404'
      ? null
      : { category: null, collection: null },
  match: async () => matchSetOf([]),
  cards: async () => [],
  vocabulary: async () => [],
};
const app = createApp({
  imageCacheDir: join(tmpdir(), 'commerce-search-routes-test'),
  searchRepo: repo,
  clock: () => new Date('2026-11-22T12:00:00Z'),
});

describe('search routes (HTTP edge)', () => {
  it('answers the contract shape, flagged empty', async () => {
    const res = await app.request('/search/v1/socl?Ntt=taladro');
    expect(res.status).toBe(200);
    const body = SearchResponse.parse(await res.json());
    expect(body.empty).toBe(true);
  });

  it.each([
    ['siteId', '/search/v1/nosuch?Ntt=x', 404],
    ['categoryId', '/search/v1/socl/category/products?categoryId=cat404', 404],
    ['categoryId', '/search/v1/socl/category/products', 400],
    ['collectionId', '/search/v1/socl/collections/products', 400],
    ['currentPage', '/search/v1/socl?currentPage=0', 400],
    ['sortBy', '/search/v1/socl?sortBy=x', 400],
    ['f.range.price', '/search/v1/socl?f.range.price=9::1', 400],
    ['averageOverallRating', '/search/v1/socl?averageOverallRating=9', 400],
    ['priceGroup', '/search/v1/socl?priceGroup=zz', 400],
  ])('names %s in the error (%s)', async (field, url, status) => {
    const res = await app.request(url);
    expect(res.status).toBe(status);
    const body = ErrorResponse.parse(await res.json());
    expect(body.errors.map((e) => e.field)).toContain(field);
  });

  // Each refusal in the site's language, the field's path only in `field` (never the message).
  it.each([
    [
      'sobr',
      '/search/v1/sobr/category/products?categoryId=cat404',
      404,
      'categoryId',
      'Categoria desconhecida: cat404',
    ],
    [
      'somx',
      '/search/v1/somx/category/products?categoryId=cat404',
      404,
      'categoryId',
      'Categoría desconocida: cat404',
    ],
    [
      'sobr',
      '/search/v1/sobr/collections/products?collectionId=col404',
      404,
      'collectionId',
      'Coleção desconhecida: col404',
    ],
    ['sobr', '/search/v1/sobr?zoneId=a%20b', 400, 'zoneId', 'Zona inválida'],
    ['sobr', '/search/v1/sobr?currentPage=1.5', 400, 'currentPage', 'Página: deve ser um inteiro'],
    ['socl', '/search/v1/socl?Ntt=%01', 400, 'Ntt', 'Búsqueda: hay caracteres no válidos'],
    ['sobr', '/search/v1/sobr?Ntt=%01', 400, 'Ntt', 'Busca: há caracteres inválidos'],
  ])('%s: %s answers %i naming %s: %j', async (site, url, status, field, message) => {
    const res = await app.request(url, { headers: { 'tenant-b2b': site } });
    expect(res.status).toBe(status);
    expect(ErrorResponse.parse(await res.json()).errors).toEqual([
      { code: status === 404 ? 'NOT_FOUND' : 'INVALID_PARAMETER', message, field },
    ]);
  });
});
