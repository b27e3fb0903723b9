import type { OrderResponse } from '@fierro/commerce/contract';
import { getTenant, type Tenant } from '@fierro/tenants';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ordersTranslator } from '../../orders/messages';
import { ConfirmationView } from './confirmation-view';

/** A paid order delivered home: a drill on sale with its warranty, and a saw at its price. */
const orderOf = (currency: string) =>
  ({
    orderId: '00000000-0000-4000-8000-000000000003',
    orderNumber: '100003',
    siteId: 'socl',
    status: 'PAID',
    currency,
    createdAt: '2026-11-27T15:00:00.000Z',
    paymentMethod: 'card',
    payment: { brand: 'VISA', last4: '4242', installments: 1, promotionId: null },
    paymentCode: null,
    paymentDueAt: null,
    challengeId: null,
    totals: { subtotal: 10_597_000, savings: 1_500_000, delivery: 399_000, total: 9_496_000 },
    contact: { email: 'ana@fierro.test', firstName: 'Ana', lastName: 'Pérez' },
    deliveryAddress: { label: 'Centro', street: 'Av. Uno', number: '100', apartment: null },
    fiscalDocument: { kind: 'boleta', taxId: null, businessName: null, businessActivity: null },
    lines: [
      {
        sku: '100001',
        lineId: 1,
        parent: null,
        kind: 'PRODUCT',
        total: 5_499_000,
        saving: 1_500_000,
      },
      { sku: '100009', lineId: 2, parent: 1, kind: 'WARRANTY', total: 999_000, saving: 0 },
      { sku: '100002', lineId: 3, parent: null, kind: 'PRODUCT', total: 2_599_000, saving: 0 },
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
      deliveryDate: { dateFrom: '2026-12-01', dateTo: '2026-12-03' },
    })),
    history: [{ status: 'PAID', at: '2026-11-27T15:00:00.000Z' }],
  }) as unknown as OrderResponse;

const clean = (html: string) => html.replace(/<!-- -->/g, '').replace(/&nbsp;|\u00a0/g, ' ');

describe.each([
  { code: 'mx', currency: 'MXN', money: (n: string) => `$ ${n}`, normal: 'Precio normal' },
  { code: 'br', currency: 'BRL', money: (n: string) => `R$ ${n},00`, normal: 'Preço normal' },
])("the confirmation's products ($code)", (c) => {
  const html = clean(
    renderToStaticMarkup(
      <ConfirmationView tenant={getTenant(c.code) as Tenant} order={orderOf(c.currency)} />,
    ),
  );
  const products = /aria-labelledby="confirmation-products"(.*?)<\/section>/.exec(html)![1]!;
  const lines = [...products.matchAll(/<li[^>]*>(.*?)<\/li>/g)].map((m) => {
    const struck =
      /data-line-normal[^>]*><span class="sr-only">([^<]*)<\/span><span aria-hidden="true">([^<]*)</.exec(
        m[1]!,
      );
    return {
      name: /<span>([^<]*?) × /.exec(m[1]!)?.[1],
      paid: /data-line-paid[^>]*>([^<]*)</.exec(m[1]!)?.[1],
      normal: struck?.[2] ?? null,
      normalText: struck?.[1] ?? null,
    };
  });

  it.each([
    ['Producto 100001', '54.990', '69.990'],
    ['Producto 100009', '9.990', null],
    ['Producto 100002', '25.990', null],
  ])('%s pays %s; its normal total struck through beside it: %s', (name, paid, normal) => {
    const line = lines.find((l) => l.name === name)!;
    expect(line.paid).toBe(c.money(paid));
    expect(line.normal).toBe(normal && c.money(normal));
    expect(line.normalText).toBe(normal && `${c.normal} ${c.money(normal)}`);
  });

  it("the lines' normal totals add up to the subtotal, the prices paid to the total", () => {
    const amountOf = (price: string) => Number(price.replace(/\D/g, ''));
    const sum = (prices: string[]) => prices.map(amountOf).reduce((a, b) => a + b, 0);
    const goods = lines.filter((l) => l.name);
    // 105,970 of normal totals less 15,000 of savings; the delivery (3,990) is a line of its own.
    expect(sum(goods.map((l) => l.normal ?? l.paid!))).toBe(amountOf(c.money('105.970')));
    expect(sum(goods.map((l) => l.paid!))).toBe(amountOf(c.money('90.970')));
  });
});

describe('the confirmation of a line sold by the box', () => {
  it('counts boxes and the m² they cover, as the cart and the summary did', () => {
    const order = orderOf('CLP');
    const tiles = {
      ...order,
      lines: [
        {
          ...order.lines[2]!,
          name: 'Porcelanato gris 60x60',
          quantity: 8,
          coverage: 1.44,
        },
        { ...order.lines[0]!, parentLineId: null },
      ],
    } as OrderResponse;
    const html = clean(
      renderToStaticMarkup(<ConfirmationView tenant={getTenant('cl') as Tenant} order={tiles} />),
    );
    expect(html).toContain('Porcelanato gris 60x60 · 8 cajas · 11,52 m²');
    expect(html).toContain('Producto 100001 × 1');
    expect(html).not.toContain('Porcelanato gris 60x60 × 8');
  });
});

describe('the confirmation names a 3x2 and what it saved, as the order page does', () => {
  const order = orderOf('CLP');
  // Three cans for the price of two: 3 x 7,990 paid 15,980.
  const paint = {
    ...order,
    lines: [
      {
        ...order.lines[2]!,
        name: 'Pintura látex',
        quantity: 3,
        unitPrice: 7_990,
        total: 15_980,
        saving: 7_990,
        promotionId: 'P13X2',
      },
      { ...order.lines[1]!, name: 'Garantía extendida 1 año', quantity: 5, parentLineId: 3 },
    ],
  } as OrderResponse;
  it.each([
    ['cl', 'Promoción aplicada: ahorras $ 7.990'],
    ['br', 'Promoção aplicada: você economiza R$ 79,90'],
  ])('%s: "%s"', (code, said) => {
    const html = clean(
      renderToStaticMarkup(<ConfirmationView tenant={getTenant(code) as Tenant} order={paint} />),
    );
    expect(/data-line-promotion[^>]*>([^<]*)</.exec(html)?.[1]).toBe(said);
    // A warranty with its quantity, as the cart says it.
    expect(html).toContain('Garantía extendida 1 año × 5');
  });

  it('a line without a promotion says none', () => {
    const html = renderToStaticMarkup(
      <ConfirmationView tenant={getTenant('cl') as Tenant} order={orderOf('CLP')} />,
    );
    expect(html).not.toContain('data-line-promotion');
  });
});

/** A pay-at-store order of Argentina: a varnish bought at one store, a brush at another. */
const atStores = (stores: number, status = 'PAYMENT_PENDING') => {
  const order = orderOf('ARS');
  const south = { id: 'S1', name: 'Fierro Sur', address: 'Av. Central 1162', hours: null };
  const north = { id: 'S2', name: 'Fierro Norte', address: 'Av. Industrial 7980', hours: null };
  return {
    ...order,
    siteId: 'soar',
    status,
    paymentMethod: 'payAtStore',
    payment: { brand: null, last4: null, installments: 1, promotionId: null },
    paymentCode: '123456789012',
    paymentDueAt: '2026-11-30T15:00:00.000Z',
    deliveryAddress: null,
    lines: [
      { ...order.lines[0]!, deliveryMethod: 'buyAtStore', storeId: 'S1', store: south },
      {
        ...order.lines[2]!,
        deliveryMethod: 'pickupInStore',
        storeId: stores > 1 ? 'S2' : 'S1',
        store: stores > 1 ? north : south,
      },
    ],
    history: [{ status, at: '2026-11-28T15:00:00.000Z' }],
  } as OrderResponse;
};

describe('a pay-at-store confirmation says where the code is paid', () => {
  const ar = getTenant('ar') as Tenant;
  const render = (order: OrderResponse, tenant = ar) =>
    clean(renderToStaticMarkup(<ConfirmationView tenant={tenant} order={order} />));

  it('goods at two stores: one payment for the whole order, at either store, named', () => {
    const html = render(atStores(2));
    expect(html).toContain('data-payment-code="123456789012"');
    expect(html).toMatch(
      /Paga el pedido completo una sola vez, hasta el lunes 30 de noviembre, 12:00, en la caja de cualquiera de las tiendas del pedido: Fierro Norte o Fierro Sur\./,
    );
    // Neither store says "collect or pay here", as if each took its own payment.
    expect(html).not.toContain('Retira o paga en esta tienda');
    expect([...html.matchAll(/data-store-hint="([^"]*)"/g)].map((m) => m[1])).toEqual([
      'collectPayAny',
      'collectPayAny',
    ]);
  });

  it('in Portuguese too, the stores read with "ou"', () => {
    const html = render(atStores(2), getTenant('br') as Tenant);
    expect(html).toContain(
      'no caixa de qualquer uma das lojas do pedido: Fierro Norte ou Fierro Sur.',
    );
  });

  it('one store: paid at its till, and its block says so', () => {
    const html = render(atStores(1));
    expect(html).toContain('Paga en la caja de la tienda hasta el lunes 30 de noviembre, 12:00.');
    expect(html).toContain('Retira o paga en esta tienda');
  });

  it('once the till has paid it, no code to pay and the store only hands the goods over', () => {
    const html = render(atStores(2, 'PAID'));
    expect(html).not.toContain('data-payment-code');
    expect(html).toContain('Retira en esta tienda');
  });
});

describe("the confirmation's status reads as the account's order page", () => {
  it.each([
    ['ar', 'PAYMENT_PENDING', 'Pendiente de pago'],
    ['br', 'PAYMENT_PENDING', 'Aguardando pagamento'],
    ['ar', 'READY_FOR_PICKUP', 'Listo para retiro'],
    ['ar', 'CANCELLED', 'Cancelado'],
  ])('%s %s: "%s"', (code, status, text) => {
    const tenant = getTenant(code) as Tenant;
    const html = clean(
      renderToStaticMarkup(<ConfirmationView tenant={tenant} order={atStores(1, status)} />),
    );
    expect(/data-order-status="[^"]*">([^<]*)</.exec(html)?.[1]).toBe(text);
    expect(ordersTranslator(tenant)(`statuses.${status as 'PAID'}`)).toBe(text);
  });
});

describe('the confirmation is arrived at with its heading in view and focused', () => {
  it('its H1 can take the focus (the page lands at its top with the focus on it)', () => {
    const html = renderToStaticMarkup(
      <ConfirmationView tenant={getTenant('cl') as Tenant} order={orderOf('CLP')} />,
    );
    expect(html).toMatch(/<h1 id="confirmation-title" tabindex="-1"/);
  });
});

describe("a company's confirmation", () => {
  it('says who its tax document is made out to, as the account page and the mail do', () => {
    const order = {
      ...orderOf('CLP'),
      fiscalDocument: {
        kind: 'factura',
        taxId: '76086428-5',
        businessName: 'Constructora Los Andes SpA',
        businessActivity: 'Construcción',
      },
    } as OrderResponse;
    const html = clean(
      renderToStaticMarkup(<ConfirmationView tenant={getTenant('cl') as Tenant} order={order} />),
    );
    const fiscal = /data-confirmation-fiscal[^>]*>(.*?)<\/section>/.exec(html)![1]!;
    expect(
      fiscal
        .replace(/<[^>]+>/g, ' ')
        .replace(/\s+/g, ' ')
        .trim(),
    ).toBe(
      'Documento tributario Factura · Constructora Los Andes SpA Identificación tributaria: 76.086.428-5 Giro: Construcción',
    );
  });

  it("a person's boleta adds nothing", () => {
    const html = renderToStaticMarkup(
      <ConfirmationView tenant={getTenant('cl') as Tenant} order={orderOf('CLP')} />,
    );
    expect(html).not.toContain('data-confirmation-fiscal');
  });
});
