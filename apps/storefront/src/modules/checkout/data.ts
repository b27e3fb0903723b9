import 'server-only';
import type {
  CartResponse,
  OrderResponse,
  PaymentOptionsResponse,
  Profile,
  SavedAddress,
} from '@fierro/commerce/contract';
import type { Tenant } from '@fierro/tenants';
import { pageFailure } from '../../lib/commerce';
import { readAddresses, readProfile } from '../../lib/commerce/account';
import { paymentOptions, readCart, readOrder } from '../../lib/commerce/checkout';
import { sessionCookieSent, shopperAccount } from './account';
import { stepFlash } from './flash';
import { postedPicks } from './place-picks';
import { type PlaceLevel, pickedPlaceLevels, placeLevels } from './places';
import {
  type CheckoutState,
  checkoutStateOf,
  progressOf,
  type StateChange,
  type StepId,
  sessionEnded,
  shipsHome,
} from './state';
import { cartBeingBought, readFlash, readSavedState } from './state-cookie';

/** The checkout's loaders (server-only, never cached: every read is the shopper's own). */

export type CheckoutModel =
  | { kind: 'empty' }
  | { kind: 'unavailable' }
  /** The cart is held by an order waiting for the bank's check (3-D Secure). */
  | { kind: 'challenge'; orderId: string; token?: string | undefined }
  /** Held by such an order this browser did not start (another device): it says it waits. */
  | { kind: 'held' }
  /** The signed-in session that saved the steps ended: its cart waits for a sign-in. */
  | { kind: 'ended' }
  | {
      kind: 'ready';
      cart: CartResponse;
      options: PaymentOptionsResponse;
      state: CheckoutState | null;
      done: Record<StepId, boolean>;
      current: StepId;
      profile: Profile | null;
      /** A home delivery on a site of geography levels: each level's options, picked so far. */
      levels: PlaceLevel[] | null;
      /** A signed-in shopper's address book, offered by the delivery step (default first). */
      savedAddresses: SavedAddress[];
      /** The open step's refused answer to a form posted before the script loaded. */
      flash: unknown;
      /** The saved steps were another cart's or another account's: the first step says so. */
      changed: StateChange;
    };

export async function loadCheckout(
  tenant: Tenant,
  edit: string | null,
  flashId: string | null = null,
): Promise<CheckoutModel> {
  const steps = await readSavedState();
  const cartId = await cartBeingBought(tenant, steps);
  if (!cartId) return { kind: 'empty' };
  const [cart, options, account] = await Promise.all([
    readCart(tenant, cartId, true),
    paymentOptions(tenant, cartId),
    shopperAccount(tenant),
  ]);
  // Its order waits for the bank's check (CART_HELD), or it is gone (404): the challenge this
  // browser has open is the way on; without one, a held cart still says it waits, and a
  // signed-in shopper's cart a guest cannot read asks for the sign-in, not "nothing to pay".
  const held = cart.error?.kind === 'status' && cart.error.errors[0]?.code === 'CART_HELD';
  if (held || cart.error?.status === 404) {
    const pending = steps?.cartId === cartId ? steps.challenge : undefined;
    if (pending) return { kind: 'challenge', ...pending };
    if (held) return { kind: 'held' };
    // Ended before any step was saved (on the first step): the request still carried the
    // session that commerce no longer knows. It said "nothing to pay" of the account's cart.
    const ended = sessionEnded(steps, account) || (account === null && (await sessionCookieSent()));
    return ended ? { kind: 'ended' } : { kind: 'empty' };
  }
  if (cart.data && cart.data.siteId !== tenant.siteId) return { kind: 'empty' };
  if (!cart.data || !options.data) return { kind: 'unavailable' };
  if (cart.data.lines.length === 0) return { kind: 'empty' };
  const { state, changed } = checkoutStateOf(steps, cartId, account);
  const { done, current } = progressOf(tenant, state, cart.data, options.data, edit);
  const signedIn = typeof account === 'string';
  const delivering = shipsHome(cart.data) && current === 'delivery';
  const flash = edit === current ? await readFlash(flashId) : null;
  // A refused no-script post shows the places under what it picked (a region's comunas), else
  // the levels of the cart's location.
  const picks =
    tenant.locationSelector.kind === 'levels'
      ? postedPicks(stepFlash(flash)?.values, tenant.locationSelector.levels.length)
      : null;
  const [profile, levels, saved] = await Promise.all([
    // The account fills in the contact, and a company's document in the fiscal step: read only
    // for the open one of those two, before it was saved (not on every step in between).
    signedIn && ((current === 'contact' && !done.contact) || (current === 'fiscal' && !done.fiscal))
      ? readProfile(tenant.siteId).catch(() => null)
      : null,
    delivering
      ? picks
        ? pickedPlaceLevels(tenant, picks)
        : placeLevels(tenant, cart.data.location?.locationId ?? null)
      : null,
    delivering && signedIn ? readAddresses(tenant.siteId).catch(() => null) : null,
  ]);
  return {
    kind: 'ready',
    cart: cart.data,
    options: options.data,
    state,
    done,
    current,
    profile,
    levels: levels && levels.length > 0 ? levels : null,
    savedAddresses: [...(saved ?? [])].sort((a, b) => Number(b.isDefault) - Number(a.isDefault)),
    flash,
    changed,
  };
}

/**
 * An order for its owner (the session) or a guest holding its confirmation link's token; null
 * when commerce says it is none of theirs (a 4xx). Commerce down or failing is the error page
 * with its retry, never "not found": a shopper who has just paid would think the order gone and
 * buy again.
 */
export async function loadOrder(
  tenant: Tenant,
  orderId: string,
  token: string | null,
): Promise<OrderResponse | null> {
  if (!/^[0-9a-f-]{36}$/i.test(orderId)) return null;
  const { data, error } = await readOrder(tenant, orderId, token);
  if (error && !(error.kind === 'status' && error.status >= 400 && error.status < 500)) {
    pageFailure(error, 'order');
  }
  return data && data.siteId === tenant.siteId ? data : null;
}
