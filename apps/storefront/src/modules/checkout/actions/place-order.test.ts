import type { CartResponse, OrderResponse, PlaceOrderBody } from '@fierro/commerce/contract';
import { checkoutUrl, orderConfirmationUrl } from '@fierro/domain';
import { getTenant, type Tenant } from '@fierro/tenants';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { CheckoutState } from '../state';

/**
 * The place-order action against a stand-in for commerce: its cart read, its payment options and
 * its placement with commerce's idempotency rule (a key answers the order it placed to the same
 * body; a closed cart is 404 to anything else). Cookies, headers and redirects are stand-ins too.
 */
vi.mock('server-only', () => ({}));
vi.mock('next/headers', () => ({
  // A request the page's script sent: refusals come back as the action's state.
  headers: async () =>
    new Headers({ 'next-action': 'a', host: 'shop.test', origin: 'http://shop.test' }),
}));
class Redirected extends Error {
  constructor(readonly url: string) {
    super('NEXT_REDIRECT');
  }
}
vi.mock('next/navigation', () => ({
  redirect: (url: string) => {
    throw new Redirected(url);
  },
}));
const api = vi.hoisted(() => ({
  readCart: vi.fn(),
  paymentOptions: vi.fn(),
  placeOrder: vi.fn(),
}));
vi.mock('../../../lib/commerce/checkout', () => api);
const cookie = vi.hoisted(() => ({ state: null as unknown, written: [] as unknown[] }));
vi.mock('../state-cookie', () => ({
  cartIdOf: async () => CART_ID,
  cartBeingBought: async () => CART_ID,
  readSavedState: async () => cookie.state,
  writeState: async (_t: unknown, s: unknown) => {
    cookie.written.push(s);
  },
  forgetCheckout: async () => undefined,
  writeFlash: async () => undefined,
}));
const who = vi.hoisted(() => ({ account: null as string | null | undefined }));
vi.mock('../account', () => ({ shopperAccount: async () => who.account }));

const { placeOrderAction } = await import('./place-order');
const { stepContext } = await import('./context');
const { PLACE_IDLE } = await import('./place-result');

const cl = getTenant('cl') as Tenant;
const CART_ID = '0b6f4d9e-1c2a-4b3d-8e5f-6a7b8c9d0e1f';
const ORDER_ID = '5d2c9a4e-7b1f-4c3d-9e8a-1f2b3c4d5e6f';

type Line = CartResponse['lines'][number];
const lineOf = (lineId: number, name: string, extra: Partial<Line> = {}) =>
  ({
    lineId,
    skuId: `100000${lineId}`,
    name,
    quantity: 1,
    total: 4_990,
    saving: 0,
    pricing: { saleUnit: 'unit', coverage: null, paid: { type: 'INTERNET', amount: 4_990 } },
    deliveryMethod: 'homeDelivery',
    store: null,
    available: 10,
    delivery: null,
    services: [],
    ...extra,
  }) as unknown as Line;

const cartOf = (extra: Partial<CartResponse> = {}) =>
  ({
    cartId: CART_ID,
    siteId: cl.siteId,
    version: 3,
    currency: 'CLP',
    location: { locationId: 'CL-13-colina', zipCode: null, label: 'Colina', zoneId: '1' },
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
    ...extra,
  }) as unknown as CartResponse;

const store = { id: 'S1', name: 'Fierro Colina', address: 'Av. 1', hours: null };
const pickupCart = () =>
  cartOf({
    lines: [lineOf(1, 'Martillo carpintero 20 oz', { deliveryMethod: 'pickupInStore', store })],
    totals: { ...cartOf().totals, delivery: 0, total: 4_990 },
  });

const saved: CheckoutState = {
  cartId: CART_ID,
  contact: {
    email: 'ana@fierro.test',
    firstName: 'Ana',
    lastName: 'Pérez',
    phone: '+56 9 1234 5678',
    document: { type: 'CL_RUT', number: '12.345.678-5' },
  },
  delivery: {
    locationId: 'CL-13-colina',
    zipCode: null,
    street: 'Av. Providencia',
    number: '1234',
    apartment: null,
  },
  fiscal: { kind: 'boleta', taxId: null, businessName: null, businessActivity: null },
  payment: {
    method: 'card',
    token: 'tok_test_abcdefgh',
    brand: 'VISA',
    last4: '1111',
    installments: 1,
    promotionId: null,
  },
  account: null,
};
const atStore: CheckoutState = {
  ...saved,
  delivery: { locationId: null, zipCode: null, street: null, number: null, apartment: null },
};

const ok = <T>(data: T) => ({ data, error: null });
const refused = (status: number, code: string, more: object = {}, extra?: object) => ({
  data: null,
  error: {
    kind: 'status',
    status,
    statusText: '',
    special: false,
    errors: [{ code, message: `${code} (commerce)`, ...more }],
    ...(extra ? { extra } : {}),
  },
});

/** Commerce's side: one order per cart, a key answering its own order to its own body. */
let commerce: { cart: CartResponse; closed: boolean; keys: Map<string, string>; orders: number };
const order = { orderId: ORDER_ID, status: 'PAID', challengeId: null, accessToken: 'tok-1' };

beforeEach(() => {
  commerce = { cart: cartOf(), closed: false, keys: new Map(), orders: 0 };
  cookie.state = saved;
  cookie.written = [];
  who.account = null;
  api.readCart
    .mockReset()
    .mockImplementation(async () =>
      commerce.closed ? refused(404, 'CART_NOT_FOUND') : ok(commerce.cart),
    );
  api.paymentOptions.mockReset().mockImplementation(async () =>
    ok({
      cartId: CART_ID,
      currency: 'CLP',
      methods: ['card'],
      totals: { card: commerce.cart.totals.total, storeCard: null },
      storeCard: null,
      bankPromotions: [],
      payAtStoreHours: 48,
    }),
  );
  api.placeOrder
    .mockReset()
    .mockImplementation(async (_t: Tenant, body: PlaceOrderBody, key: string) => {
      await new Promise((r) => setTimeout(r, 5));
      const hash = JSON.stringify(body);
      const claimed = commerce.keys.get(key);
      if (claimed !== undefined) {
        return claimed === hash ? ok(order) : refused(409, 'IDEMPOTENCY_KEY_REUSED');
      }
      if (commerce.closed) return refused(404, 'CART_NOT_FOUND', { field: 'cartId' });
      commerce.closed = true;
      commerce.orders++;
      commerce.keys.set(key, hash);
      return ok(order as unknown as OrderResponse);
    });
});

const form = (expectedTotal = commerce.cart.totals.total) => {
  const data = new FormData();
  data.set('site', cl.pathPrefix);
  data.set('checkoutStep', 'review');
  data.set('expectedTotal', String(expectedTotal));
  return data;
};

/** Where the action sends the shopper (or what it answers when it does not). */
const pay = async (data = form()) => {
  try {
    return { answer: await placeOrderAction(PLACE_IDLE, data) };
  } catch (e) {
    if (e instanceof Redirected) return { redirect: e.url };
    throw e;
  }
};
const confirmation = orderConfirmationUrl(cl, ORDER_ID, 'tok-1');

describe('Pay sent more than once lands on the one order placed', () => {
  it('three identical Pay posts at once (no script): one order, and all three reach its confirmation', async () => {
    const answers = await Promise.all([pay(), pay(), pay()]);
    expect(commerce.orders).toBe(1);
    expect(answers).toEqual([
      { redirect: confirmation },
      { redirect: confirmation },
      { redirect: confirmation },
    ]);
  });

  it('a Pay sent again after its order closed the cart (its answer never came back): the saved attempt is sent again, and commerce answers its order', async () => {
    expect(await pay()).toEqual({ redirect: confirmation });
    // The first answer was lost: the cookie kept the attempt saved before the call.
    cookie.state = cookie.written[0];
    expect(cookie.state).toHaveProperty('attempt.key');
    expect(await pay()).toEqual({ redirect: confirmation });
    expect(commerce.orders).toBe(1);
    expect(api.placeOrder.mock.calls[1]![2]).toBe(api.placeOrder.mock.calls[0]![2]);
  });

  it("a signed-in shopper's confirmation carries no key to the order (the session reads it; a history entry would keep the key)", async () => {
    cookie.state = { ...saved, account: 'acc-ana' };
    who.account = 'acc-ana';
    expect(await pay()).toEqual({ redirect: orderConfirmationUrl(cl, ORDER_ID) });
  });

  it('the same, collected at a store (the saved steps hold no address)', async () => {
    commerce.cart = pickupCart();
    cookie.state = atStore;
    expect(await pay()).toEqual({ redirect: confirmation });
    expect(await pay()).toEqual({ redirect: confirmation });
    expect(commerce.orders).toBe(1);
  });

  it('a cart gone with no order of this attempt: back to the checkout, which says why', async () => {
    commerce.closed = true;
    expect(await pay()).toEqual({ redirect: checkoutUrl(cl) });
    expect(commerce.orders).toBe(0);
  });
});

describe('a line that cannot be bought, after Pay, is named', () => {
  const unsold = () =>
    cartOf({
      lines: [
        lineOf(1, 'Ampolleta LED 9 W E27 luz cálida'),
        lineOf(2, 'Destornillador paleta 6 piezas', { total: 0, available: 0 }),
      ],
      notices: [
        {
          code: 'NOT_SOLD',
          lineId: 2,
          skuId: '1000002',
          message: 'Este producto ya no se vende',
        },
      ],
    });

  it('no longer sold in the cart read before placing: named, and nothing is sent', async () => {
    commerce.cart = unsold();
    const { answer } = await pay();
    expect(answer).toEqual({
      kind: 'error',
      message: 'No pudimos tomar tu pedido: revisa esto en tu carro.',
      cart: true,
      lines: ['Destornillador paleta 6 piezas ya no se vende: quítalo de tu carro.'],
    });
    expect(api.placeOrder).not.toHaveBeenCalled();
  });

  it('refused by commerce (CART_NOT_READY, the cart changed after the read): the product is named', async () => {
    api.placeOrder.mockResolvedValueOnce(
      refused(409, 'CART_NOT_READY', {
        field: 'cart.lines.2',
        message: 'Este producto ya no se vende',
      }),
    );
    api.readCart.mockResolvedValueOnce(ok(cartOf())).mockResolvedValueOnce(ok(unsold()));
    const { answer } = await pay();
    expect(answer).toMatchObject({
      kind: 'error',
      cart: true,
      lines: ['Destornillador paleta 6 piezas ya no se vende: quítalo de tu carro.'],
    });
  });

  it('stock taken meanwhile (OUT_OF_STOCK): the product, the quantity asked and the units left', async () => {
    const short = cartOf({
      lines: [lineOf(1, 'Puerta MDF lisa 80 x 200 cm', { quantity: 3, available: 1 })],
      notices: [
        {
          code: 'OVER_STOCK',
          lineId: 1,
          skuId: '1000001',
          message: 'Quedan 1: ajusta la cantidad para continuar',
          available: 1,
        },
      ],
    });
    api.placeOrder.mockResolvedValueOnce(refused(409, 'OUT_OF_STOCK', { field: 'cart' }));
    api.readCart.mockResolvedValueOnce(ok(cartOf())).mockResolvedValueOnce(ok(short));
    const { answer } = await pay();
    expect(answer).toMatchObject({
      lines: [
        'Puerta MDF lisa 80 x 200 cm: pediste 3 y queda 1 disponible. Ajusta la cantidad en tu carro.',
      ],
    });
  });
});

describe('the "total changed" panel shows the rows the summary shows', () => {
  const totalChanged = (totals: Partial<CartResponse['totals']>) =>
    refused(
      409,
      'TOTAL_CHANGED',
      { field: 'expectedTotal' },
      {
        totals: { ...commerce.cart.totals, ...totals },
      },
    );

  it('collected at a store, nothing saved: no "Descuentos -$ 0" and no delivery row', async () => {
    commerce.cart = pickupCart();
    cookie.state = atStore;
    api.placeOrder.mockResolvedValueOnce(totalChanged({ subtotal: 5_390, total: 5_390 }));
    const { answer } = await pay();
    expect(answer).toMatchObject({
      kind: 'totalChanged',
      total: 5_390,
      shown: {
        previous: '$ 4.990',
        subtotal: '$ 5.390',
        savings: null,
        delivery: null,
        total: '$ 5.390',
      },
    });
  });

  it('shipped home: the saving when there is one, the delivery as the summary says it', async () => {
    api.placeOrder.mockResolvedValueOnce(
      totalChanged({ subtotal: 6_990, savings: 1_000, delivery: 0, total: 5_990 }),
    );
    const { answer } = await pay();
    expect(answer).toMatchObject({
      shown: { savings: '$ 1.000', delivery: 'Gratis', total: '$ 5.990' },
    });
  });

  it('line prices changed and the total did not: said so, the lines named, nothing re-marked', async () => {
    const changed = cartOf({
      notices: [
        {
          code: 'PRICE_CHANGED',
          lineId: 1,
          skuId: '1000001',
          message: 'El precio cambió desde que lo agregaste',
          previous: 5_390,
        },
      ],
    });
    api.placeOrder.mockResolvedValueOnce(totalChanged({}));
    api.readCart.mockResolvedValueOnce(ok(cartOf())).mockResolvedValueOnce(ok(changed));
    const { answer } = await pay();
    expect(answer).toMatchObject({
      kind: 'totalChanged',
      sameTotal: true,
      changes: ['Ampolleta LED 9 W E27 luz cálida: antes $ 5.390, ahora $ 4.990'],
    });
    // Commerce counts its answer's prices as seen; a read here must not record others over them
    // (a catalogue cache a moment behind the order's prices would).
    expect(api.readCart).not.toHaveBeenCalledWith(cl, CART_ID, true);
  });
});

describe('after the signed-in session that saved the steps ended in another tab', () => {
  const ana = { ...saved, account: 'acc-ana' };
  const signedOut = () => {
    cookie.state = ana;
    who.account = null;
    // A signed-in shopper's cart answers a guest 404.
    api.readCart.mockResolvedValue(refused(404, 'CART_NOT_FOUND'));
  };

  it("a step sent then saves nothing over the account's steps: back to the checkout, which asks for the sign-in", async () => {
    signedOut();
    await expect(stepContext(form())).rejects.toMatchObject({ url: checkoutUrl(cl) });
  });

  it('Pay: the same, and nothing is placed', async () => {
    signedOut();
    expect(await pay()).toEqual({ redirect: checkoutUrl(cl) });
    expect(cookie.written).toEqual([]);
    expect(api.placeOrder).not.toHaveBeenCalled();
  });

  it("a cart a guest may read goes on as the guest's, without the account's steps", async () => {
    cookie.state = ana;
    const ctx = await stepContext(form());
    expect(ctx).toMatchObject({ cartId: CART_ID, state: { cartId: CART_ID, account: null } });
    expect(ctx).not.toHaveProperty('state.contact');
  });

  it('signed in again as the same shopper: the steps, as they were', async () => {
    cookie.state = ana;
    who.account = 'acc-ana';
    expect(await stepContext(form())).toMatchObject({ state: ana });
  });
});
