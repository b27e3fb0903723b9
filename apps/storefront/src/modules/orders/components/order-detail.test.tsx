import type { OrderResponse } from '@fierro/commerce/contract';
import { getTenant, type Tenant } from '@fierro/tenants';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';

vi.mock('../actions/buy-again', () => ({ buyAgainAction: async () => undefined }));
const { OrderDetail } = await import('./order-detail');

const pe = getTenant('pe') as Tenant;

/** A Peruvian order bought at a store: three paint cans under a 3x2 (two paid). */
const order = {
  orderId: '00000000-0000-4000-8000-000000000002',
  orderNumber: '100001',
  siteId: 'sope',
  status: 'PAYMENT_PENDING',
  currency: 'PEN',
  createdAt: '2026-11-27T15:00:00.000Z',
  paymentMethod: 'payAtStore',
  payment: { brand: null, last4: null, installments: null, promotionId: null },
  paymentCode: '123456789012',
  paymentDueAt: '2026-11-29T15:00:00.000Z',
  totals: { subtotal: 28_770, savings: 9_590, delivery: 0, total: 19_180 },
  contact: { email: 'rosa@fierro.test', firstName: 'Rosa', lastName: 'Quispe' },
  deliveryAddress: null,
  fiscalDocument: { kind: 'boleta', taxId: '12345678', businessName: null, businessActivity: null },
  lines: [
    {
      lineId: 1,
      parentLineId: null,
      kind: 'PRODUCT',
      skuId: '7000010',
      productId: '70000010',
      name: 'Pintura látex',
      quantity: 3,
      unitPrice: 9_590,
      priceType: 'NORMAL',
      total: 19_180,
      promotionId: 'P3X2',
      deliveryMethod: 'buyAtStore',
      storeId: '7001',
      store: { id: '7001', name: 'Fierro Miraflores', address: 'Av. Larco 100', hours: null },
      deliveryDate: { dateFrom: '2026-11-28', dateTo: '2026-11-28' },
    },
  ],
  history: [{ status: 'PAYMENT_PENDING', at: '2026-11-27T15:00:00.000Z' }],
} as unknown as OrderResponse;

describe("a buy-at-store order's page", () => {
  const html = renderToStaticMarkup(
    <OrderDetail tenant={pe} order={order} returns={null} notice={null} />,
  );

  it('says the goods are collected, not that they arrive, and calls no delivery free', () => {
    expect(html).toContain('Para retirar desde el');
    expect(html).not.toContain('Llega el');
    expect(html).not.toContain('Despacho');
  });

  it('says why three units cost less than three times their price', () => {
    expect(html).toMatch(/Promoción aplicada: ahorras S\/\s?95\.90/);
  });
});
