import 'server-only';
import type {
  CartResponse,
  OrderResponse,
  PaymentOptionsResponse,
  Profile,
} from '@fierro/commerce/contract';
import type { Tenant } from '@fierro/tenants';
import { geoChildren, locationInfo } from '../../lib/commerce';
import { paymentOptions, readCart, readOrder, signedInProfile } from '../../lib/commerce/checkout';
import { readSessionId } from '../../lib/session/server';
import { type CheckoutState, progressOf, type StepId, shipsHome } from './state';
import { cartIdOf, readFlash, readState } from './state-cookie';

/** The checkout's loaders (server-only, never cached: every read is the shopper's own). */

export interface PlaceLevel {
  label: string;
  options: Array<{ id: string; name: string }>;
  selected: string | null;
}

export type CheckoutModel =
  | { kind: 'empty' }
  | { kind: 'unavailable' }
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
      /** The open step's refused answer to a form posted before the script loaded. */
      flash: unknown;
    };

/** The levels of the place picker, filled in down to the cart's location. */
async function placeLevels(tenant: Tenant, locationId: string | null): Promise<PlaceLevel[]> {
  if (tenant.locationSelector.kind !== 'levels') return [];
  const path = locationId ? ((await locationInfo(tenant.siteId, locationId)).data?.path ?? []) : [];
  const levels = tenant.locationSelector.levels;
  return Promise.all(
    levels.map(async (level, depth) => {
      const parent = depth === 0 ? null : (path[depth - 1]?.id ?? undefined);
      const options =
        parent === undefined ? [] : ((await geoChildren(tenant.siteId, parent)).data?.items ?? []);
      return {
        label: level.label,
        options: options.map((o) => ({ id: o.id, name: o.name })),
        selected: path[depth]?.id ?? null,
      };
    }),
  );
}

export async function loadCheckout(
  tenant: Tenant,
  edit: string | null,
  flashId: string | null = null,
): Promise<CheckoutModel> {
  const cartId = await cartIdOf();
  if (!cartId) return { kind: 'empty' };
  const [cart, options] = await Promise.all([
    readCart(tenant, cartId),
    paymentOptions(tenant, cartId),
  ]);
  if (cart.error?.status === 404 || (cart.data && cart.data.siteId !== tenant.siteId)) {
    return { kind: 'empty' };
  }
  if (!cart.data || !options.data) return { kind: 'unavailable' };
  if (cart.data.lines.length === 0) return { kind: 'empty' };
  const state = await readState(cartId);
  const { done, current } = progressOf(tenant, state, cart.data, options.data, edit);
  const [profile, levels] = await Promise.all([
    !done.contact && (await readSessionId()) ? signedInProfile(tenant) : null,
    shipsHome(cart.data) && current === 'delivery'
      ? placeLevels(tenant, cart.data.location?.locationId ?? null)
      : null,
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
    flash: edit === current ? await readFlash(flashId) : null,
  };
}

/** An order for its owner (the session) or a guest holding its confirmation link's token. */
export async function loadOrder(
  tenant: Tenant,
  orderId: string,
  token: string | null,
): Promise<OrderResponse | null> {
  if (!/^[0-9a-f-]{36}$/i.test(orderId)) return null;
  const { data } = await readOrder(tenant, orderId, token);
  return data && data.siteId === tenant.siteId ? data : null;
}
