import type { CartResponse, PaymentOptionsResponse } from '@fierro/commerce/contract';
import { getTenant, type Tenant } from '@fierro/tenants';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { OrderSummary } from './order-summary';

const homy = getTenant('homy') as Tenant;
const ar = getTenant('ar') as Tenant;
const mx = getTenant('mx') as Tenant;
const br = getTenant('br') as Tenant;

/** A cart of one line delivered home, with a warranty, at `zoneId` (null: no place yet). */
const cartOf = (
  zoneId: string | null,
  totals: Partial<CartResponse['totals']>,
  storeCardLine: number | null = null,
) =>
  ({
    cartId: '00000000-0000-4000-8000-000000000001',
    currency: 'CLP',
    location: zoneId ? { locationId: 'L1', zipCode: null, label: 'Ñuñoa', zoneId } : null,
    lines: [
      {
        lineId: 1,
        skuId: '100001',
        name: 'Taladro percutor',
        image: null,
        quantity: 1,
        total: 70_990,
        storeCardTotal: storeCardLine,
        saving: 0,
        pricing: { saleUnit: 'unit', coverage: null },
        deliveryMethod: 'homeDelivery',
        services: [{ lineId: 2, name: 'Garantía extendida 1 año', quantity: 1, total: 9_990 }],
      },
    ],
    notices: [],
    totals: {
      subtotal: 80_980,
      savings: 0,
      delivery: 0,
      total: 80_980,
      storeCardTotal: null,
      storeCardDelivery: null,
      itemCount: 1,
      ...totals,
    },
  }) as unknown as CartResponse;

const optionsOf = (cart: CartResponse) =>
  ({
    totals: { card: cart.totals.total, storeCard: cart.totals.storeCardTotal },
    storeCard: { name: 'CMR', maxInstallments: 48 },
  }) as unknown as PaymentOptionsResponse;

const rows = (html: string) =>
  [...html.matchAll(/<dt[^>]*>(.*?)<\/dt><dd[^>]*>(.*?)<\/dd>/g)].map(
    (m) => [m[1], m[2]!.replace(/<!-- -->/g, '').replace(/&nbsp;|\u00a0/g, ' ')] as const,
  );

describe('the checkout summary', () => {
  it('before a place is chosen, home delivery costs "according to your place", never free', () => {
    const cart = cartOf(null, {});
    const html = renderToStaticMarkup(
      <OrderSummary tenant={ar} cart={cart} options={optionsOf(cart)} paysWithStoreCard={false} />,
    );
    expect(rows(html)).toContainEqual(['Envío', 'Según tu ubicación']);
    expect(html).not.toContain('Gratis');
  });

  it('a line shows its warranty with its price, and the lines add up to the subtotal', () => {
    const cart = cartOf('Z1', {});
    const html = renderToStaticMarkup(
      <OrderSummary
        tenant={homy}
        cart={cart}
        options={optionsOf(cart)}
        paysWithStoreCard={false}
      />,
    );
    // The drill at its own price, the warranty on its own row (it has no normal price).
    expect(html.replace(/&nbsp;|\u00a0|<!-- -->/g, ' ').replace(/ +/g, ' ')).toContain(
      '+ Garantía extendida 1 año × 1 · $ 9.990',
    );
    expect(html).toContain('$ 70.990');
    expect(html).not.toMatch(/>\$(?:&nbsp;|\s|\u00a0)80\.980<\/(?!dd)/);
    expect(rows(html)).toContainEqual(['Subtotal', '$ 80.980']);
  });

  it('paid with the store card: its discount and its own delivery, adding up to its total', () => {
    // Card prices take the goods under free delivery: 57,990 of goods (the drill 48,000 at its
    // card price, the warranty 9,990) plus 3,990 of delivery.
    const cart = cartOf('Z1', { storeCardTotal: 61_980, storeCardDelivery: 3_990 }, 48_000);
    const html = renderToStaticMarkup(
      <OrderSummary tenant={homy} cart={cart} options={optionsOf(cart)} paysWithStoreCard />,
    );
    expect(rows(html)).toEqual([
      ['Subtotal', '$ 80.980'],
      ['Descuentos', '-$ 22.990'],
      ['Despacho', '$ 3.990'],
      ['Total', '$ 61.980'],
    ]);
    // The line at the price the order records (the reviewer's "$ 12.990" beside a card total),
    // its normal price struck: the lines, the warranty and the delivery add up to the total.
    const text = html.replace(/&nbsp;|\u00a0|<!-- -->/g, ' ').replace(/ +/g, ' ');
    expect(text).toContain('$ 48.000');
    expect(text).toMatch(/<s[^>]*>(?:<[^>]+>)*\$ 70\.990/);
  });

  it('not paid with it, the card total says the delivery it holds where the cash total ships free', () => {
    const cart = cartOf('Z1', { storeCardTotal: 61_980, storeCardDelivery: 3_990 }, 48_000);
    const html = renderToStaticMarkup(
      <OrderSummary
        tenant={homy}
        cart={cart}
        options={optionsOf(cart)}
        paysWithStoreCard={false}
      />,
    );
    const text = html.replace(/&nbsp;|\u00a0|<!-- -->/g, ' ').replace(/ +/g, ' ');
    expect(rows(html)).toContainEqual(['Despacho', 'Gratis']);
    expect(rows(html)).toContainEqual(['Total con tarjeta CMR', '$ 61.980']);
    expect(text).toContain('Incluye despacho de $ 3.990');
    // The cash line stays at its cash price.
    expect(text).toContain('$ 70.990');
    expect(text).not.toContain('$ 48.000');
  });
});

/**
 * The reviewer's cart ("the discount looks subtracted twice"): two lines on sale and one at its
 * normal price, 12,650 of normal totals less 1,500 of savings: 11,150. The third is a tile sold
 * by the box (1.44 m2 each), eight boxes.
 */
const discountedCart = (currency: string) =>
  ({
    cartId: '00000000-0000-4000-8000-000000000002',
    currency,
    location: { locationId: 'L1', zipCode: null, label: 'Centro', zoneId: 'Z1' },
    lines: [
      { sku: '100001', quantity: 1, total: 527_200, saving: 72_800, coverage: null },
      { sku: '100002', quantity: 1, total: 427_900, saving: 77_200, coverage: null },
      { sku: '100003', quantity: 8, total: 159_900, saving: 0, coverage: 1.44 },
    ].map((l, i) => ({
      lineId: i + 1,
      skuId: l.sku,
      name: `Producto ${l.sku}`,
      image: null,
      quantity: l.quantity,
      total: l.total,
      saving: l.saving,
      pricing: { saleUnit: l.coverage ? 'box' : 'unit', coverage: l.coverage },
      deliveryMethod: 'homeDelivery',
      services: [],
    })),
    notices: [],
    totals: {
      subtotal: 1_265_000,
      savings: 150_000,
      delivery: 0,
      total: 1_115_000,
      storeCardTotal: null,
      storeCardDelivery: null,
      itemCount: 10,
    },
  }) as unknown as CartResponse;

const clean = (html: string) => html.replace(/<!-- -->/g, '').replace(/&nbsp;|\u00a0/g, ' ');
/** The amount of a price as written ("$ 6.000", "R$ 6.000,00"), to add prices up. */
const amountOf = (price: string) => Number(price.replace(/\D/g, ''));

describe.each([
  {
    tenant: mx,
    currency: 'MXN',
    money: (n: string) => `$ ${n}`,
    normal: 'Precio normal',
    rows: ['Subtotal', 'Descuentos', 'Envío', 'Total'],
    free: 'Gratis',
    // The m2 as the cart writes them, with the site's separators (formatQuantity).
    boxes: '8 cajas · 11,52 m²',
    units: 'Cantidad: 1',
  },
  {
    tenant: br,
    currency: 'BRL',
    money: (n: string) => `R$ ${n},00`,
    normal: 'Preço normal',
    rows: ['Subtotal', 'Descontos', 'Frete', 'Total'],
    free: 'Grátis',
    boxes: '8 caixas · 11,52 m²',
    units: 'Quantidade: 1',
  },
])('the checkout summary of a cart on sale ($tenant.code)', (c) => {
  const cart = discountedCart(c.currency);
  const html = clean(
    renderToStaticMarkup(
      <OrderSummary
        tenant={c.tenant}
        cart={cart}
        options={optionsOf(cart)}
        paysWithStoreCard={false}
      />,
    ),
  );
  const lines = [...html.matchAll(/<li[^>]*data-sku="(\d+)"[^>]*>(.*?)<\/li>/g)].map((m) => {
    const struck =
      /data-line-normal[^>]*><span class="sr-only">([^<]*)<\/span><span aria-hidden="true">([^<]*)</.exec(
        m[2]!,
      );
    return {
      sku: m[1],
      quantity: /data-line-quantity[^>]*>([^<]*)</.exec(m[2]!)?.[1],
      paid: /data-line-paid[^>]*>([^<]*)</.exec(m[2]!)?.[1],
      normal: struck?.[2] ?? null,
      normalText: struck?.[1] ?? null,
    };
  });
  const line = (sku: string) => lines.find((l) => l.sku === sku)!;

  it.each([
    ['100001', '5.272', '6.000'],
    ['100002', '4.279', '5.051'],
    ['100003', '1.599', null],
  ])('line %s pays %s; its normal total struck through beside it: %s', (sku, paid, normal) => {
    expect(line(sku).paid).toBe(c.money(paid));
    expect(line(sku).normal).toBe(normal && c.money(normal));
    // Read out as the cart reads its normal price: "Precio normal $ 6.000".
    expect(line(sku).normalText).toBe(normal && `${c.normal} ${c.money(normal)}`);
  });

  it('the normal totals add up to the subtotal, and the subtotal less the savings is the total', () => {
    const sum = (prices: string[]) => prices.map(amountOf).reduce((a, b) => a + b);
    expect(rows(html)).toEqual([
      [c.rows[0], c.money('12.650')],
      [c.rows[1], `-${c.money('1.500')}`],
      [c.rows[2], c.free],
      [c.rows[3], c.money('11.150')],
    ]);
    expect(sum(lines.map((l) => l.normal ?? l.paid!))).toBe(amountOf(c.money('12.650')));
    expect(sum(lines.map((l) => l.paid!))).toBe(amountOf(c.money('11.150')));
  });

  it.each([
    ['100003', 'sold by the box', c.boxes],
    ['100001', 'sold by the unit', c.units],
  ])('line %s, %s, says its quantity so: %s', (sku, _, quantity) => {
    expect(line(sku).quantity).toBe(quantity);
  });
});

describe('the checkout summary beside the lines the cart has notices for', () => {
  const cl = getTenant('cl') as Tenant;
  const line = (lineId: number, name: string, more: object) => ({
    lineId,
    skuId: `10000${lineId}`,
    name,
    image: null,
    quantity: 1,
    total: 4_990,
    saving: 0,
    pricing: { saleUnit: 'unit', coverage: null, paid: { type: 'INTERNET', amount: 4_990 } },
    deliveryMethod: 'homeDelivery',
    store: null,
    services: [],
    ...more,
  });
  const cart = {
    ...cartOf('Z1', { subtotal: 9_980, total: 9_980 }),
    lines: [
      line(1, 'Ampolleta LED 9 W E27 luz cálida', {}),
      line(2, 'Destornillador paleta 6 piezas', { total: 0 }),
      line(3, 'Puerta MDF lisa 80 x 200 cm', { quantity: 3, available: 2 }),
      line(4, 'Martillo carpintero 20 oz', { quantity: 2, available: 0 }),
      line(5, 'Porcelanato gris 60 x 60', {
        quantity: 2,
        pricing: { saleUnit: 'box', coverage: 1.44, paid: { type: 'INTERNET', amount: 5_990 } },
      }),
    ],
    notices: [
      { code: 'NOT_SOLD', lineId: 2, skuId: '100002', message: 'Este producto ya no se vende' },
      { code: 'OVER_STOCK', lineId: 3, skuId: '100003', message: 'Quedan 2', available: 2 },
      { code: 'OVER_STOCK', lineId: 4, skuId: '100004', message: 'Sin stock', available: 0 },
      { code: 'PRICE_CHANGED', lineId: 5, skuId: '100005', message: 'Cambió', previous: 5_490 },
    ],
  } as unknown as CartResponse;
  const html = clean(
    renderToStaticMarkup(
      <OrderSummary tenant={cl} cart={cart} options={optionsOf(cart)} paysWithStoreCard={false} />,
    ),
  );
  const lineHtml = (sku: string) =>
    new RegExp(`<li[^>]*data-sku="${sku}"[^>]*>(.*?)</li>`).exec(html)?.[1] ?? '';
  const text = (s: string) => s.replace(/<[^>]+>/g, '');

  it('a product no longer sold says so, and shows no price of "$ 0"', () => {
    expect(text(lineHtml('100002'))).toContain('Ya no se vende');
    expect(lineHtml('100002')).not.toContain('$ 0');
    expect(lineHtml('100002')).not.toContain('data-line-paid');
  });

  it('beyond its stock: how many are left, or that none is', () => {
    expect(text(lineHtml('100003'))).toContain('Quedan 2 disponibles');
    expect(text(lineHtml('100004'))).toContain('Sin stock');
    expect(text(lineHtml('100001'))).not.toMatch(/Quedan|Sin stock|Ya no se vende/);
  });

  it('a changed price: the one seen before struck, beside the new one, per sale unit', () => {
    const changed = /data-price-changed[^>]*>(.*?)<\/span><\/div>/.exec(lineHtml('100005'))?.[1];
    expect(changed).toContain('<s>$ 5.490</s>');
    expect(text(changed ?? '')).toBe('Precio por caja: antes $ 5.490 ahora $ 5.990');
  });
});

describe('the checkout summary says what the cart says of a line', () => {
  const base = cartOf('Z1', {});
  const summary = (code: string, lines: object[], notices: object[] = []) => {
    const tenant = getTenant(code) as Tenant;
    const currency = tenant.currencies[0]!.code;
    const cart = { ...base, currency, lines, notices } as unknown as CartResponse;
    return clean(
      renderToStaticMarkup(
        <OrderSummary
          tenant={tenant}
          cart={cart}
          options={optionsOf(cart)}
          paysWithStoreCard={false}
        />,
      ),
    )
      .replace(/<[^>]+>/g, '|')
      .replace(/\|+/g, '|');
  };
  const drill = {
    lineId: 1,
    skuId: '100001',
    name: 'Taladro percutor',
    image: null,
    quantity: 5,
    total: 354_950,
    saving: 0,
    pricing: { saleUnit: 'unit', coverage: null },
    deliveryMethod: 'homeDelivery',
    promotion: null,
    services: [
      { lineId: 2, skuId: '900001', name: 'Garantía extendida 1 año', quantity: 5, total: 104_950 },
    ],
  };

  it.each([
    ['cl', '+ Garantía extendida 1 año × 5 · $ 104.950'],
    ['br', '+ Garantía extendida 1 año × 5 · R$ 1.049,50'],
  ])('%s: a warranty with its quantity, as the cart: %s', (code, said) => {
    expect(summary(code, [drill])).toContain(said);
  });

  it.each([
    ['cl', '3x2: $ 15.980 de descuento'],
    ['br', '3x2: R$ 159,80 de desconto'],
  ])('%s: a 3x2 names its promotion and what it saves: %s', (code, said) => {
    const paint = {
      ...drill,
      skuId: '100007',
      name: 'Pintura látex',
      quantity: 3,
      total: 31_960,
      promotion: { id: 'P13X2', title: '3x2', discount: 15_980 },
      services: [],
    };
    expect(summary(code, [paint])).toContain(`|${said}|`);
    expect(summary(code, [drill])).not.toMatch(/de descuento|de desconto/);
  });

  it.each([
    ['cl', 'box', 'Quedan 8 cajas disponibles'],
    ['br', 'box', 'Restam 8 caixas disponíveis'],
    ['cl', 'unit', 'Quedan 8 disponibles'],
  ])('%s: beyond the stock of a line sold by the %s: %s', (code, saleUnit, said) => {
    const tiles = {
      ...drill,
      name: 'Porcelanato gris 60 x 60',
      quantity: 9,
      pricing: { saleUnit, coverage: saleUnit === 'box' ? 1.44 : null },
      services: [],
    };
    const notice = { code: 'OVER_STOCK', lineId: 1, skuId: '100001', message: 'x', available: 8 };
    expect(summary(code, [tiles], [notice])).toContain(`|${said}|`);
  });
});
