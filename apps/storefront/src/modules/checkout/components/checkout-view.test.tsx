import type {
  CartResponse,
  OrderResponse,
  PaymentOptionsResponse,
} from '@fierro/commerce/contract';
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
vi.mock('../actions/answer-challenge', () => ({ submitChallenge: async () => ({ error: null }) }));
const { CheckoutView, stepDocumentTitle } = await import('./checkout-view');
const { ChallengeView } = await import('./challenge-view');
const { focusHeading } = await import('./focus-step-client');
const { checkoutTranslator } = await import('../messages');

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
      'Envío a domicilio: llega entre el martes 1 de diciembre y el viernes 4 de diciembre',
    ],
    [
      cl,
      'Despacho a domicilio: Av. Roosevelt 1234, Maldonado',
      'Despacho a domicilio: llega entre el martes 1 de diciembre y el viernes 4 de diciembre',
    ],
  ])(
    '%s: the delivery step says when it arrives, and so does the review',
    (tenant, where, when) => {
      const html = render(tenant, modelOf(cartOf(tenant)));
      const summary = text(/data-step-summary="delivery"[^>]*>(.*?)<\/div>/.exec(html)?.[1] ?? '');
      expect(summary).toBe(
        `${where} Llega entre el martes 1 de diciembre y el viernes 4 de diciembre`,
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
      'Retiro en tienda: Fierro Las Piedras Disponible desde el domingo 29 de noviembre',
    );
    expect(text(/data-review-delivery[^>]*>(.*?)<\/section>/.exec(html)?.[1] ?? '')).toBe(
      'Entrega Retiro en tienda · Fierro Las Piedras: disponible desde el domingo 29 de noviembre',
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
      'Puerta MDF lisa 80 x 200 cm: pediste 3 y quedan 2 disponibles. Ajusta la cantidad en tu carro.',
      'Martillo carpintero 20 oz: no queda stock para despacho a domicilio. Elige otra forma de entrega o quítalo de tu carro.',
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

describe("each step's heading says its number once", () => {
  const heading = (html: string, id: StepId) =>
    new RegExp(`<h2 id="checkout-step-${id}"[^>]*>(.*?)</h2>`).exec(html)?.[1] ?? '';

  it.each([
    [cl, 'delivery', 'Paso 2 de 5: Entrega', '2'],
    [getTenant('br') as Tenant, 'payment', 'Etapa 4 de 5: Forma de pagamento', '4'],
  ] as const)('%s %s: "%s", its number drawn beside it', (tenant, id, said, n) => {
    const h2 = heading(render(tenant, modelOf(cartOf(tenant), { current: id })), id);
    expect(text(h2)).toBe(said);
    expect(text(h2).split(n).length - 1).toBe(1);
    expect(h2).toContain(`<span aria-hidden="true" data-step-number="${n}"></span>`);
  });
});

describe("the page's title names the open step, in the site's language", () => {
  it.each([
    [cl, 'contact', 'Datos de contacto · Finalizar compra | Fierro Chile'],
    [cl, 'delivery', 'Entrega · Finalizar compra | Fierro Chile'],
    [getTenant('br') as Tenant, 'payment', 'Forma de pagamento · Finalizar compra | Fierro Brasil'],
  ] as const)('%s %s: "%s"', (tenant, id, title) => {
    expect(stepDocumentTitle(tenant, checkoutTranslator(tenant), id)).toBe(title);
  });
});

describe('the bank check and the confirmation land at their top, their H1 focused', () => {
  const order = {
    orderId: '00000000-0000-4000-8000-000000000009',
    status: 'PAYMENT_PENDING',
    challengeId: 'ch_1',
    currency: 'CLP',
    totals: { total: 8_980 },
    payment: { brand: 'VISA', last4: '3184' },
  } as unknown as OrderResponse;

  it("the challenge page's H1 can take the focus", () => {
    const html = renderToStaticMarkup(<ChallengeView tenant={cl} order={order} token={null} />);
    expect(html).toMatch(/<h1 id="challenge-title" tabindex="-1"/);
  });

  /** A page: its heading, what has the focus, where it is scrolled. */
  function fakePage(active: 'body' | 'heading' | 'field' | 'link') {
    const calls: string[] = [];
    const el = (name: string, field = false) => ({
      name,
      matches: () => field,
      focus: (o?: FocusOptions) =>
        calls.push(`focus ${name}${o?.preventScroll ? ' in place' : ''}`),
      scrollIntoView: () => calls.push(`scroll ${name} into view`),
    });
    const heading = el('h1');
    const body = el('body');
    const others = { body, heading, field: el('input', true), link: el('a') };
    const doc = {
      body,
      activeElement: others[active],
      getElementById: (id: string) => (id === 'challenge-title' ? heading : null),
      defaultView: {
        scrollTo: (o: ScrollToOptions) => calls.push(`scroll to ${o.top} ${o.behavior}`),
      },
    };
    return { doc: doc as unknown as Document, calls };
  }

  it('arrived (focus on nothing): the H1 takes it, and the page is at its top at once', () => {
    const { doc, calls } = fakePage('body');
    focusHeading(doc, 'challenge-title', true);
    expect(calls).toEqual(['focus h1 in place', 'scroll to 0 instant']);
  });

  it('focus the shopper already put somewhere stays there', () => {
    for (const where of ['link', 'field'] as const) {
      const { doc, calls } = fakePage(where);
      focusHeading(doc, 'challenge-title', true);
      expect(calls).toEqual([]);
    }
  });

  it("a checkout step's heading still scrolls itself into view (clear of the header)", () => {
    const { doc, calls } = fakePage('link');
    focusHeading(doc, 'challenge-title', false);
    expect(calls).toEqual(['focus h1 in place', 'scroll h1 into view']);
  });
});

describe("the contact step's summary writes the document as people of its country do", () => {
  const ar = getTenant('ar') as Tenant;
  const co = getTenant('co') as Tenant;
  it.each([
    [uy, { type: 'UY_CI', number: '1234567-2' }, 'Cédula de identidad 1.234.567-2'],
    [ar, { type: 'AR_DNI', number: '30123456' }, 'DNI 30.123.456'],
    [co, { type: 'CO_CC', number: '1020304050' }, 'Cédula de ciudadanía 1.020.304.050'],
    [cl, { type: 'CL_RUT', number: '12345678-5' }, 'RUT 12.345.678-5'],
  ] as const)('%#: %j reads "%s"', (tenant, document, said) => {
    const state = { ...saved, contact: { ...saved.contact!, document } } as CheckoutState;
    const html = render(tenant, modelOf(cartOf(tenant), { state }));
    const summary = /data-step-summary="contact"[^>]*>(.*?)<\/div>/.exec(html)?.[1] ?? '';
    expect([...summary.matchAll(/<p>([^<]*)<\/p>/g)].map((m) => m[1])).toContain(said);
  });
});
