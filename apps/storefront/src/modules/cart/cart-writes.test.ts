import { MAX_CART_QUANTITY } from '@fierro/domain';
import { getTenant, type Tenant } from '@fierro/tenants';
import { beforeEach, describe, expect, it, vi } from 'vitest';

/**
 * The cart's writes against a small stand-in for commerce (its add adds to the line, as
 * commerce's does): the undo of a removal works once and puts the line back as it was, a refusal
 * is in the storefront's words, an add never passes 9,999 of a product, and a plain form post
 * carries what the page needs to say (units left, units in the cart).
 */

interface FakeLine {
  lineId: number;
  skuId: string;
  name: string;
  quantity: number;
  deliveryMethod: string | null;
  store: null;
  services: Array<{ lineId: number; skuId: string; quantity: number }>;
}
const CART_ID = '1dee8483-2f82-4785-b561-7ab0adbc6bf0';
const commerce = {
  version: 1,
  lines: [] as FakeLine[],
  nextLineId: 1,
  /** Units left of each SKU (absent: plenty). */
  stock: {} as Record<string, number>,
  /** Answer the cart of another site: a foreign or stale id (commerce: 404, its own words). */
  gone: false,
  writes: [] as string[],
};
const cartNow = () => ({
  cartId: CART_ID,
  siteId: 'socl',
  version: commerce.version,
  currency: 'CLP',
  totals: { itemCount: commerce.lines.reduce((n, l) => n + l.quantity, 0), total: 0 },
  lines: commerce.lines.map((l) => ({
    ...l,
    services: l.services.map((s) => ({ ...s, quantity: l.quantity })),
  })),
});
const refusal = (status: number, code: string, more: object = {}, extra?: object) => ({
  error: {
    kind: 'status',
    status,
    statusText: '',
    special: false,
    errors: [{ code, message: 'No encontramos tu carro', ...more }],
    ...(extra ? { extra } : {}),
  },
});

function answer(call: {
  path: string;
  method?: string;
  body?: Record<string, unknown>;
  ifMatch?: number;
}) {
  const method = call.method ?? 'GET';
  if (commerce.gone) return refusal(404, 'CART_NOT_FOUND');
  const path = call.path.replace(`/checkout/v1/carts/${CART_ID}`, '');
  if (method === 'GET') return { data: cartNow() };
  commerce.writes.push(`${method} ${path}`);
  if (call.ifMatch !== commerce.version) {
    return refusal(409, 'VERSION_CONFLICT', {}, { cart: cartNow() });
  }
  const body = call.body ?? {};
  const lineId = Number(/^\/lines\/(\d+)/.exec(path)?.[1]);
  const line = commerce.lines.find((l) => l.lineId === lineId);
  if (method === 'POST' && path === '/lines') {
    const skuId = String(body.skuId);
    const existing = commerce.lines.find((l) => l.skuId === skuId);
    const quantity = (existing?.quantity ?? 0) + Number(body.quantity);
    const left = commerce.stock[skuId];
    if (left !== undefined && quantity > left) {
      return refusal(409, 'OUT_OF_STOCK', { field: 'quantity', available: left });
    }
    if (quantity > MAX_CART_QUANTITY) {
      return refusal(400, 'INVALID_PARAMETER', { field: 'quantity' });
    }
    if (existing) existing.quantity = quantity;
    else {
      commerce.lines.push({
        lineId: commerce.nextLineId++,
        skuId,
        name: `Producto ${skuId}`,
        quantity,
        deliveryMethod: (body.deliveryMethod as string) ?? null,
        store: null,
        services: [],
      });
    }
  } else if (line && method === 'PATCH' && /^\/lines\/\d+$/.test(path)) {
    line.quantity = Number(body.quantity);
  } else if (line && method === 'DELETE' && /^\/lines\/\d+$/.test(path)) {
    commerce.lines = commerce.lines.filter((l) => l !== line);
  } else if (line && method === 'POST' && /^\/lines\/\d+\/services$/.test(path)) {
    line.services.push({ lineId: commerce.nextLineId++, skuId: String(body.skuId), quantity: 1 });
  } else {
    throw new Error(`unexpected ${method} ${path}`);
  }
  commerce.version++;
  return { data: cartNow() };
}

/** The browser's cookies, as the server action sees and sets them. */
const jar = new Map<string, string>();
const cookieStore = {
  get: (name: string) => (jar.has(name) ? { value: jar.get(name)! } : undefined),
  set: (name: string, value: string, options?: { maxAge?: number }) => {
    if (options?.maxAge === 0) jar.delete(name);
    else jar.set(name, value);
  },
};

vi.mock('server-only', () => ({}));
vi.mock('next/headers', () => ({
  cookies: async () => cookieStore,
  headers: async () => new Headers(),
}));
vi.mock('next/navigation', () => ({
  redirect: (url: string) => {
    throw Object.assign(new Error('redirect'), { url });
  },
}));
vi.mock('../../lib/session/origin', () => ({ isSameOriginRequest: () => true }));
vi.mock('../../lib/commerce', () => ({ personalCall: async (call: never) => answer(call) }));
vi.mock('../../lib/commerce/gateway', () => ({ personalCallIn: vi.fn() }));
vi.mock('../../lib/commerce/personal', () => ({ currentRequest: vi.fn() }));
vi.mock('../../lib/session/server', () => ({ cookieContext: vi.fn() }));

const { addUnits, readCart } = await import('./data');
const { restore, undoRemoval } = await import('./restore');
const { offerUndo } = await import('./undo-cookie');
const { cartForm } = await import('./actions/cart-form');
const { restoreLine } = await import('./actions/restore-line');
const { removeLine } = await import('./actions/remove-line');
const { encodeRemoved } = await import('./undo');

import type { Removed } from './undo';

const cl = getTenant('cl') as Tenant;
const br = getTenant('br') as Tenant;
const CALEFONT = '1001042';
const WARRANTY = '1001042-G1';

/** A plain form post (JavaScript off): where its redirect goes. */
async function post(fields: Record<string, string>): Promise<URL> {
  const form = new FormData();
  form.set('site', 'fierro-cl');
  for (const [k, v] of Object.entries(fields)) form.set(k, v);
  try {
    await cartForm(form);
  } catch (e) {
    const url = (e as { url?: string }).url;
    if (url) return new URL(url, 'https://fierro.test');
    throw e;
  }
  throw new Error('no redirect');
}

const calefontLine = () => commerce.lines.find((l) => l.skuId === CALEFONT);

beforeEach(() => {
  Object.assign(commerce, {
    version: 1,
    lines: [],
    nextLineId: 1,
    stock: {},
    gone: false,
    writes: [],
  });
  jar.clear();
  jar.set('cartId', CART_ID);
});

/** The cart holds the Calefont × 4 with its extended warranty (the reviewer's steps). */
function calefontWithWarranty() {
  commerce.lines.push({
    lineId: 1,
    skuId: CALEFONT,
    name: 'Calefont 10 L',
    quantity: 4,
    deliveryMethod: 'homeDelivery',
    store: null,
    services: [{ lineId: 2, skuId: WARRANTY, quantity: 4 }],
  });
  commerce.nextLineId = 3;
}
const removedCalefont: Removed = {
  skuId: CALEFONT,
  name: 'Calefont 10 L',
  quantity: 4,
  deliveryMethod: 'homeDelivery',
  storeId: null,
  services: [WARRANTY],
};

describe('undo of a removal: once, and the line back as it was', () => {
  it('without JavaScript: Deshacer, then Back and Deshacer again, leaves 4 and one warranty', async () => {
    calefontWithWarranty();
    const undo = encodeRemoved(removedCalefont);
    const removed = await post({ intent: 'remove', version: '1', lineId: '1', undo });
    expect(removed.searchParams.get('undo')).toBe(undo);
    expect(calefontLine()).toBeUndefined();

    const first = await post({ intent: 'undo', undo });
    expect(first.search).toBe('');
    expect(calefontLine()?.quantity).toBe(4);
    expect(calefontLine()?.services.map((s) => s.skuId)).toEqual([WARRANTY]);

    // The page that offered it, again (Back, or the `?undo=` address within ten minutes).
    const again = await post({ intent: 'undo', undo });
    expect(again.searchParams.get('error')).toBe('UNDO_GONE');
    expect(again.searchParams.has('undo')).toBe(false);
    expect(calefontLine()?.quantity).toBe(4);
    expect(calefontLine()?.services).toHaveLength(1);
  });

  it('with JavaScript: the same rule (a second undo is refused, nothing added)', async () => {
    calefontWithWarranty();
    const undo = encodeRemoved(removedCalefont);
    expect((await removeLine({ site: 'fierro-cl', version: 1, lineId: 1, undo })).ok).toBe(true);
    const first = await restoreLine({ site: 'fierro-cl', undo });
    expect(first.ok).toBe(true);
    const second = await restoreLine({ site: 'fierro-cl', undo });
    expect(second).toMatchObject({ ok: false, code: 'UNDO_GONE' });
    expect(second.ok ? '' : second.message).toBe('Ya no puedes deshacer esa eliminación.');
    // The answer still carries the cart as it is, for the page to show.
    expect(second.cart?.lines.find((l) => l.skuId === CALEFONT)?.quantity).toBe(4);
    expect(calefontLine()?.quantity).toBe(4);
    expect(calefontLine()?.services).toHaveLength(1);
  });

  it('a made-up undo (no removal of this browser) adds nothing', async () => {
    const undo = encodeRemoved({ ...removedCalefont, quantity: 9999 });
    const outcome = await undoRemoval(cl, CART_ID, undo);
    expect(outcome).toMatchObject({ ok: false, code: 'UNDO_GONE' });
    expect(commerce.writes).toEqual([]);
  });

  it('a put back that failed stays offered, and works once stock is back', async () => {
    const undo = encodeRemoved(removedCalefont);
    await offerUndo(cl, undo);
    commerce.stock[CALEFONT] = 2;
    const failed = await post({ intent: 'undo', undo });
    expect(failed.searchParams.get('error')).toBe('OUT_OF_STOCK');
    expect(failed.searchParams.get('available')).toBe('2');
    expect(failed.searchParams.get('undo')).toBe(undo);
    delete commerce.stock[CALEFONT];
    expect((await undoRemoval(cl, CART_ID, undo)).ok).toBe(true);
    expect(calefontLine()?.quantity).toBe(4);
  });

  it.each([
    ['already back as it was: nothing written', 4, [WARRANTY], []],
    ['added again meanwhile (1): set to 4, its warranty added', 1, [], ['PATCH', 'POST']],
    ['back without its warranty: only the warranty', 4, [], ['POST']],
  ])('restore, %s', async (_, quantity, services, writes) => {
    calefontWithWarranty();
    calefontLine()!.quantity = quantity;
    calefontLine()!.services = services.map((skuId, i) => ({ lineId: 10 + i, skuId, quantity }));
    const outcome = await restore(cl, CART_ID, removedCalefont);
    expect(outcome.ok).toBe(true);
    expect(calefontLine()?.quantity).toBe(4);
    expect(calefontLine()?.services.map((s) => s.skuId)).toEqual([WARRANTY]);
    expect(commerce.writes.map((w) => w.split(' ')[0])).toEqual(writes);
  });
});

describe('refusals in the storefront’s words', () => {
  it('a stale or foreign cart on the Brazilian site: Portuguese, not commerce’s Spanish', async () => {
    commerce.gone = true;
    const outcome = await readCart(br, CART_ID);
    expect(outcome).toMatchObject({ ok: false, code: 'CART_NOT_FOUND' });
    expect(outcome.ok ? '' : outcome.message).toBe(
      'Seu carrinho não está mais disponível: ele pode ter sido comprado ou ter expirado.',
    );
  });

  it('an add over stock: the units left, with JavaScript and through the redirect without', async () => {
    commerce.stock[CALEFONT] = 3;
    const js = await addUnits(cl, cartNow() as never, { skuId: CALEFONT, quantity: 5 });
    expect(js).toMatchObject({ ok: false, code: 'OUT_OF_STOCK', available: 3 });
    expect(js.ok ? '' : js.message).toBe('No hay stock suficiente: quedan 3 unidades.');
    const noJs = await post({ intent: 'add', skuId: CALEFONT, quantity: '5' });
    expect(noJs.pathname).toBe('/fierro-cl/cart/');
    expect(Object.fromEntries(noJs.searchParams)).toEqual({
      error: 'OUT_OF_STOCK',
      available: '3',
    });
  });
});

describe('an add never takes a product past 9,999 in the cart', () => {
  it('told from the cart on hand, before asking commerce', async () => {
    commerce.lines.push({
      lineId: 1,
      skuId: CALEFONT,
      name: 'Calefont',
      quantity: 9990,
      deliveryMethod: null,
      store: null,
      services: [],
    });
    const outcome = await addUnits(cl, cartNow() as never, { skuId: CALEFONT, quantity: 10 });
    expect(outcome).toMatchObject({ ok: false, code: 'QUANTITY_LIMIT', inCart: 9990 });
    expect(outcome.ok ? '' : outcome.message).toBe(
      'Ya tienes 9.990 en tu carro; el máximo por producto es 9.999.',
    );
    expect(commerce.writes).toEqual([]);
    // Without JavaScript: the same words from the redirect's figures.
    const noJs = await post({ intent: 'add', skuId: CALEFONT, quantity: '10' });
    expect(Object.fromEntries(noJs.searchParams)).toEqual({
      error: 'QUANTITY_LIMIT',
      inCart: '9990',
    });
    // Up to the maximum is fine.
    expect((await addUnits(cl, cartNow() as never, { skuId: CALEFONT, quantity: 9 })).ok).toBe(
      true,
    );
  });

  it('commerce finding it anyway (another tab added meanwhile): the units the cart holds now', async () => {
    const onHand = cartNow();
    commerce.lines.push({
      lineId: 1,
      skuId: CALEFONT,
      name: 'Calefont',
      quantity: 9995,
      deliveryMethod: null,
      store: null,
      services: [],
    });
    const outcome = await addUnits(cl, onHand as never, { skuId: CALEFONT, quantity: 10 });
    expect(outcome).toMatchObject({ ok: false, code: 'QUANTITY_LIMIT', inCart: 9995 });
    expect(outcome.ok ? '' : outcome.message).toBe(
      'Ya tienes 9.995 en tu carro; el máximo por producto es 9.999.',
    );
  });
});
