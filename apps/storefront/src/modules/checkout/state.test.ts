import type { CartResponse, PaymentOptionsResponse } from '@fierro/commerce/contract';
import { getTenant, type Tenant } from '@fierro/tenants';
import { describe, expect, it } from 'vitest';
import {
  attemptFor,
  type CheckoutState,
  checkoutStateOf,
  decodeState,
  encodeState,
  expectedTotalOf,
  orderBodyOf,
  paymentValid,
  progressOf,
  resentBodyOf,
  sessionEnded,
} from './state';

const cl = getTenant('cl') as Tenant;
const br = getTenant('br') as Tenant;
const CART_ID = '0b6f4d9e-1c2a-4b3d-8e5f-6a7b8c9d0e1f';

const line = (method: 'homeDelivery' | 'buyAtStore') =>
  ({
    lineId: 1,
    skuId: '1000010',
    deliveryMethod: method,
    store:
      method === 'homeDelivery'
        ? null
        : { id: 'S1', name: 'Centro', address: 'Av. 1', hours: null },
  }) as unknown as CartResponse['lines'][number];

const cartOf = (
  method: 'homeDelivery' | 'buyAtStore',
  location: Partial<NonNullable<CartResponse['location']>> = { locationId: 'CL-13-colina' },
) =>
  ({
    cartId: CART_ID,
    lines: [line(method)],
    location: { locationId: null, zipCode: null, label: 'Colina', zoneId: '1', ...location },
  }) as unknown as CartResponse;

const options: PaymentOptionsResponse = {
  cartId: CART_ID,
  currency: 'CLP',
  methods: ['card', 'storeCard'],
  totals: { card: 25_970, storeCard: 24_000 },
  storeCard: { name: 'CMR', maxInstallments: 36 },
  bankPromotions: [
    {
      promotionId: 'P1BK03',
      title: '3 cuotas',
      bank: 'Banco',
      months: 3,
      interestFree: true,
      monthlyAmount: 8656,
      lastAmount: 8658,
      total: 25_970,
    },
  ],
  payAtStoreHours: 48,
};

const contact = {
  email: 'ana@fierro.test',
  firstName: 'Ana',
  lastName: 'Pérez',
  phone: '+56 9 1234 5678',
  document: { type: 'CL_RUT', number: '12.345.678-5' },
};
const address = {
  locationId: 'CL-13-colina',
  zipCode: null,
  street: 'Av. Providencia',
  number: '1234',
  apartment: null,
};
const full: CheckoutState = {
  cartId: CART_ID,
  contact,
  delivery: address,
  fiscal: { kind: 'boleta', taxId: null, businessName: null, businessActivity: null },
  payment: {
    method: 'card',
    token: 'tok_test_abcdefgh',
    brand: 'VISA',
    last4: '1111',
    installments: 1,
    promotionId: null,
  },
};

describe('the saved steps (a cookie)', () => {
  it('come back as they were for the same cart', () => {
    expect(decodeState(encodeState(full), CART_ID)).toEqual(full);
  });

  it('are forgotten for another cart, or when tampered with', () => {
    expect(decodeState(encodeState(full), '1b6f4d9e-1c2a-4b3d-8e5f-6a7b8c9d0e1f')).toBeNull();
    expect(decodeState('not-base64-json', CART_ID)).toBeNull();
    expect(decodeState(undefined, CART_ID)).toBeNull();
    const long = { ...full, contact: { ...contact, email: 'x'.repeat(300) } };
    expect(
      decodeState(Buffer.from(JSON.stringify(long)).toString('base64url'), CART_ID),
    ).toBeNull();
  });

  it('never hold a card number or its code', () => {
    const withCard = {
      ...full,
      payment: { ...full.payment, number: '4111111111111111', cvv: '123' },
    };
    const decoded = decodeState(
      Buffer.from(JSON.stringify(withCard)).toString('base64url'),
      CART_ID,
    );
    expect(JSON.stringify(decoded)).not.toContain('4111111111111111');
    expect(decoded?.payment).not.toHaveProperty('cvv');
  });
});

describe('which step is open', () => {
  it('the first one not done; review once all are', () => {
    expect(progressOf(cl, null, cartOf('homeDelivery'), options).current).toBe('contact');
    const noFiscal = { ...full, fiscal: undefined };
    expect(progressOf(cl, noFiscal, cartOf('homeDelivery'), options).current).toBe('fiscal');
    expect(progressOf(cl, full, cartOf('homeDelivery'), options)).toMatchObject({
      current: 'review',
      done: { contact: true, delivery: true, fiscal: true, payment: true },
    });
  });

  it('a done step can be reopened; a later one cannot be skipped to', () => {
    expect(progressOf(cl, full, cartOf('homeDelivery'), options, 'contact').current).toBe(
      'contact',
    );
    const noContact = { ...full, contact: undefined };
    expect(progressOf(cl, noContact, cartOf('homeDelivery'), options, 'payment').current).toBe(
      'contact',
    );
    expect(progressOf(cl, full, cartOf('homeDelivery'), options, 'nonsense').current).toBe(
      'review',
    );
  });

  it('an address outside the cart location is not a done delivery (the cart moved)', () => {
    const moved = cartOf('homeDelivery', { locationId: 'CL-13-santiago' });
    expect(progressOf(cl, full, moved, options).current).toBe('delivery');
  });

  it('a store purchase needs no address', () => {
    const confirmed = {
      ...full,
      delivery: { ...address, street: null, number: null, locationId: null },
    };
    expect(progressOf(cl, confirmed, cartOf('buyAtStore'), options).done.delivery).toBe(true);
  });

  it('a zip-code site matches the address by its digits', () => {
    const cart = cartOf('homeDelivery', { locationId: null, zipCode: '01310-100' });
    const state = {
      ...full,
      contact: { ...contact, document: { type: 'BR_CPF', number: '529.982.247-25' } },
      delivery: { ...address, locationId: null, zipCode: '01310100' },
      fiscal: {
        kind: 'notaFiscal',
        taxId: '52998224725',
        businessName: null,
        businessActivity: null,
      },
    };
    expect(progressOf(br, state, cart, { ...options, methods: ['card'] }).done).toMatchObject({
      contact: true,
      delivery: true,
      fiscal: true,
    });
  });
});

describe('a saved payment', () => {
  const card = full.payment!;
  it('is valid for a method the cart offers, with its token', () => {
    expect(paymentValid(card, options)).toBe(true);
    expect(paymentValid({ ...card, token: undefined }, options)).toBe(false);
    expect(
      paymentValid({ method: 'payAtStore', installments: 1, promotionId: null }, options),
    ).toBe(false);
  });

  it('takes a bank promotion only with its own months, the store card up to its maximum', () => {
    expect(paymentValid({ ...card, installments: 3, promotionId: 'P1BK03' }, options)).toBe(true);
    expect(paymentValid({ ...card, installments: 6, promotionId: 'P1BK03' }, options)).toBe(false);
    expect(paymentValid({ ...card, installments: 3, promotionId: 'GONE' }, options)).toBe(false);
    expect(paymentValid({ ...card, installments: 3 }, options)).toBe(false);
    expect(paymentValid({ ...card, method: 'storeCard', installments: 36 }, options)).toBe(true);
    expect(paymentValid({ ...card, method: 'storeCard', installments: 48 }, options)).toBe(false);
  });

  it('the store card expects its own total', () => {
    expect(expectedTotalOf('card', options)).toBe(25_970);
    expect(expectedTotalOf('storeCard', options)).toBe(24_000);
    expect(expectedTotalOf('payAtStore', options)).toBe(25_970);
  });
});

describe('the order body', () => {
  it('is built from the steps with the total shown, and the address the cart takes', () => {
    expect(orderBodyOf(cl, full, cartOf('homeDelivery'), 25_970)).toEqual({
      cartId: CART_ID,
      contact,
      delivery: {
        address: {
          locationId: 'CL-13-colina',
          street: 'Av. Providencia',
          number: '1234',
          apartment: null,
        },
      },
      fiscalDocument: full.fiscal,
      payment: { method: 'card', token: 'tok_test_abcdefgh', installments: 1, promotionId: null },
      expectedTotal: 25_970,
    });
  });

  it('a store purchase sends no address; a missing step, no body at all', () => {
    expect(orderBodyOf(cl, full, cartOf('buyAtStore'), 1)?.delivery).toEqual({});
    expect(orderBodyOf(cl, { ...full, payment: undefined }, cartOf('buyAtStore'), 1)).toBeNull();
  });
});

describe('the Idempotency-Key of a placement', () => {
  let n = 0;
  const newKey = () => `chk-${++n}`;
  it('is kept while the attempt sends the same body, and new for another body', () => {
    const first = attemptFor(undefined, 'h1', newKey);
    expect(attemptFor(first, 'h1', newKey)).toEqual(first);
    const second = attemptFor(first, 'h2', newKey);
    expect(second.key).not.toBe(first.key);
    expect(second.hash).toBe('h2');
  });

  it('an attempt saved before its body was known takes that body', () => {
    expect(attemptFor({ key: 'chk-x', hash: null }, 'h9', newKey)).toEqual({
      key: 'chk-x',
      hash: 'h9',
    });
  });
});

describe('the saved steps of another cart or another shopper', () => {
  const OTHER_CART = '1b6f4d9e-1c2a-4b3d-8e5f-6a7b8c9d0e1f';
  const ana = { ...full, account: 'acc-ana' };

  it("another cart's steps (a sign-in brought the account's cart) are dropped, and it is said", () => {
    expect(checkoutStateOf(ana, OTHER_CART, 'acc-ana')).toEqual({ state: null, changed: 'cart' });
  });

  it("another account's steps, its card token among them, are dropped, and it is said", () => {
    expect(checkoutStateOf(ana, CART_ID, 'acc-beto')).toEqual({ state: null, changed: 'account' });
    // A guest's steps, then signed in on the same cart: the account's own details now.
    expect(checkoutStateOf({ ...full, account: null }, CART_ID, 'acc-ana').changed).toBe('account');
  });

  it('the same cart and shopper keep them; an account not known (identity down, an older cookie) is no change', () => {
    expect(checkoutStateOf(ana, CART_ID, 'acc-ana')).toEqual({ state: ana, changed: null });
    expect(checkoutStateOf(ana, CART_ID, undefined)).toEqual({ state: ana, changed: null });
    expect(checkoutStateOf(full, CART_ID, 'acc-ana')).toEqual({ state: full, changed: null });
  });

  it('nothing saved, or nothing but the cart: no change to speak of', () => {
    expect(checkoutStateOf(null, CART_ID, null)).toEqual({ state: null, changed: null });
    expect(checkoutStateOf({ cartId: OTHER_CART }, CART_ID, null).changed).toBeNull();
  });

  it("the session that saved the steps ended: an account's steps, a guest now", () => {
    expect(sessionEnded(ana, null)).toBe(true);
    expect(sessionEnded(ana, 'acc-ana')).toBe(false);
    expect(sessionEnded(ana, undefined)).toBe(false);
    expect(sessionEnded({ ...full, account: null }, null)).toBe(false);
    expect(sessionEnded(null, null)).toBe(false);
  });
});

describe('an attempt sent again once its order closed the cart', () => {
  it.each([
    ['shipped home', full, cartOf('homeDelivery')],
    [
      'bought at a store',
      {
        ...full,
        delivery: { locationId: null, zipCode: null, street: null, number: null, apartment: null },
      },
      cartOf('buyAtStore'),
    ],
  ])('%s: the same body as the one first sent, without the cart', (_, state, cart) => {
    const sent = orderBodyOf(cl, state, cart, 25_970);
    expect(sent).not.toBeNull();
    expect(JSON.stringify(resentBodyOf(cl, state, 25_970))).toBe(JSON.stringify(sent));
  });

  it('no body without every step', () => {
    expect(resentBodyOf(cl, { cartId: CART_ID, contact }, 25_970)).toBeNull();
  });
});
