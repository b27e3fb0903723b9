import { getTenantBySiteId } from '@fierro/tenants';
import { describe, expect, it } from 'vitest';
import type { ProductCard } from '../../contract';
import { BASE_PRICES, normalPricing } from '../pricing';
import { type MatchRow, matchSetOf } from './match-set';
import { SearchQuery } from './search.schemas';
import { type SearchRepo, search } from './search.service';

// A test double of the storage port: the service's own logic is what is under test here.
const rows: MatchRow[] = [
  {
    productId: '1',
    brand: 'Bosch',
    color: 'Azul',
    rating: 4.5,
    price: 500,
    homeDelivery: true,
    pickupInStore: true,
    rank: 0.9,
    createdAt: 3,
  },
  {
    productId: '2',
    brand: 'Makita',
    color: 'Azul',
    rating: 3,
    price: 300,
    homeDelivery: false,
    pickupInStore: true,
    rank: 0.5,
    createdAt: 1,
  },
  {
    productId: '3',
    brand: 'Bosch',
    color: null,
    rating: 5,
    price: 900,
    homeDelivery: true,
    pickupInStore: false,
    rank: 0.7,
    createdAt: 2,
  },
];
const card = (id: string): ProductCard => ({
  productId: id,
  skuId: `${id}0000`,
  displayName: `Producto ${id}`,
  brand: 'x',
  slug: `producto-${id}`,
  images: [],
  pricing: normalPricing(null),
  badges: [],
  rating: 0,
  reviewCount: 0,
  variantCount: 1,
});
const repo = (over: Partial<SearchRepo> = {}): SearchRepo => ({
  findExact: async () => null,
  scope: async () => ({ category: null, collection: null }),
  match: async () => matchSetOf(rows),
  cards: async (_t, ids) => ids.map(card),
  vocabulary: async () => [{ word: 'taladro', frequency: 10 }],
  ...over,
});
const tenant = getTenantBySiteId('socl')!;
const now = new Date('2026-11-22T12:00:00Z');
const run = (q: Record<string, unknown>, r = repo()) =>
  search({ repo: r, tenant, now, price: BASE_PRICES }, SearchQuery.parse(q));

describe('search service', () => {
  it('sorts, pages and counts with the filters applied', async () => {
    const res = await run({ Ntt: 'taladro', sortBy: 'price_asc', perPage: '2' });
    if ('notFound' in res) throw new Error('unexpected');
    expect(res.products.map((p) => p.productId)).toEqual(['2', '1']);
    expect(res.pagination).toEqual({ currentPage: 1, perPage: 2, total: 3, totalPages: 2 });
    expect(res.empty).toBe(false);
    expect(res.sortOptions.find((o) => o.selected)?.value).toBe('price_asc');
  });

  it('filters by brand and home delivery and orders by relevance', async () => {
    const res = await run({ Ntt: 'taladro', brand: 'Bosch', availability: 'homeDelivery' });
    if ('notFound' in res) throw new Error('unexpected');
    expect(res.products.map((p) => p.productId)).toEqual(['1', '3']);
    expect(res.pagination.total).toBe(2);
  });

  it('jumps to the product on an exact SKU', async () => {
    const redirect = { productId: '110281', skuId: '1102815', slug: 'taladro' };
    const res = await run({ Ntt: '1102815' }, repo({ findExact: async () => redirect }));
    if ('notFound' in res) throw new Error('unexpected');
    expect(res.redirect).toEqual(redirect);
  });

  it('flags an empty result and offers a did-you-mean', async () => {
    const res = await run({ Ntt: 'taldro' }, repo({ match: async () => matchSetOf([]) }));
    if ('notFound' in res) throw new Error('unexpected');
    expect(res.empty).toBe(true);
    expect(res.dym).toBe('taladro');
  });

  it('typo tolerance: when nothing matches, shows what the did-you-mean term finds', async () => {
    const terms: Array<string | null> = [];
    const r = repo({
      match: async ({ filters }) => {
        terms.push(filters.term);
        return matchSetOf(filters.term === 'taladro' ? rows : []);
      },
    });
    const res = await run({ Ntt: 'taldro' }, r);
    if ('notFound' in res) throw new Error('unexpected');
    expect(terms).toEqual(['taldro', 'taladro']);
    expect(res.dym).toBe('taladro');
    expect(res.pagination.total).toBe(3);
    expect(res.empty).toBe(false);
  });

  it('says which scope is unknown', async () => {
    const res = await run({ categoryId: 'cat999' }, repo({ scope: async () => null }));
    expect(res).toEqual({ notFound: 'categoryId' });
  });
});
