import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { getTenantBySiteId } from '@fierro/tenants';
import { describe, expect, it } from 'vitest';
import { createApp } from '../../app';
import {
  DeliveryEstimatesResponse,
  ErrorResponse,
  MonthlyInstallmentsResponse,
  PromotionInfoResponse,
} from '../../contract';
import type { PriceRow } from '../pricing';
import { addDays, type DeliveryRepo, deliveryEstimates } from './delivery.service';
import type { OffersRepo } from './offers.service';

const now = new Date('2026-11-22T12:00:00Z');
const cl = getTenantBySiteId('socl')!;

// In-memory test double of the storage port: SKU 110281 has 5 units reaching zone 1300 in
// 2 days, 3 units in store s1 (pickup in 1 day) and 10 in s2 (3 days).
const repo: DeliveryRepo = {
  skuExists: async (_s, sku) => sku === '110281',
  zoneDelivery: async (_s, _sku, zone) =>
    zone === '1300'
      ? { quantity: 5, leadDaysMin: 2, leadDaysMax: 4, cost: 3990, currency: 'CLP' }
      : null,
  storeStock: async (_s, _sku, where) =>
    [
      { store: { id: 's1', name: 'Fierro Centro' }, quantity: 3, leadTimeDays: 1 },
      { store: { id: 's2', name: 'Fierro Maipú' }, quantity: 10, leadTimeDays: 3 },
    ].filter((s) => where.storeId === null || s.store.id === where.storeId),
};

describe('delivery estimates', () => {
  it('dates and cost of home delivery come from the stock reaching the zone', async () => {
    const r = await deliveryEstimates(
      { repo, tenant: cl, now },
      { skuId: '110281', quantity: 2, deliveryMethod: 'homeDelivery', zoneId: '1300' },
    );
    if (!('options' in r)) throw new Error('expected options');
    expect(r.options).toEqual([
      {
        method: 'homeDelivery',
        available: true,
        dateFrom: '2026-11-24',
        dateTo: '2026-11-26',
        leadTimeDays: 2,
        cost: { type: 'NORMAL', amount: 3990, currency: 'CLP' },
        store: null,
      },
    ]);
  });

  it("home delivery dates follow the zone rule's cut-off hour and delivery weekdays", async () => {
    const calendar = { cutoffHour: 14, weekdays: [1, 2, 3, 4, 5], timeZone: 'America/Santiago' };
    const ruled: DeliveryRepo = {
      ...repo,
      zoneDelivery: async () => ({
        quantity: 5,
        leadDaysMin: 1,
        leadDaysMax: 2,
        cost: 3990,
        currency: 'CLP',
        calendar,
      }),
    };
    // Friday 2026-11-27 at 15:00 in Santiago: past the cut-off, so Saturday counts as day 0;
    // one and two days later fall on Sunday and Monday, and weekends have no deliveries.
    const r = await deliveryEstimates(
      { repo: ruled, tenant: cl, now: new Date('2026-11-27T18:00:00Z') },
      { skuId: '110281', quantity: 1, deliveryMethod: 'homeDelivery', zoneId: '1300' },
    );
    expect('options' in r && r.options[0]).toMatchObject({
      dateFrom: '2026-11-30',
      dateTo: '2026-11-30',
      leadTimeDays: 1,
    });
  });

  it('home delivery is unavailable beyond the stock that reaches the zone', async () => {
    const r = await deliveryEstimates(
      { repo, tenant: cl, now },
      { skuId: '110281', quantity: 6, deliveryMethod: 'homeDelivery', zoneId: '1300' },
    );
    expect('options' in r && r.options[0]?.available).toBe(false);
  });

  it('pickup uses the quickest store with enough stock', async () => {
    const pickup = 'pickupInStore' as const;
    expect(cl.deliveryMethods).toContain(pickup); // spec §9: Chile offers pickup in store
    const few = await deliveryEstimates(
      { repo, tenant: cl, now },
      { skuId: '110281', quantity: 2, deliveryMethod: pickup },
    );
    expect('options' in few && few.options[0]).toMatchObject({
      store: { id: 's1' },
      dateFrom: addDays(now, 1),
    });
    const many = await deliveryEstimates(
      { repo, tenant: cl, now },
      { skuId: '110281', quantity: 8, deliveryMethod: pickup },
    );
    expect('options' in many && many.options[0]).toMatchObject({
      store: { id: 's2' },
      dateFrom: addDays(now, 3),
    });
  });

  it("offers only the tenant's delivery methods", async () => {
    for (const siteId of ['socl', 'sope', 'somx']) {
      const tenant = getTenantBySiteId(siteId)!;
      const r = await deliveryEstimates(
        { repo, tenant, now },
        { skuId: '110281', quantity: 1, zoneId: '1300' },
      );
      if (!('options' in r)) throw new Error('expected options');
      expect(r.methods).toEqual(tenant.deliveryMethods);
      expect(r.options.map((o) => o.method)).toEqual(tenant.deliveryMethods);
    }
    const pe = getTenantBySiteId('sope')!;
    if (!pe.deliveryMethods.includes('homeDelivery')) {
      const r = await deliveryEstimates(
        { repo, tenant: pe, now },
        { skuId: '110281', quantity: 1, deliveryMethod: 'homeDelivery', zoneId: '1300' },
      );
      expect(r).toEqual({ notOffered: true });
    }
  });
});

const rows: PriceRow[] = [
  {
    type: 'NORMAL',
    amount: 120000,
    currency: 'CLP',
    priceGroup: null,
    validFrom: null,
    validTo: null,
  },
];
// In-memory test double of the offers port.
const offers: OffersRepo = {
  skuOffers: async (_s, sku) =>
    sku === '110281'
      ? {
          priceRows: rows,
          sale: { saleUnit: 'unit', coveragePerBox: null, litres: null },
          plans: [
            { bank: 'Banco Fierro', months: 6, interestFree: true, monthlyRate: 0, minAmount: 0 },
          ],
          promotions: [
            { id: 'p1', type: 'MULTI_UNIT', title: 'Lleva 3 paga 2', description: null },
          ],
        }
      : null,
};
const app = createApp({
  imageCacheDir: join(tmpdir(), 'commerce-delivery-test'),
  repos: { delivery: repo, offers },
  clock: () => now,
});

describe('checkout read routes (HTTP edge)', () => {
  it('answers delivery estimates in the contract shape', async () => {
    const res = await app.request(
      '/checkout/v1/shipments/delivery-estimates/products?siteId=socl&skuId=110281&quantity=1&zoneId=1300',
    );
    expect(res.status).toBe(200);
    DeliveryEstimatesResponse.parse(await res.json());
  });

  it('gives monthly installments on the price times the quantity, and promotions', async () => {
    const inst = MonthlyInstallmentsResponse.parse(
      await (
        await app.request('/checkout/v1/installments?siteId=socl&skuId=110281&quantity=2')
      ).json(),
    );
    expect(inst.items[0]).toMatchObject({ months: 6, monthlyAmount: 40000, interestFree: true });
    const promo = PromotionInfoResponse.parse(
      await (await app.request('/checkout/v1/promotions?siteId=socl&skuId=110281')).json(),
    );
    expect(promo.promotions[0]?.title).toBe('Lleva 3 paga 2');
  });

  const est = '/checkout/v1/shipments/delivery-estimates/products';
  it.each([
    ['siteId', `${est}?skuId=110281`, 400],
    ['siteId', `${est}?siteId=nosuch&skuId=110281`, 404],
    ['skuId', `${est}?siteId=socl`, 400],
    ['skuId', `${est}?siteId=socl&skuId=12`, 400],
    ['skuId', `${est}?siteId=socl&skuId=999999`, 404],
    ['quantity', `${est}?siteId=socl&skuId=110281&quantity=0`, 400],
    ['quantity', `${est}?siteId=socl&skuId=110281&quantity=10000`, 400],
    ['deliveryMethod', `${est}?siteId=socl&skuId=110281&deliveryMethod=drone`, 400],
    ['zoneId', `${est}?siteId=socl&skuId=110281&zoneId=9999`, 404],
    ['zoneId', `${est}?siteId=socl&skuId=110281&zoneId=a%20b`, 400],
    ['storeId', `${est}?siteId=socl&skuId=110281&storeId=a%20b`, 400],
    ['skuId', '/checkout/v1/installments?siteId=socl&skuId=999999', 404],
    ['priceGroup', '/checkout/v1/installments?siteId=socl&skuId=110281&priceGroup=x', 400],
    ['skuId', '/checkout/v1/promotions?siteId=socl', 400],
  ])('names %s in the error (%s)', async (field, url, status) => {
    const res = await app.request(url);
    expect(res.status).toBe(status);
    const body = ErrorResponse.parse(await res.json());
    expect(body.errors.map((e) => e.field)).toContain(field);
  });
  // The query's siteId names the site: a Brazilian site reads the route's messages in Portuguese.
  it.each([
    ['socl', 'quantity=0', 'quantity', 'Cantidad: al menos 1'],
    ['sobr', 'quantity=0', 'quantity', 'Quantidade: pelo menos 1'],
    ['dicico', 'quantity=0', 'quantity', 'Quantidade: pelo menos 1'],
    ['sobr', 'quantity=1.5', 'quantity', 'Quantidade: deve ser um inteiro'],
    ['sobr', 'quantity=10000', 'quantity', 'Quantidade: máximo 9999'],
    ['sobr', 'quantity=1&priceGroup=x', 'priceGroup', 'Grupo de preços: de 1 a 6 dígitos'],
    ['sobr', 'quantity=1&consumer=b2c', 'consumer', 'Tipo de cliente: só b2b'],
  ])('installments on %s with %s: %s says %j', async (siteId, query, field, message) => {
    const res = await app.request(
      `/checkout/v1/installments?siteId=${siteId}&skuId=110281&${query}`,
    );
    expect(res.status).toBe(400);
    expect(ErrorResponse.parse(await res.json()).errors).toEqual([
      { code: 'INVALID_PARAMETER', message, field },
    ]);
  });

  // Each refusal in the site's language, the field's path only in `field` (never the message).
  it.each([
    [
      'sobr',
      `${est}?siteId=sobr&skuId=99999999999`,
      400,
      'skuId',
      'Produto: de 4 a 7 dígitos (formato SKU)',
    ],
    [
      'socl',
      `${est}?siteId=socl&skuId=99999999999`,
      400,
      'skuId',
      'Producto: de 4 a 7 dígitos (formato SKU)',
    ],
    ['sobr', `${est}?siteId=sobr&skuId=999999`, 404, 'skuId', 'Produto desconhecido: 999999'],
    ['somx', `${est}?siteId=somx&skuId=999999`, 404, 'skuId', 'Producto desconocido: 999999'],
    [
      'socl',
      `${est}?siteId=socl&skuId=110281&zoneId=9999`,
      404,
      'zoneId',
      'Zona desconocida: 9999',
    ],
    ['sobr', `${est}?siteId=sobr&skuId=110281&storeId=a%20b`, 400, 'storeId', 'Loja inválida'],
    [
      'sobr',
      '/checkout/v1/installments?siteId=sobr&skuId=999999',
      404,
      'skuId',
      'Produto desconhecido: 999999',
    ],
    [
      'sobr',
      '/checkout/v1/promotions?siteId=sobr&skuId=999999',
      404,
      'skuId',
      'Produto desconhecido: 999999',
    ],
  ])('%s: %s answers %i naming %s: %j', async (site, url, status, field, message) => {
    const res = await app.request(url, { headers: { 'tenant-b2b': site } });
    expect(res.status).toBe(status);
    expect(ErrorResponse.parse(await res.json()).errors).toEqual([
      { code: status === 404 ? 'NOT_FOUND' : 'INVALID_PARAMETER', message, field },
    ]);
  });

  it("a method the site does not offer is said in the site's language", async () => {
    // Brazil sells for pickup at its stores only (the registry's deliveryMethods).
    expect(getTenantBySiteId('sobr')!.deliveryMethods).not.toContain('homeDelivery');
    const res = await app.request(
      `${est}?siteId=sobr&skuId=110281&zoneId=1300&deliveryMethod=homeDelivery`,
    );
    expect(res.status).toBe(400);
    expect(ErrorResponse.parse(await res.json()).errors).toEqual([
      {
        code: 'INVALID_PARAMETER',
        message: 'Este site não oferece essa forma de entrega',
        field: 'deliveryMethod',
      },
    ]);
  });
});
