import type { CartResponse, PaymentOptionsResponse } from '@fierro/commerce/contract';
import { getTenant, type Tenant } from '@fierro/tenants';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import type { CheckoutModel } from '../data';
import type { CheckoutState, StateChange, StepId } from '../state';

// The server actions (cookies, commerce) are not this test's: the forms only name them.
vi.mock('../actions/place-order', () => ({ placeOrderAction: async () => ({ kind: 'idle' }) }));
vi.mock('../actions/post-form', () => ({ postCheckoutForm: async () => undefined }));
vi.mock('../actions/save-contact', () => ({ saveContact: async () => ({ ok: true }) }));
vi.mock('../actions/save-delivery', () => ({ saveDelivery: async () => ({ ok: true }) }));
vi.mock('../actions/save-fiscal', () => ({ saveFiscal: async () => ({ ok: true }) }));
vi.mock('../actions/save-payment', () => ({ savePayment: async () => ({ ok: true }) }));
vi.mock('../actions/load-places', () => ({ loadPlaces: async () => [] }));
const { CheckoutView } = await import('./checkout-view');

type Ready = Extract<CheckoutModel, { kind: 'ready' }>;
type Line = CartResponse['lines'][number];

const cl = getTenant('cl') as Tenant;
const uy = getTenant('uy') as Tenant;
const CART_ID = '0b6f4d9e-1c2a-4b3d-8e5f-6a7b8c9d0e1f';

const lineOf = (lineId: number, name: string, more: Partial<Line> = {}) =>
  ({
    lineId,
    skuId: `100000${lineId}`,
    name,
    image: null,
    quantity: 1,
    total: 4_990,
    saving: 0,
    pricing: { saleUnit: 'unit', coverage: null, paid: { type: 'INTERNET', amount: 4_990 } },
    deliveryMethod: 'homeDelivery',
    store: null,
    available: 10,
    delivery: { dateFrom: '2026-12-01', dateTo: '2026-12-04' },
    services: [],
    ...more,
  }) as unknown as Line;

const cartOf = (tenant: Tenant, more: Partial<CartResponse> = {}) =>
  ({
    cartId: CART_ID,
    siteId: tenant.siteId,
    version: 4,
    currency: tenant.currencies[0]!.code,
    location: { locationId: 'L-2', zipCode: null, label: 'Maldonado', zoneId: 'Z2' },
    lines: [lineOf(1, 'Ampolleta LED 9 W E27 luz cálida')],
    notices: [],
    totals: {
      subtotal: 4_990,
      savings: 0,
      delivery: 3_990,
      total: 8_980,
      storeCardTotal: null,
      storeCardDelivery: null,
      itemCount: 1,
    },
    ...more,
  }) as unknown as CartResponse;

const optionsOf = (cart: CartResponse) =>
  ({
    cartId: CART_ID,
    currency: cart.currency,
    methods: ['card'],
    totals: { card: cart.totals.total, storeCard: null },
    storeCard: null,
    bankPromotions: [],
    payAtStoreHours: 48,
  }) as PaymentOptionsResponse;

const saved: CheckoutState = {
  cartId: CART_ID,
  contact: {
    email: 'ana@fierro.test',
    firstName: 'Ana',
    lastName: 'Pérez',
    phone: '099 123 456',
    document: { type: 'UY_CI', number: '1234567-2' },
  },
  delivery: {
    locationId: 'L-2',
    zipCode: null,
    street: 'Av. Roosevelt',
    number: '1234',
    apartment: null,
  },
  fiscal: { kind: 'eTicket', taxId: null, businessName: null, businessActivity: null },
  payment: {
    method: 'card',
    token: 'tok_test_abcdefgh',
    brand: 'VISA',
    last4: '1111',
    installments: 1,
    promotionId: null,
  },
};

const ALL_DONE = { contact: true, delivery: true, fiscal: true, payment: true, review: false };
const modelOf = (
  cart: CartResponse,
  more: { state?: CheckoutState | null; current?: StepId; changed?: StateChange } = {},
): Ready => ({
  kind: 'ready',
  cart,
  options: optionsOf(cart),
  state: more.state === undefined ? saved : more.state,
  done: more.current === 'contact' ? { ...ALL_DONE, contact: false } : ALL_DONE,
  current: more.current ?? 'review',
  profile: null,
  levels: null,
  savedAddresses: [],
  flash: null,
  changed: more.changed ?? null,
});

const render = (tenant: Tenant, model: Ready) =>
  renderToStaticMarkup(<CheckoutView tenant={tenant} model={model} done={null} notice={null} />)
    .replace(/<!-- -->/g, '')
    .replace(/&nbsp;|\u00a0/g, ' ');
const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
/** One step's block (its `li`). */
const step = (html: string, id: StepId) =>
  new RegExp(`<li[^>]*data-step="${id}"[^>]*>(.*?)</li>(?=<li[^>]*data-step|</ol>)`).exec(
    html,
  )?.[1] ?? '';
const payButton = (html: string) => /<button type="submit"[^>]*>([^<]*)<\/button>/.exec(html)?.[1];

describe("the delivery dates are the cart's now: its place after the address moved it", () => {
  it.each([
    [
      uy,
      'Envío a domicilio: Av. Roosevelt 1234, Maldonado',
      'Envío a domicilio: llega entre el martes, 1 de diciembre y el viernes, 4 de diciembre',
    ],
    [
      cl,
      'Despacho a domicilio: Av. Roosevelt 1234, Maldonado',
      'Despacho a domicilio: llega entre el martes, 1 de diciembre y el viernes, 4 de diciembre',
    ],
  ])(
    '%s: the delivery step says when it arrives, and so does the review',
    (tenant, where, when) => {
      const html = render(tenant, modelOf(cartOf(tenant)));
      const summary = text(/data-step-summary="delivery"[^>]*>(.*?)<\/div>/.exec(html)?.[1] ?? '');
      expect(summary).toBe(
        `${where} Llega entre el martes, 1 de diciembre y el viernes, 4 de diciembre`,
      );
      const review = text(/data-review-delivery[^>]*>(.*?)<\/section>/.exec(html)?.[1] ?? '');
      expect(review).toBe(`Entrega ${when}`);
    },
  );

  it('a store pickup says from when, beside its store, in the step and the review', () => {
    const store = {
      id: 'S1',
      name: 'Fierro Las Piedras',
      address: 'Camino Real 2469',
      hours: null,
    };
    const cart = cartOf(uy, {
      lines: [
        lineOf(1, 'Taladro percutor 13 mm 650 W', {
          deliveryMethod: 'pickupInStore',
          store,
          delivery: { dateFrom: '2099-11-29', dateTo: '2099-11-29' },
        }),
      ],
    });
    const state = {
      ...saved,
      delivery: { locationId: null, zipCode: null, street: null, number: null, apartment: null },
    };
    const html = render(uy, modelOf(cart, { state }));
    expect(text(/data-step-summary="delivery"[^>]*>(.*?)<\/div>/.exec(html)?.[1] ?? '')).toBe(
      'Retiro en tienda: Fierro Las Piedras Disponible desde el domingo, 29 de noviembre',
    );
    expect(text(/data-review-delivery[^>]*>(.*?)<\/section>/.exec(html)?.[1] ?? '')).toBe(
      'Entrega Retiro en tienda · Fierro Las Piedras: disponible desde el domingo, 29 de noviembre',
    );
  });
});

describe('lines that cannot be bought are said before Pay, and Pay waits for the cart', () => {
  const blocked = cartOf(cl, {
    lines: [
      lineOf(1, 'Ampolleta LED 9 W E27 luz cálida'),
      lineOf(2, 'Destornillador paleta 6 piezas', { total: 0, available: 0, delivery: null }),
      lineOf(3, 'Puerta MDF lisa 80 x 200 cm', { quantity: 3, available: 2, delivery: null }),
      lineOf(4, 'Martillo carpintero 20 oz', { quantity: 2, available: 0, delivery: null }),
    ],
    notices: [
      { code: 'NOT_SOLD', lineId: 2, skuId: '1000002', message: 'Este producto ya no se vende' },
      { code: 'OVER_STOCK', lineId: 3, skuId: '1000003', message: 'Quedan 2', available: 2 },
      { code: 'OVER_STOCK', lineId: 4, skuId: '1000004', message: 'Sin stock', available: 0 },
    ],
  });

  it('at the top of the page: which product, what is wrong, how many are left, and the way to the cart', () => {
    const html = render(cl, modelOf(blocked));
    const panel = /<section[^>]*data-cart-blocking[^>]*>(.*?)<\/section>/.exec(html)?.[1] ?? '';
    expect([...panel.matchAll(/<li[^>]*>(.*?)<\/li>/g)].map((m) => m[1])).toEqual([
      'Destornillador paleta 6 piezas ya no se vende: quítalo de tu carro.',
      'Puerta MDF lisa 80 x 200 cm: pediste 3 y quedan 2 disponibles: ajusta la cantidad en tu carro.',
      'Martillo carpintero 20 oz: no queda stock para despacho a domicilio: elige otra forma de entrega o quítalo de tu carro.',
    ]);
    expect(panel).toContain(
      '<h2 id="checkout-cart-notices" class="font-bold">Antes de pagar, revisa tu carro</h2>',
    );
    expect(panel).toMatch(/<a href="\/fierro-cl\/cart\/"[^>]*>Revisar mi carro<\/a>/);
  });

  it('the last step offers no Pay while they stand: it says why and leads to the cart', () => {
    const review = step(render(cl, modelOf(blocked)), 'review');
    expect(payButton(review)).toBeUndefined();
    expect(text(review)).toContain(
      'Podrás pagar cuando resuelvas en tu carro lo que se indica arriba.',
    );
    expect(review).toMatch(/data-pay-blocked.*href="\/fierro-cl\/cart\/"/);
  });

  it('without them, Pay is there', () => {
    const html = render(cl, modelOf(cartOf(cl)));
    expect(payButton(step(html, 'review'))).toBe('Pagar $ 8.980');
    expect(html).not.toContain('data-cart-blocking');
  });

  it('a changed price stops nothing: a short note, and Pay stays', () => {
    const cart = cartOf(cl, {
      notices: [
        { code: 'PRICE_CHANGED', lineId: 1, skuId: '1000001', message: 'Cambió', previous: 4_490 },
      ],
    });
    const html = render(cl, modelOf(cart));
    expect(text(/data-prices-changed[^>]*>(.*?)<\/p>/.exec(html)?.[1] ?? '')).toBe(
      'Algunos precios cambiaron desde la última vez que viste tu carro: están marcados en el resumen.',
    );
    expect(html).not.toContain('data-cart-blocking');
    expect(payButton(step(html, 'review'))).toBe('Pagar $ 8.980');
  });
});

describe('a cart or an account changed since the saved steps is said on the first step', () => {
  it.each([
    ['cart', 'Tu carro cambió desde que empezaste la compra: revisa tus datos.'],
    ['account', 'Cambió la sesión con la que compras: revisa tus datos.'],
  ] as const)('%s: "%s"', (changed, said) => {
    const html = render(cl, modelOf(cartOf(cl), { state: null, current: 'contact', changed }));
    const contact = step(html, 'contact');
    expect(text(/data-checkout-changed[^>]*>(.*?)<\/p>/.exec(contact)?.[1] ?? '')).toBe(said);
  });

  it('nothing changed: nothing said', () => {
    const html = render(cl, modelOf(cartOf(cl), { state: null, current: 'contact' }));
    expect(html).not.toContain('data-checkout-changed');
  });
});
