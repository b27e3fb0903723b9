import 'server-only';
import { type CartDeliveryMethod, CartResponse, StoresResponse } from '@fierro/commerce/contract';
import { MAX_CART_QUANTITY } from '@fierro/domain';
import type { Tenant } from '@fierro/tenants';
import { cookies } from 'next/headers';
import { personalCall } from '../../lib/commerce';
import { type CommerceError, personalCallIn, type Result } from '../../lib/commerce/gateway';
import { currentRequest } from '../../lib/commerce/personal';
import { translator } from '../../lib/i18n/messages';
import { SESSION_COOKIE } from '../../lib/session/cookies';
import { cookieContext } from '../../lib/session/server';
import { CART_COOKIE, CART_COOKIE_MAX_AGE_S, cartIdOf } from './cart-cookie';
import { type CartErrorTexts, QUANTITY_LIMIT, type Refusal, refusalText } from './refusal';

/**
 * The cart's calls to commerce (issue 21), all personal (never cached): the cart id comes from
 * the shopper's `cartId` cookie, the session from theirs, business mode from the request. Every
 * write sends the version it is based on (If-Match); a refusal comes back with the storefront's
 * words for it in the site's language (refusal.ts; commerce's message only for a code it has no
 * words for) and, for a stale version, the current cart.
 */
export type CartOutcome =
  | { ok: true; cart: CartResponse }
  | {
      ok: false;
      status: number;
      code: string;
      message: string;
      field?: string;
      /** OUT_OF_STOCK: the units left (a plain form post carries them to the page). */
      available?: number;
      /** QUANTITY_LIMIT: the units of the product the cart already holds. */
      inCart?: number;
      /** The cart as it is now, when commerce sent it (a 409). */
      cart: CartResponse | null;
    };

const BASE = '/checkout/v1/carts';

/** The site's `cart.errors` texts. */
export function cartErrorTexts(tenant: Pick<Tenant, 'locale'>): CartErrorTexts {
  const t = translator(tenant);
  const say = ((key: string, values?: Record<string, string | number>) =>
    t(`cart.errors.${key}` as 'cart.errors.invalid', values)) as CartErrorTexts;
  say.has = (key: string) => t.has(`cart.errors.${key}` as 'cart.errors.invalid');
  return say;
}

/** A refusal in the storefront's words (commerce's message only where it has none). */
export function refusedOutcome(
  tenant: Pick<Tenant, 'locale' | 'code'>,
  refusal: Refusal & { status: number; cart?: CartResponse | null },
  commerceMessage?: string,
): Extract<CartOutcome, { ok: false }> {
  const { status, code, field, available, inCart, cart = null } = refusal;
  return {
    ok: false,
    status,
    code,
    message: refusalText(cartErrorTexts(tenant), tenant.code, refusal, commerceMessage),
    ...(field ? { field } : {}),
    ...(typeof available === 'number' ? { available } : {}),
    ...(typeof inCart === 'number' ? { inCart } : {}),
    cart,
  };
}

export function outcomeOf(tenant: Tenant, res: Result<CartResponse>): CartOutcome {
  if (res.data) return { ok: true, cart: res.data };
  const error = res.error as CommerceError;
  const first = error.kind === 'status' ? error.errors[0] : undefined;
  const current =
    error.kind === 'status' ? (CartResponse.safeParse(error.extra?.cart).data ?? null) : null;
  return refusedOutcome(
    tenant,
    {
      status: error.status,
      code: first ? String(first.code) : 'UNAVAILABLE',
      field: first?.field,
      available: first?.available,
      cart: current,
    },
    first?.message,
  );
}

/** The cart id the shopper's cookie holds, if it can be one. */
export async function cartIdCookie(): Promise<string | null> {
  return cartIdOf((await cookies()).get(CART_COOKIE)?.value);
}

/** A change of the shopper's `cartId` cookie: keep this cart, or forget the one it held. */
export type CartCookieChange = { remember: string } | { forget: true };

/** The cookie write of a change, for `cookies().set` or a route's `response.cookies.set`. */
export async function cartCookieWrite(tenant: Tenant, change: CartCookieChange) {
  const ctx = await cookieContext(tenant);
  const where = { path: ctx.path, ...(ctx.cookieDomain ? { domain: ctx.cookieDomain } : {}) };
  return 'remember' in change
    ? ([
        CART_COOKIE,
        change.remember,
        {
          ...where,
          httpOnly: false,
          sameSite: 'lax' as const,
          secure: ctx.https,
          maxAge: CART_COOKIE_MAX_AGE_S,
        },
      ] as const)
    : ([CART_COOKIE, '', { ...where, maxAge: 0, expires: new Date(0) }] as const);
}

/** Keeps the cart id in the shopper's cookie (server actions and route handlers only). */
export async function rememberCart(tenant: Tenant, cartId: string) {
  (await cookies()).set(...(await cartCookieWrite(tenant, { remember: cartId })));
}

export async function forgetCart(tenant: Tenant) {
  (await cookies()).set(...(await cartCookieWrite(tenant, { forget: true })));
}

/** GET the cart; `rebuild` (the cart page) records the prices shown, so a change is a notice. */
export async function readCart(tenant: Tenant, cartId: string, rebuild = false) {
  return outcomeOf(
    tenant,
    await personalCall({
      site: tenant.siteId,
      path: `${BASE}/${cartId}`,
      query: { rebuildDependencies: String(rebuild) },
      schema: CartResponse,
    }),
  );
}

/** A new cart, or the signed-in shopper's open one. */
export async function createCart(tenant: Tenant) {
  return outcomeOf(
    tenant,
    await personalCall({
      site: tenant.siteId,
      path: BASE,
      method: 'POST',
      body: { siteId: tenant.siteId },
      schema: CartResponse,
    }),
  );
}

/** One write at a version. */
async function write(
  tenant: Tenant,
  cartId: string,
  path: string,
  method: 'POST' | 'PATCH' | 'PUT' | 'DELETE',
  version: number,
  body?: object,
) {
  return outcomeOf(
    tenant,
    await personalCall({
      site: tenant.siteId,
      path: `${BASE}/${cartId}${path}`,
      method,
      ...(body ? { body } : {}),
      ifMatch: version,
      schema: CartResponse,
    }),
  );
}

export interface LineInput {
  skuId: string;
  quantity: number;
  deliveryMethod?: CartDeliveryMethod;
  storeId?: string;
}

export const addLine = (tenant: Tenant, cartId: string, version: number, input: LineInput) =>
  write(tenant, cartId, '/lines', 'POST', version, input);

export const changeLine = (
  tenant: Tenant,
  cartId: string,
  version: number,
  lineId: number,
  input: { quantity?: number; deliveryMethod?: CartDeliveryMethod; storeId?: string | null },
) => write(tenant, cartId, `/lines/${lineId}`, 'PATCH', version, input);

export const removeLine = (tenant: Tenant, cartId: string, version: number, lineId: number) =>
  write(tenant, cartId, `/lines/${lineId}`, 'DELETE', version);

export const addService = (
  tenant: Tenant,
  cartId: string,
  version: number,
  lineId: number,
  skuId: string,
) => write(tenant, cartId, `/lines/${lineId}/services`, 'POST', version, { skuId });

export const removeService = (
  tenant: Tenant,
  cartId: string,
  version: number,
  lineId: number,
  serviceLineId: number,
) => write(tenant, cartId, `/lines/${lineId}/services/${serviceLineId}`, 'DELETE', version);

export const setCartPlace = (
  tenant: Tenant,
  cartId: string,
  version: number,
  place: { locationId: string } | { zipCode: string } | { storeId: string },
) => write(tenant, cartId, '/location', 'PUT', version, place);

/** Units of a product the cart holds (warranties ride under its line). */
const unitsOf = (cart: CartResponse, skuId: string) =>
  cart.lines.find((l) => l.skuId === skuId)?.quantity ?? 0;

/**
 * Adds units of a product to the shopper's cart (relative: retried on a stale version). An add
 * that would take the product past the cart's 9,999 is not sent: the cart on hand tells how many
 * it holds, and the refusal says so with the maximum, whatever commerce's wording of it. Commerce
 * finding it anyway (another tab added meanwhile) is answered the same, from the cart as it is.
 */
export async function addUnits(
  tenant: Tenant,
  cart: CartResponse,
  input: LineInput,
): Promise<CartOutcome> {
  const limit = (inCart: number | null) =>
    refusedOutcome(tenant, { status: 400, code: QUANTITY_LIMIT, inCart });
  const outcome = await withFreshVersion(cart, (c) => {
    const inCart = unitsOf(c, input.skuId);
    return inCart + input.quantity > MAX_CART_QUANTITY
      ? Promise.resolve(limit(inCart))
      : addLine(tenant, c.cartId, c.version, input);
  });
  // Commerce's refusal of the quantity (the storefront sends 1..9999 only): its maximum.
  const atLimit =
    !outcome.ok &&
    outcome.inCart === undefined &&
    (outcome.code === QUANTITY_LIMIT ||
      (outcome.code === 'INVALID_PARAMETER' && outcome.field === 'quantity'));
  if (!outcome.ok && outcome.code === 'OUT_OF_STOCK' && outcome.inCart === undefined) {
    // "quedan 207" to a shopper holding 200 of them: what they can still add is what counts.
    const held = unitsOf(outcome.cart ?? cart, input.skuId);
    if (held > 0) {
      return refusedOutcome(tenant, {
        status: outcome.status,
        code: outcome.code,
        available: outcome.available,
        inCart: held,
        cart: outcome.cart,
      });
    }
  }
  if (!atLimit) return outcome;
  const now = await readCart(tenant, cart.cartId);
  return limit(now.ok ? unitsOf(now.cart, input.skuId) : null);
}

/**
 * The shopper's cart to add to: the one of the cookie while commerce still has it for this
 * shopper and site, else a new one (or the signed-in shopper's open one), remembered in the
 * cookie. A new cart takes the shopper's chosen place, so it is priced and stocked for it.
 */
/** Commerce does not have the cart (expired, ordered, merged, someone else's, a bad id). */
const isGone = (outcome: Extract<CartOutcome, { ok: false }>) =>
  outcome.status === 404 || outcome.status === 400;

export async function cartToWrite(tenant: Tenant): Promise<CartOutcome> {
  const id = await cartIdCookie();
  if (id) {
    const found = await readCart(tenant, id);
    if (found.ok && found.cart.siteId === tenant.siteId) return found;
    if (!found.ok && !isGone(found)) return found;
  }
  const created = await createCart(tenant);
  if (!created.ok) return created;
  await rememberCart(tenant, created.cart.cartId);
  const place = await shopperPlace(tenant);
  if (place && !created.cart.location) {
    const placed = await setCartPlace(tenant, created.cart.cartId, created.cart.version, place);
    if (placed.ok) return placed;
  }
  return created;
}

/** Cookies of the place the shopper chose in the header (shell's location selector). */
export const LOCATION_ID_COOKIE = 'usrLocationId';
export const ZIP_CODE_COOKIE = 'zip_code';

async function shopperPlace(tenant: Tenant) {
  const jar = await cookies();
  const zip = jar.get(ZIP_CODE_COOKIE)?.value;
  const locationId = jar.get(LOCATION_ID_COOKIE)?.value;
  if (tenant.flags.zipCodeAvailability && zip && /^[\d-]{3,12}$/.test(zip)) return { zipCode: zip };
  if (locationId && /^[\w-]{1,40}$/.test(locationId)) return { locationId };
  return null;
}

/**
 * Writes with a retry on a stale version: for an add (relative: a refused attempt changed
 * nothing), the current cart's version is the one to try again with.
 */
export async function withFreshVersion(
  first: CartResponse,
  run: (cart: CartResponse) => Promise<CartOutcome>,
  attempts = 3,
): Promise<CartOutcome> {
  let cart = first;
  let last: CartOutcome = { ok: true, cart };
  for (let i = 0; i < attempts; i++) {
    last = await run(cart);
    if (last.ok || last.code !== 'VERSION_CONFLICT' || !last.cart) return last;
    cart = last.cart;
  }
  return last;
}

/**
 * After sign-in: the guest cart of the cookie joins the shopper's own cart (commerce adds the
 * quantities), whose id the cookie keeps from then on. Called with the new session id, which
 * the request's cookies do not carry yet.
 */
export async function mergeGuestCart(tenant: Tenant, sessionId: string) {
  const guest = await cartIdCookie();
  if (!guest) return null;
  const request = await currentRequest();
  const signedIn = {
    headers: request.headers,
    cookies: {
      get: (name: string) =>
        name === SESSION_COOKIE ? { value: sessionId } : request.cookies.get(name),
    },
  };
  const res = await personalCallIn(signedIn, {
    site: tenant.siteId,
    path: `${BASE}/merge`,
    method: 'POST',
    body: { guestCartId: guest },
    schema: CartResponse,
  });
  // Merged, or the guest cart was gone: the shopper's own cart is the one to keep.
  if (res.data?.siteId === tenant.siteId) await rememberCart(tenant, res.data.cartId);
  return res.data;
}

/** Pickup stores of the site, nearest the cart's place when it has one. */
export const storesOf = (tenant: Tenant, locationId: string | null) =>
  personalCall({
    site: tenant.siteId,
    path: `/geo/v1/${tenant.siteId}/stores`,
    query: { locationId },
    schema: StoresResponse,
  });

/**
 * Units in the shopper's cart for the header: the cart of the cookie, or for a signed-in shopper
 * without one (another device) their open cart, whose id the cookie then keeps.
 */
export async function cartCount(
  tenant: Tenant,
  { sessionEnded = false }: { sessionEnded?: boolean } = {},
): Promise<{ count: number; cookie: CartCookieChange | null }> {
  const id = await cartIdCookie();
  if (id) {
    const found = await readCart(tenant, id);
    if (found.ok && found.cart.siteId === tenant.siteId) {
      return { count: found.cart.totals.itemCount, cookie: null };
    }
    // Held by an order whose payment the bank is checking (it comes back if the check fails),
    // or commerce did not answer: the cookie keeps it, and no other cart takes its place.
    if (!found.ok && !isGone(found)) return { count: 0, cookie: null };
    // Gone (expired, merged, ordered, another shopper's, or a session that ended): the next
    // pages need not ask again. Never a new cart made here for it: a GET makes no carts.
    return { count: 0, cookie: { forget: true } };
  }
  // A session that just ended (its cookies go with this answer) has no cart to look for.
  if (sessionEnded || !(await cookies()).get(SESSION_COOKIE)?.value) {
    return { count: 0, cookie: null };
  }
  // A signed-in shopper on a device without the cookie: their open cart, if it holds anything.
  const own = await createCart(tenant);
  if (!own.ok || own.cart.lines.length === 0) return { count: 0, cookie: null };
  return { count: own.cart.totals.itemCount, cookie: { remember: own.cart.cartId } };
}

/**
 * The place the shopper chose in the header (a location, a zip code or a store) becomes the
 * cart's too, so the cart is priced, stocked and dated for it. Nothing without a cart.
 */
export async function syncCartPlace(
  tenant: Tenant,
  place: { locationId: string } | { zipCode: string } | { storeId: string },
) {
  const id = await cartIdCookie();
  if (!id) return;
  const found = await readCart(tenant, id);
  if (!found.ok || found.cart.siteId !== tenant.siteId) return;
  await withFreshVersion(found.cart, (c) => setCartPlace(tenant, id, c.version, place));
}
