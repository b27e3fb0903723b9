import type { CartResponse } from '@fierro/commerce/contract';
import { getTenant, type Tenant } from '@fierro/tenants';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { CheckoutState } from './state';

/**
 * The checkout page's loader with stand-ins for commerce, identity and the cookies: what it makes
 * of a cart that answers 404 after the session that saved the steps ended, and of a cart or an
 * account other than the steps'.
 */
vi.mock('server-only', () => ({}));
const api = vi.hoisted(() => ({
  readCart: vi.fn(),
  paymentOptions: vi.fn(),
  readOrder: vi.fn(),
}));
vi.mock('../../lib/commerce/checkout', () => api);
vi.mock('../../lib/commerce/account', () => ({
  readAddresses: async () => [],
  readProfile: async () => null,
}));
const who = vi.hoisted(() => ({ account: null as string | null | undefined, cookie: false }));
vi.mock('./account', () => ({
  shopperAccount: async () => who.account,
  sessionCookieSent: async () => who.cookie,
}));
const jar = vi.hoisted(() => ({ cartId: null as string | null, state: null as unknown }));
vi.mock('./state-cookie', () => ({
  cartIdOf: async () => jar.cartId,
  // As state-cookie's: the cookie's cart, else the saved steps' (the shopper's open cart, read
  // when neither is there, is the journey's: checkout.spec "a new device").
  cartBeingBought: async (_t: unknown, saved: { cartId?: string } | null) =>
    jar.cartId ?? saved?.cartId ?? null,
  readSavedState: async () => jar.state,
  readFlash: async () => null,
}));
vi.mock('./places', () => ({ placeLevels: async () => [], pickedPlaceLevels: async () => [] }));
const { loadCheckout, loadOrder } = await import('./data');

const cl = getTenant('cl') as Tenant;
const CART_ID = '0b6f4d9e-1c2a-4b3d-8e5f-6a7b8c9d0e1f';
const OTHER_CART = '1b6f4d9e-1c2a-4b3d-8e5f-6a7b8c9d0e1f';

const cart = (cartId: string) =>
  ({
    cartId,
    siteId: cl.siteId,
    version: 2,
    currency: 'CLP',
    location: null,
    lines: [
      {
        lineId: 1,
        skuId: '1000050',
        name: 'Ampolleta',
        quantity: 1,
        deliveryMethod: 'pickupInStore',
        store: { id: 'S1', name: 'Centro', address: 'Av. 1', hours: null },
      },
    ],
    notices: [],
    totals: { total: 4_990 },
  }) as unknown as CartResponse;
const notFound = {
  data: null,
  error: {
    kind: 'status',
    status: 404,
    statusText: 'Not Found',
    special: false,
    errors: [{ code: 'CART_NOT_FOUND', message: 'No encontramos tu carro' }],
  },
};
const options = { data: { methods: ['card'], bankPromotions: [], storeCard: null }, error: null };

const saved = (account: string | null): CheckoutState => ({
  cartId: CART_ID,
  contact: {
    email: 'ana@fierro.test',
    firstName: 'Ana',
    lastName: 'Pérez',
    phone: '+56 9 1234 5678',
    document: { type: 'CL_RUT', number: '12.345.678-5' },
  },
  account,
});

beforeEach(() => {
  api.readCart.mockReset().mockResolvedValue(notFound);
  api.paymentOptions.mockReset().mockResolvedValue(options);
  jar.cartId = CART_ID;
  jar.state = null;
  who.account = null;
  who.cookie = false;
});

describe('the checkout after the session that saved the steps ended', () => {
  it('signed out in another tab: the cart a guest cannot read asks for the sign-in, not "nothing to pay"', async () => {
    jar.state = saved('acc-ana');
    expect(await loadCheckout(cl, null)).toEqual({ kind: 'ended' });
  });

  it("its cart cookie gone as well (the header forgot the cart): the steps' cart is asked for, and the same", async () => {
    jar.cartId = null;
    jar.state = saved('acc-ana');
    expect(await loadCheckout(cl, null)).toEqual({ kind: 'ended' });
    expect(api.readCart).toHaveBeenCalledWith(cl, CART_ID, true);
  });

  it('signed in again: the same cart and steps, where they were', async () => {
    jar.cartId = null;
    jar.state = saved('acc-ana');
    who.account = 'acc-ana';
    api.readCart.mockResolvedValue({ data: cart(CART_ID), error: null });
    const model = await loadCheckout(cl, null);
    expect(model).toMatchObject({ kind: 'ready', state: saved('acc-ana'), changed: null });
    expect(model.kind === 'ready' && model.done.contact).toBe(true);
  });

  it('ended on the first step, no step saved yet: the session it carried is said to have ended', async () => {
    who.cookie = true;
    expect(await loadCheckout(cl, null)).toEqual({ kind: 'ended' });
  });

  it("a guest's cart gone (paid, expired): nothing to pay, as before", async () => {
    jar.state = saved(null);
    expect(await loadCheckout(cl, null)).toEqual({ kind: 'empty' });
  });
});

describe("a cart or an account other than the steps'", () => {
  it('signed in as another shopper elsewhere: their cart, the first step, and it is said', async () => {
    jar.cartId = OTHER_CART;
    jar.state = saved('acc-ana');
    who.account = 'acc-beto';
    api.readCart.mockResolvedValue({ data: cart(OTHER_CART), error: null });
    expect(await loadCheckout(cl, null)).toMatchObject({
      kind: 'ready',
      state: null,
      current: 'contact',
      changed: 'cart',
    });
  });

  it('another account on the same cart: the steps are not theirs', async () => {
    jar.state = saved('acc-ana');
    who.account = 'acc-beto';
    api.readCart.mockResolvedValue({ data: cart(CART_ID), error: null });
    expect(await loadCheckout(cl, null)).toMatchObject({
      kind: 'ready',
      state: null,
      changed: 'account',
    });
  });
});

describe("the confirmation's order", () => {
  const ORDER_ID = '2b6f4d9e-1c2a-4b3d-8e5f-6a7b8c9d0e1f';
  it("commerce's 4xx is none of the shopper's: null (the page's 404)", async () => {
    api.readOrder.mockResolvedValueOnce({
      data: null,
      error: { kind: 'status', status: 404, statusText: 'Not Found', special: false },
    });
    expect(await loadOrder(cl, ORDER_ID, null)).toBeNull();
  });

  it('commerce down or failing is the error page with its retry, never "not found"', async () => {
    for (const error of [
      { kind: 'thrown', status: 0, statusText: 'ECONNREFUSED', special: false },
      { kind: 'status', status: 503, statusText: 'Service Unavailable', special: false },
    ]) {
      api.readOrder.mockResolvedValueOnce({ data: null, error });
      await expect(loadOrder(cl, ORDER_ID, 'token')).rejects.toThrow(/order/);
    }
  });
});
