import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { getTenantBySiteId } from '@fierro/tenants';
import { describe, expect, it } from 'vitest';
import { createApp } from '../../app';
import { ErrorResponse, TypeaheadResponse } from '../../contract';
import { BASE_PRICES, fixedPriceGroups, priceContextOf, priceOf } from '../pricing';
import { normalisePrefix, type TypeaheadRepo, typeahead } from './typeahead.service';

const now = new Date('2026-11-22T12:00:00Z');

// In-memory test double of the storage port: a tiny vocabulary per site.
const words: Record<string, string[]> = {
  socl: ['ceramica', 'cerradura', 'taladro'],
  somx: ['cemento', 'ceramica mexicana'],
};
const asked: Array<{ siteId: string; prefix: string }> = [];
const repo: TypeaheadRepo = {
  suggest: async ({ siteId, prefix, limit }) => {
    asked.push({ siteId, prefix });
    const hits = (words[siteId] ?? []).filter((w) => w.startsWith(prefix)).slice(0, limit);
    return {
      terms: hits.map((term) => ({ term, count: 3 })),
      categories: [],
      brands: [],
      productIds: hits.map((_w, i) => String(100 + i)),
    };
  },
  // Cards as the product module gives them: the price rule over each product's rows.
  cards: async (tenant, ids, price, at) =>
    ids.map((productId, i) => {
      const pricing = priceOf({
        rows: [
          {
            type: 'NORMAL',
            amount: 9990,
            currency: 'CLP',
            priceGroup: null,
            validFrom: null,
            validTo: null,
          },
          {
            type: 'INTERNET',
            amount: 7990,
            currency: 'CLP',
            priceGroup: '96',
            validFrom: null,
            validTo: null,
          },
        ],
        groups: price.groups,
        now: at,
        shopper: price.shopper,
        sale: { saleUnit: 'unit', coveragePerBox: null, litres: null },
        tenant,
      });
      return {
        productId,
        skuId: `${1000 + i}`,
        displayName: `producto ${productId}`,
        brand: 'Fierro',
        slug: `producto-${productId}`,
        images: [],
        pricing,
        badges: [],
        rating: 4,
        reviewCount: 1,
        variantCount: 1,
      };
    }),
};
const groups = fixedPriceGroups({ retail: ['96'], business: null });

describe('typeahead service', () => {
  it('folds accents and case of the prefix', () => {
    expect(normalisePrefix('  CERÁmi  ca ')).toBe('cerami ca');
  });

  it('suggests nothing for a one-letter prefix without asking storage', async () => {
    asked.length = 0;
    const tenant = getTenantBySiteId('socl')!;
    const r = await typeahead({ repo, tenant, now, price: BASE_PRICES }, { term: 'c' });
    expect(r.terms).toEqual([]);
    expect(asked).toEqual([]);
  });

  it('resolves the price of each product for the price group', async () => {
    const tenant = getTenantBySiteId('socl')!;
    const guest = await typeahead({ repo, tenant, now, price: BASE_PRICES }, { term: 'Cerá' });
    expect(guest.products[0]?.price?.amount).toBe(9990);
    const price = await priceContextOf(groups, tenant, { priceGroup: '96' });
    const group = await typeahead({ repo, tenant, now, price }, { term: 'Cerá' });
    expect(group.products[0]?.price).toMatchObject({ type: 'INTERNET', amount: 7990 });
  });

  it("answers Mexico from the service the registry names while the suggestions stay Mexico's", async () => {
    asked.length = 0;
    const mx = getTenantBySiteId('somx')!;
    const r = await typeahead({ repo, tenant: mx, now, price: BASE_PRICES }, { term: 'ce' });
    expect(r.serviceSiteId).toBe(mx.typeaheadServiceSiteId);
    expect(r.serviceSiteId).not.toBe(mx.siteId);
    expect(asked).toEqual([{ siteId: 'somx', prefix: 'ce' }]);
    expect(r.terms.map((t) => t.term)).toEqual(['cemento', 'ceramica mexicana']);
  });
});

describe('typeahead route (HTTP edge)', () => {
  const app = createApp({
    imageCacheDir: join(tmpdir(), 'commerce-typeahead-test'),
    repos: { typeahead: repo },
    clock: () => now,
  });

  it('answers the contract shape', async () => {
    const res = await app.request('/s/typeahead/v1/socl?term=tal&channel=web');
    expect(res.status).toBe(200);
    const body = TypeaheadResponse.parse(await res.json());
    expect(body.terms.map((t) => t.term)).toEqual(['taladro']);
  });

  it.each([
    ['siteId', '/s/typeahead/v1/nosuch?term=ta', 404],
    ['term', '/s/typeahead/v1/socl', 400],
    ['term', `/s/typeahead/v1/socl?term=${'a'.repeat(61)}`, 400],
    ['channel', '/s/typeahead/v1/socl?term=ta&channel=w3b!', 400],
    ['priceGroup', '/s/typeahead/v1/socl?term=ta&priceGroup=x', 400],
  ])('names %s in the error (%s)', async (field, url, status) => {
    const res = await app.request(url);
    expect(res.status).toBe(status);
    const body = ErrorResponse.parse(await res.json());
    expect(body.errors.map((e) => e.field)).toContain(field);
  });
});
