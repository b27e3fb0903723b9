import type { OrderResponse } from '@fierro/commerce/contract';
import { getTenant, type Tenant } from '@fierro/tenants';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';

vi.mock('../actions/buy-again', () => ({ buyAgainAction: async () => undefined }));
const { OrderDetail } = await import('./order-detail');
const { ConfirmationView } = await import('../../checkout/components/confirmation-view');

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
      saving: 9_590,
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

/** A Chilean order delivered home: a drill on sale with its warranty, and a saw at its price. */
const onSale = {
  ...order,
  siteId: 'socl',
  status: 'PAID',
  currency: 'CLP',
  paymentMethod: 'card',
  payment: { brand: 'VISA', last4: '4242', installments: 1, promotionId: null },
  paymentCode: null,
  paymentDueAt: null,
  totals: { subtotal: 105_970, savings: 15_000, delivery: 0, total: 90_970 },
  lines: [
    { sku: '100001', lineId: 1, parent: null, kind: 'PRODUCT', total: 54_990, saving: 15_000 },
    { sku: '100009', lineId: 2, parent: 1, kind: 'WARRANTY', total: 9_990, saving: 0 },
    { sku: '100002', lineId: 3, parent: null, kind: 'PRODUCT', total: 25_990, saving: 0 },
  ].map((l) => ({
    lineId: l.lineId,
    parentLineId: l.parent,
    kind: l.kind,
    skuId: l.sku,
    productId: l.sku,
    name: `Producto ${l.sku}`,
    quantity: 1,
    unitPrice: l.total,
    priceType: l.saving > 0 ? 'EVENT' : 'NORMAL',
    total: l.total,
    saving: l.saving,
    promotionId: null,
    deliveryMethod: 'homeDelivery',
    storeId: null,
    store: null,
    deliveryDate: null,
  })),
} as unknown as OrderResponse;

describe("an order's page shows each line's saving once", () => {
  const clean = (s: string) => s.replace(/<!-- -->/g, '').replace(/&nbsp;|\u00a0/g, ' ');
  const amountOf = (price: string) => Number(price.replace(/\D/g, ''));
  const cases = [
    { tenant: getTenant('cl') as Tenant, order: onSale, subtotal: '$ 105.970' },
    { tenant: pe, order, subtotal: 'S/ 287.70' },
  ];
  const linesOf = (html: string) =>
    [...clean(html).matchAll(/<li[^>]*data-line="(\d+)"[^>]*>(.*?)<\/li>/g)].map((m) => {
      const struck =
        /data-line-normal[^>]*><span class="sr-only">([^<]*)<\/span><span aria-hidden="true">([^<]*)</.exec(
          m[2]!,
        );
      return {
        sku: m[1],
        paid: /data-line-paid[^>]*>([^<]*)</.exec(m[2]!)?.[1] ?? '',
        normal: struck?.[2] ?? null,
        normalText: struck?.[1] ?? null,
        extras: [...m[2]!.matchAll(/data-line-extra[^>]*>\+ [^<]* · ([^<]*)</g)].map((e) => e[1]!),
      };
    });

  it.each([
    ['cl', onSale, '100001', '$ 54.990', '$ 69.990'],
    ['cl', onSale, '100002', '$ 25.990', null],
    // Three for two: the line saves a can against its normal total.
    ['pe', order, '7000010', 'S/ 191.80', 'S/ 287.70'],
  ])(
    '%s: line %s pays %s, its normal total struck through beside it: %s',
    (code, o, sku, paid, normal) => {
      const tenant = getTenant(code) as Tenant;
      const html = renderToStaticMarkup(
        <OrderDetail tenant={tenant} order={o} returns={null} notice={null} />,
      );
      const line = linesOf(html).find((l) => l.sku === sku)!;
      expect(line.paid).toBe(paid);
      expect(line.normal).toBe(normal);
      expect(line.normalText).toBe(normal && `Precio normal ${normal}`);
    },
  );

  it.each(cases)(
    '$tenant.code: the normal totals and the extras add up to the subtotal $subtotal',
    (c) => {
      const html = renderToStaticMarkup(
        <OrderDetail tenant={c.tenant} order={c.order} returns={null} notice={null} />,
      );
      const lines = linesOf(html);
      const normals = lines.flatMap((l) => [l.normal ?? l.paid, ...l.extras]).map(amountOf);
      const paid = lines.flatMap((l) => [l.paid, ...l.extras]).map(amountOf);
      expect(normals.reduce((a, b) => a + b)).toBe(amountOf(c.subtotal));
      expect(clean(html)).toContain(`<dd class="text-right">${c.subtotal}</dd>`);
      expect(paid.reduce((a, b) => a + b)).toBe(c.order.totals.total);
      expect(c.order.totals.subtotal - c.order.totals.savings).toBe(c.order.totals.total);
    },
  );
});

describe('a line sold by the box', () => {
  const clean = (s: string) => s.replace(/<!-- -->/g, '').replace(/&nbsp;|\u00a0/g, ' ');
  const tiles = (code: string, quantity: number) =>
    ({
      ...onSale,
      lines: [
        {
          ...onSale.lines[2]!,
          name: 'Porcelanato gris 60x60',
          quantity,
          coverage: 1.44,
          unitPrice: 12_990,
          total: 12_990 * quantity,
        },
      ],
      siteId: code === 'br' ? 'sobr' : onSale.siteId,
    }) as OrderResponse;

  it.each([
    ['cl', 8, 'Cantidad: 8 cajas · 11,52 m² · $ 12.990 por caja'],
    ['cl', 1, 'Cantidad: 1 caja · 1,44 m² · $ 12.990 por caja'],
    ['br', 8, 'Quantidade: 8 caixas · 11,52 m² · R$ 129,90 por caixa'],
  ])(
    '%s: counts %i boxes and the m² they cover, priced per box, as the cart did',
    (code, quantity, text) => {
      const html = clean(
        renderToStaticMarkup(
          <OrderDetail
            tenant={getTenant(code) as Tenant}
            order={tiles(code, quantity)}
            returns={null}
            notice={null}
          />,
        ),
      );
      expect(html).toContain(text);
    },
  );
});

describe("a line's warranties and services", () => {
  const clean = (s: string) => s.replace(/<!-- -->/g, '').replace(/&nbsp;|\u00a0/g, ' ');
  it.each([
    ['cl', '+ Garantía extendida 1 año × 5 · $ 49.950'],
    ['br', '+ Garantía extendida 1 año × 5 · R$ 499,50'],
  ])('%s: with their quantity, as the cart and the checkout say them: %s', (code, text) => {
    const o = {
      ...onSale,
      siteId: code === 'br' ? 'sobr' : 'socl',
      lines: [
        { ...onSale.lines[0]!, quantity: 5 },
        { ...onSale.lines[1]!, name: 'Garantía extendida 1 año', quantity: 5, total: 49_950 },
      ],
    } as OrderResponse;
    const html = clean(
      renderToStaticMarkup(
        <OrderDetail tenant={getTenant(code) as Tenant} order={o} returns={null} notice={null} />,
      ),
    );
    expect(/data-line-extra[^>]*>([^<]*)</.exec(html)?.[1]).toBe(text);
  });
});

describe("a pay-at-store order's page while it waits for the till", () => {
  const clean = (s: string) => s.replace(/<!-- -->/g, '').replace(/&nbsp;|\u00a0/g, ' ');
  const page = (o: OrderResponse) =>
    clean(renderToStaticMarkup(<OrderDetail tenant={pe} order={o} returns={null} notice={null} />));
  const payBy = (html: string) => /data-pay-by="true">([^<]*)</.exec(html)?.[1];

  it('shows the payment code and until when, in the words and format of the confirmation', () => {
    const html = page(order);
    expect(html).toContain('data-payment-code="123456789012"');
    expect(html).toContain('>123456789012</p>');
    // 15:00 UTC is 10:00 in Lima.
    expect(payBy(html)).toBe(
      'Paga en la caja de la tienda hasta el domingo 29 de noviembre, 10:00. Si no pagas a tiempo, la reserva se anula.',
    );
    const confirmation = clean(
      renderToStaticMarkup(<ConfirmationView tenant={pe} order={order} />),
    );
    expect(payBy(html)).toBe(payBy(confirmation));
  });

  it('calls the status as the confirmation does: "Pendiente de pago"', () => {
    const html = page(order);
    expect(html).toContain('Pendiente de pago');
    const confirmation = clean(
      renderToStaticMarkup(<ConfirmationView tenant={pe} order={order} />),
    );
    expect(confirmation).toContain('data-order-status="PAYMENT_PENDING">Pendiente de pago<');
  });

  it.each(['PAID', 'CANCELLED'])('%s: no code to pay any more', (status) => {
    const html = page({ ...order, status } as OrderResponse);
    expect(html).not.toContain('data-payment-code');
    expect(html).not.toContain('Paga en la caja');
  });
});

describe("a line's arrival follows the order's status", () => {
  const cl = getTenant('cl') as Tenant;
  const clean = (s: string) => s.replace(/<!-- -->/g, '').replace(/&nbsp;|\u00a0/g, ' ');
  const home = {
    ...onSale,
    lines: [
      {
        ...onSale.lines[2]!,
        deliveryDate: { dateFrom: '2026-12-02', dateTo: '2026-12-05' },
      },
    ],
  } as OrderResponse;
  const at = (status: string, history: Array<[string, string]>, o = home) =>
    clean(
      renderToStaticMarkup(
        <OrderDetail
          tenant={o === order ? pe : cl}
          order={
            {
              ...o,
              status,
              history: history.map(([s, when]) => ({ status: s, at: when })),
            } as OrderResponse
          }
          returns={null}
          notice={null}
        />,
      ),
    );
  const delivery = (html: string) => /data-line-delivery[^>]*>(.*?)<\/p>/.exec(html)?.[1] ?? '';

  it.each(['PAID', 'PREPARING', 'SHIPPED'])('%s: the estimate', (status) => {
    expect(delivery(at(status, [['PAID', '2026-11-28T12:00:00Z']]))).toContain(
      'Llega entre el 2 de diciembre y el 5 de diciembre',
    );
  });

  it('delivered: the day it was delivered (country time), no estimate', () => {
    // 02:00 UTC on 4 December is still 3 December in Santiago.
    const html = at('DELIVERED', [
      ['PAID', '2026-11-28T12:00:00Z'],
      ['SHIPPED', '2026-12-01T12:00:00Z'],
      ['DELIVERED', '2026-12-04T02:00:00Z'],
    ]);
    expect(delivery(html)).toContain('Entregado el 3 de diciembre de 2026');
    expect(html).not.toContain('Llega');
  });

  it('delivered without the move in the history: says nothing of arrival', () => {
    const line = delivery(at('DELIVERED', [['PAID', '2026-11-28T12:00:00Z']]));
    expect(line).not.toMatch(/Llega|Entregado/);
  });

  it('cancelled: nothing of arrival', () => {
    const html = at('CANCELLED', [
      ['PAID', '2026-11-28T12:00:00Z'],
      ['CANCELLED', '2026-11-29T12:00:00Z'],
    ]);
    expect(html).not.toMatch(/Llega|Entregado|Para retirar/);
  });

  it('picked up at the store: the day it was picked up, not "para retirar"', () => {
    const html = at(
      'PICKED_UP',
      [
        ['PAID', '2026-11-28T12:00:00Z'],
        ['PICKED_UP', '2026-11-30T20:00:00Z'],
      ],
      order,
    );
    expect(delivery(html)).toContain('Retirado el 30 de noviembre de 2026');
    expect(html).not.toContain('Para retirar');
  });
});
