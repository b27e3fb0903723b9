import { isDeliveryPlace, locationLevelsOf, MAX_CART_QUANTITY } from '@fierro/domain';
import {
  getTenantBySiteId,
  isStoreReservation,
  offersDeliveryMethod,
  type Tenant,
  type TenantCode,
} from '@fierro/tenants';
import type pg from 'pg';
import type { CartDeliveryMethod, CartResponse } from '../../contract';
import type { GeoRepo } from '../geo';
import { tierOf } from '../loyalty';
import {
  GUEST,
  isSellingPrice,
  type PriceContext,
  type PriceGroupSource,
  priceContextOf,
  priceOf,
  type Shopper,
} from '../pricing';
import { CartError } from './cart.errors';
import { deliveryRules, type SkuFacts, skuFacts, stockFacts, storeFacts } from './cart.facts';
import {
  type CartRow,
  type CartStore,
  closeCartAt,
  deleteLine,
  insertLine,
  type LineRow,
  linesFollowCartStore,
  nextLineId,
  type Tx,
  updateCart,
  updateLine,
} from './cart.store';
import { availableFor, type CartFacts, cartView, methodOf, storeOf } from './cart.view';

/** Guest carts expire after this long without use (issue 21). */
export const GUEST_CART_TTL_MS = 30 * 86_400_000;
/** Distinct products one cart holds at most (a bound on every read and write). */
export const MAX_CART_LINES = 100;

export interface CartDeps {
  store: CartStore;
  pool: pg.Pool;
  priceGroups: PriceGroupSource;
  geo: GeoRepo;
  now: Date;
  /**
   * Facts already read in this request, by what they were read for: a write's view reuses what
   * its checks read a moment before (same SKUs, stores and zone) instead of reading it again.
   */
  factsRead?: Map<string, Promise<CartFacts>>;
  /**
   * Whether an ordered cart is held by its order's payment still being checked (3-D Secure):
   * the order module's answer (it gives the cart back if the check fails). Such a cart answers
   * `CART_HELD`, not "not found", so the storefront keeps it instead of starting another.
   */
  heldByPayment?: (cartId: string) => Promise<boolean>;
}

/** Who is asking: a guest, or the signed-in shopper behind the request's session. */
export interface Asker {
  userId: string | null;
  account: Shopper['account'];
  /** Business mode asked by the request (consumer=b2b); a company is always in it. */
  businessMode: boolean;
  /** The tenant whose session it is (null: a guest). */
  tenant: TenantCode | null;
}
export const GUEST_ASKER: Asker = {
  userId: null,
  account: 'guest',
  businessMode: false,
  tenant: null,
};

/**
 * The asker as a site sees them: a session is one tenant's (spec §4), so on another tenant's site
 * its holder is a guest — no cart of theirs, no company prices, no order in their name.
 */
export const askerAt = (asker: Asker, tenant: Pick<Tenant, 'code'>): Asker =>
  asker.userId && asker.tenant !== tenant.code ? GUEST_ASKER : asker;

const tenantOfCart = (cart: CartRow): Tenant => {
  const tenant = getTenantBySiteId(cart.siteId);
  if (!tenant) throw new CartError('CART_NOT_FOUND');
  return tenant;
};

/**
 * The cart if the asker may see it: a shopper's cart answers only to that shopper's session, a
 * guest cart to anyone with its id until it expires. Anyone else gets the same 404 as for a cart
 * that does not exist.
 */
const accessible = (cart: CartRow | null, asker: Asker, now: Date): CartRow => {
  if (!cart || !askerMay(cart, asker, now) || cart.status !== 'open') {
    throw new CartError('CART_NOT_FOUND');
  }
  return cart;
};

const askerMay = (cart: CartRow, asker: Asker, now: Date) => {
  const who = askerAt(asker, tenantOfCart(cart));
  if (cart.userId !== null && cart.userId !== who.userId) return false;
  return cart.userId !== null || now.getTime() - cart.updatedAt.getTime() <= GUEST_CART_TTL_MS;
};

/** The cart's prices for its shopper: a signed-in one with the membership tier held (issue 23). */
const priceFor = async (deps: CartDeps, tenant: Tenant, cart: CartRow, someone: Asker) => {
  const asker = askerAt(someone, tenant);
  return priceContextOf(
    deps.priceGroups,
    tenant,
    { priceGroup: cart.priceGroup, businessMode: asker.businessMode },
    {
      ...GUEST,
      account: asker.account,
      tier: asker.userId ? await tierOf(deps.pool, tenant, asker.userId, deps.now) : null,
    },
  );
};

/** Everything the view needs, read in a few queries for all lines at once. */
const factsOf = async (
  deps: CartDeps,
  tenant: Tenant,
  cart: CartRow,
  lines: readonly LineRow[],
  price: PriceContext,
  extraSkus: readonly string[] = [],
  extraStores: readonly string[] = [],
  fresh = false,
): Promise<CartFacts> => {
  const skus = [
    ...new Set([...lines.filter((l) => l.parentLineId === null).map((l) => l.skuId), ...extraSkus]),
  ];
  const stores = [
    ...new Set(
      [cart.storeId, ...lines.map((l) => l.pickupStoreId), ...extraStores].filter(
        (s): s is string => s !== null,
      ),
    ),
  ];
  const key = fresh
    ? null
    : [cart.zoneId, price.groups.join(','), [...skus].sort(), [...stores].sort()].join('|');
  const held = key ? deps.factsRead?.get(key) : undefined;
  if (held) return held;
  const read = Promise.all([
    skuFacts(deps.pool, tenant.siteId, skus, deps.now, price.groups, { fresh }),
    storeFacts(deps.pool, tenant.siteId, stores),
    stockFacts(deps.pool, tenant.siteId, skus, cart.zoneId, stores),
    deliveryRules(deps.pool, tenant.siteId, cart.zoneId),
  ]).then(([skuMap, storeMap, stock, rules]) => ({ skus: skuMap, stores: storeMap, stock, rules }));
  if (key) deps.factsRead?.set(key, read);
  return read;
};

/** The cart and its lines if the asker may see them (see `accessible`). */
const found = async (deps: CartDeps, cartId: string, asker: Asker) => {
  const held = await deps.store.withLines(cartId);
  const cart = held?.cart ?? null;
  // Only for the cart's own shopper: anyone else cannot tell it from a cart that never was.
  if (
    cart?.status === 'ordered' &&
    askerMay(cart, asker, deps.now) &&
    (await deps.heldByPayment?.(cart.id))
  ) {
    throw new CartError('CART_HELD');
  }
  return { cart: accessible(cart, asker, deps.now), lines: held?.lines ?? [] };
};

const render = async (
  deps: CartDeps,
  cart: CartRow,
  asker: Asker,
  held?: readonly LineRow[],
  storeStock = false,
): Promise<CartResponse> => {
  const tenant = tenantOfCart(cart);
  const lines = held ?? (await deps.store.lines(cart.id));
  const price = await priceFor(deps, tenant, cart, asker);
  const facts = await factsOf(deps, tenant, cart, lines, price);
  return cartView({ tenant, cart, lines, facts, price, now: deps.now, storeStock });
};

/**
 * The cart an order is built from (issue 22): its row and its view priced now for the asker,
 * with the store card's prices when the order is paid with it.
 */
export async function cartForOrder(
  deps: CartDeps,
  cartId: string,
  asker: Asker,
  storeCard: boolean,
): Promise<{ cart: CartRow; tenant: Tenant; view: CartResponse }> {
  const { cart, lines } = await found(deps, cartId, asker);
  const tenant = tenantOfCart(cart);
  const price = await priceFor(deps, tenant, cart, asker);
  // What is charged is read from the catalogue now, never from the cart's cache.
  const facts = await factsOf(deps, tenant, cart, lines, price, [], [], true);
  return {
    cart,
    tenant,
    view: cartView({ tenant, cart, lines, facts, price, now: deps.now, storeCard }),
  };
}

/** POST /checkout/v1/carts: a new cart, or a signed-in shopper's open cart of the site. */
export async function createCart(deps: CartDeps, tenant: Tenant, someone: Asker) {
  const asker = askerAt(someone, tenant);
  if (asker.userId) {
    const open = await deps.store.openOf(tenant.siteId, asker.userId);
    if (open) return render(deps, open, asker);
  }
  try {
    return await render(deps, await deps.store.create(tenant.siteId, asker.userId), asker);
  } catch (error) {
    // Two first requests of one shopper at once: the unique open cart is the other one's.
    const open = asker.userId ? await deps.store.openOf(tenant.siteId, asker.userId) : null;
    if (open) return render(deps, open, asker);
    throw error;
  }
}

/**
 * GET a cart. With `rebuild` (the cart page) the prices shown are recorded as seen, so a later
 * change is a notice, and each line carries its stock per pickup store; a plain read (the
 * header's count) records nothing.
 */
export async function readCart(deps: CartDeps, cartId: string, asker: Asker, rebuild: boolean) {
  const { cart, lines } = await found(deps, cartId, asker);
  // The cart page's read also answers each line's stock per pickup store (its store choices).
  const view = await render(deps, cart, asker, lines, rebuild);
  if (rebuild) {
    await deps.store.markSeen(
      cart.id,
      view.lines.flatMap((l) =>
        l.pricing.paid ? [{ lineId: l.lineId, price: l.pricing.paid.amount }] : [],
      ),
    );
  }
  return view;
}

/**
 * A write at `version`: `plan` reads and validates outside any transaction (on the cart as it was
 * at that version) and answers the statements to run; they run in one transaction that first
 * takes the cart at that version. A stale version is refused with the current cart, changing
 * nothing; no transaction ever waits on a read of its own while holding the cart's row.
 */
async function write(
  deps: CartDeps,
  cartId: string,
  asker: Asker,
  version: number | undefined,
  plan: (ctx: {
    cart: CartRow;
    lines: LineRow[];
    tenant: Tenant;
    price: PriceContext;
  }) => Promise<(tx: Tx) => Promise<void>>,
): Promise<CartResponse> {
  const { cart, lines } = await found(deps, cartId, asker);
  if (version === undefined) throw new CartError('VERSION_REQUIRED', { field: 'version' });
  const current = async () => {
    const now = await found(deps, cartId, asker);
    return render(deps, now.cart, asker, now.lines);
  };
  if (cart.version !== version) {
    throw new CartError('VERSION_CONFLICT', { cart: await render(deps, cart, asker, lines) });
  }
  const tenant = tenantOfCart(cart);
  const price = await priceFor(deps, tenant, cart, asker);
  const statements = await plan({ cart, lines, tenant, price });
  const result = await deps.store.write(cartId, version, (tx) => statements(tx));
  if (!result.ok) throw new CartError('VERSION_CONFLICT', { cart: await current() });
  return current();
}

/** Checks a delivery method and store for a SKU; answers the store the line will use. */
const checkPlace = (
  tenant: Tenant,
  cart: CartRow,
  facts: CartFacts,
  skuId: string,
  method: CartDeliveryMethod,
  storeId: string | null,
) => {
  if (!offersDeliveryMethod(tenant, method)) {
    throw new CartError('METHOD_NOT_OFFERED', { field: 'deliveryMethod' });
  }
  if (method === 'homeDelivery') return null;
  const store = storeId ?? cart.storeId;
  if (store === null) return null;
  const found = facts.stores.get(store);
  if (!found || (method === 'pickupInStore' && !found.pickup)) {
    throw new CartError('STORE_UNKNOWN', { field: 'storeId' });
  }
  if ((facts.stock.store.get(`${skuId}|${store}`) ?? 0) === 0) {
    // The cart's store, not one asked for this line: the line comes in with no store of its own,
    // and the cart says to pick a store that has it, rather than refusing the add over a store
    // the shopper never named here.
    if (storeId === null) return null;
    throw new CartError('STORE_WITHOUT_SKU', { field: 'storeId' });
  }
  return store;
};

/** Units a line may hold for its method and place: that stock, else the site's stock. */
const limitFor = (
  facts: CartFacts,
  cart: CartRow,
  skuId: string,
  method: CartDeliveryMethod,
  store: string | null,
) =>
  availableFor(skuId, method, store, cart.zoneId, facts.stock) ??
  facts.stock.anywhere.get(skuId) ??
  0;

const soldSku = (facts: CartFacts, skuId: string): SkuFacts => {
  const sku = facts.skus.get(skuId);
  if (!sku) throw new CartError('SKU_UNKNOWN', { field: 'skuId' });
  if (!sku.sold) throw new CartError('NOT_SOLD', { field: 'skuId' });
  return sku;
};

const paidOf = (sku: SkuFacts, tenant: Tenant, price: PriceContext, now: Date) =>
  priceOf({
    rows: sku.priceRows,
    groups: price.groups,
    now,
    shopper: price.shopper,
    sale: sku.sale,
    tenant,
  }).paid?.amount ?? null;

/** POST .../lines: adds a SKU (the spec's add item with pushSite); an existing line grows. */
export async function addLine(
  deps: CartDeps,
  cartId: string,
  asker: Asker,
  input: {
    skuId: string;
    quantity: number;
    deliveryMethod?: CartDeliveryMethod;
    storeId?: string;
    version?: number;
  },
) {
  return write(deps, cartId, asker, input.version, async ({ cart, lines, tenant, price }) => {
    const existing = lines.find((l) => l.parentLineId === null && l.skuId === input.skuId);
    const facts = await factsOf(
      deps,
      tenant,
      cart,
      lines,
      price,
      [input.skuId],
      input.storeId ? [input.storeId] : [],
    );
    const sku = soldSku(facts, input.skuId);
    const seen = paidOf(sku, tenant, price, deps.now);
    // Published but with no price in force, or a price of nothing: not for sale now.
    if (!isSellingPrice(seen)) throw new CartError('NOT_SOLD', { field: 'skuId' });
    const method =
      input.deliveryMethod ??
      (existing ? methodOf(existing, tenant) : methodOf({ deliveryMethod: null }, tenant));
    const store = checkPlace(
      tenant,
      cart,
      facts,
      input.skuId,
      method,
      input.storeId ?? existing?.pickupStoreId ?? null,
    );
    const quantity = (existing?.quantity ?? 0) + input.quantity;
    const available = limitFor(facts, cart, input.skuId, method, store);
    // The tighter bound answers, so the shopper learns the real limit: the units left when the
    // stock is below the cart's maximum, else how many more the maximum lets in.
    if (quantity > available && available < MAX_CART_QUANTITY) {
      throw new CartError('OUT_OF_STOCK', { field: 'quantity', available });
    }
    if (quantity > MAX_CART_QUANTITY) {
      throw new CartError('INVALID_PARAMETER', {
        field: 'quantity',
        limit: { room: MAX_CART_QUANTITY - (existing?.quantity ?? 0), max: MAX_CART_QUANTITY },
      });
    }
    if (existing) {
      return async (tx) => {
        await updateLine(tx, cart.id, existing.lineId, {
          quantity,
          deliveryMethod: method,
          pickupStoreId: store,
          seenUnitPrice: seen,
        });
      };
    }
    if (lines.filter((l) => l.parentLineId === null).length >= MAX_CART_LINES) {
      throw new CartError('CART_FULL');
    }
    return async (tx) => {
      await insertLine(tx, {
        cartId: cart.id,
        lineId: nextLineId(lines),
        skuId: input.skuId,
        quantity,
        deliveryMethod: method,
        pickupStoreId: store,
        seenUnitPrice: seen,
      });
    };
  });
}

/** PATCH .../lines/{lineId}: quantity, delivery method or store. */
export async function changeLine(
  deps: CartDeps,
  cartId: string,
  lineId: number,
  asker: Asker,
  input: {
    quantity?: number;
    deliveryMethod?: CartDeliveryMethod;
    storeId?: string | null;
    version?: number;
  },
) {
  return write(deps, cartId, asker, input.version, async ({ cart, lines, tenant, price }) => {
    const line = lines.find((l) => l.lineId === lineId && l.parentLineId === null);
    if (!line) throw new CartError('LINE_NOT_FOUND', { field: 'lineId' });
    const facts = await factsOf(
      deps,
      tenant,
      cart,
      lines,
      price,
      [],
      input.storeId ? [input.storeId] : [],
    );
    soldSku(facts, line.skuId);
    const method = input.deliveryMethod ?? methodOf(line, tenant);
    const asked = input.storeId === undefined ? line.pickupStoreId : input.storeId;
    const store = checkPlace(tenant, cart, facts, line.skuId, method, asked);
    const quantity = input.quantity ?? line.quantity;
    const available = limitFor(facts, cart, line.skuId, method, store);
    // Lowering a quantity is always accepted (even over a stock that shrank); raising it, or
    // moving it to another method or store, needs the units there.
    const moved = method !== methodOf(line, tenant) || store !== line.pickupStoreId;
    if (quantity > available && (quantity > line.quantity || moved)) {
      throw new CartError('OUT_OF_STOCK', { field: 'quantity', available });
    }
    return async (tx) => {
      await updateLine(tx, cart.id, lineId, {
        quantity,
        deliveryMethod: method,
        pickupStoreId: method === 'homeDelivery' ? null : store,
      });
    };
  });
}

/** DELETE .../lines/{lineId}: the line and its warranties and services. */
export async function removeLine(
  deps: CartDeps,
  cartId: string,
  lineId: number,
  asker: Asker,
  version: number | undefined,
) {
  return write(deps, cartId, asker, version, async ({ cart, lines }) => {
    if (!lines.some((l) => l.lineId === lineId)) {
      throw new CartError('LINE_NOT_FOUND', { field: 'lineId' });
    }
    return async (tx) => {
      await deleteLine(tx, cart.id, lineId);
    };
  });
}

/** POST .../lines/{lineId}/services: a warranty or service of that line's product. */
export async function addService(
  deps: CartDeps,
  cartId: string,
  lineId: number,
  asker: Asker,
  input: { skuId: string; version?: number },
) {
  return write(deps, cartId, asker, input.version, async ({ cart, lines, tenant, price }) => {
    const line = lines.find((l) => l.lineId === lineId && l.parentLineId === null);
    if (!line) throw new CartError('LINE_NOT_FOUND', { field: 'lineId' });
    const facts = await factsOf(deps, tenant, cart, lines, price);
    const offer = facts.skus.get(line.skuId)?.services.find((s) => s.skuId === input.skuId);
    if (!offer) throw new CartError('SERVICE_UNKNOWN', { field: 'skuId' });
    const already = lines.some((l) => l.parentLineId === lineId && l.skuId === input.skuId);
    return async (tx) => {
      if (already) return;
      await insertLine(tx, {
        cartId: cart.id,
        lineId: nextLineId(lines),
        skuId: input.skuId,
        quantity: line.quantity,
        parentLineId: lineId,
        kind: offer.kind,
      });
    };
  });
}

/** DELETE .../lines/{lineId}/services/{serviceLineId}. */
export async function removeService(
  deps: CartDeps,
  cartId: string,
  lineId: number,
  serviceLineId: number,
  asker: Asker,
  version: number | undefined,
) {
  return write(deps, cartId, asker, version, async ({ cart, lines }) => {
    if (!lines.some((l) => l.lineId === serviceLineId && l.parentLineId === lineId)) {
      throw new CartError('LINE_NOT_FOUND', { field: 'serviceLineId' });
    }
    return async (tx) => {
      await deleteLine(tx, cart.id, serviceLineId);
    };
  });
}

/**
 * PUT .../location: a place (location or zip code) gives the cart its zone and price group, from
 * the server's geography; a store becomes the cart's store (buy at store, preferred pickup). The
 * whole cart is priced again for it.
 */
export async function setLocation(
  deps: CartDeps,
  cartId: string,
  asker: Asker,
  input: { locationId?: string; zipCode?: string; storeId?: string; version?: number },
) {
  return write(deps, cartId, asker, input.version, async ({ cart }) => {
    if (input.storeId) {
      const storeId = input.storeId;
      const stores = await storeFacts(deps.pool, cart.siteId, [storeId]);
      if (!stores.has(storeId)) throw new CartError('STORE_UNKNOWN', { field: 'storeId' });
      const tenant = tenantOfCart(cart);
      return async (tx) => {
        await updateCart(tx, cart.id, { storeId });
        // A reservation is at one store: a line added with a store of its own moves with it.
        if (isStoreReservation(tenant)) await linesFollowCartStore(tx, cart.id);
      };
    }
    const place = input.locationId
      ? await deps.geo.location(cart.siteId, input.locationId)
      : await deps.geo.byZip(cart.siteId, input.zipCode ?? '');
    if (!place) {
      throw new CartError('LOCATION_UNKNOWN', {
        field: input.locationId ? 'locationId' : 'zipCode',
      });
    }
    // A region is no place to deliver to (a comuna, a district, a city is): the rule of the
    // address book (`isDeliveryPlace`), so the cart and its order's address agree with it.
    const tenant = tenantOfCart(cart);
    const levels = locationLevelsOf(tenant);
    if (!isDeliveryPlace(place.path, levels.length)) {
      throw new CartError('LOCATION_TOO_BROAD', {
        field: input.locationId ? 'locationId' : 'zipCode',
        level: levels.at(-1)?.label.toLocaleLowerCase(tenant.locale),
      });
    }
    // A zip code with its town, as an address is written there ("01129-474 São Paulo"): the
    // order's address said the code alone, no city.
    const names = place.path.map((p) => p.name).reverse();
    const label =
      place.zipCode && !input.locationId
        ? [place.zipCode, names[0]].filter(Boolean).join(' ')
        : names.join(', ');
    return async (tx) => {
      await updateCart(tx, cart.id, {
        locationId: place.locationId,
        zipCode: place.zipCode,
        locationLabel: label,
        zoneId: place.zoneId,
        priceGroup: place.priceGroup,
      });
    };
  });
}

/**
 * POST /checkout/v1/carts/merge at sign-in: the guest cart joins the shopper's own cart of the
 * site (quantities added, capped at 9999 and at the units in stock, the newer delivery choice
 * kept); without one, the guest cart becomes the shopper's. The guest cart is closed.
 */
export async function mergeCart(
  deps: CartDeps,
  asker: Asker,
  guestCartId: string,
  attempt = 1,
): Promise<CartResponse> {
  if (!asker.userId) throw new CartError('UNAUTHENTICATED');
  const guest = await deps.store.find(guestCartId);
  // A session of another tenant is nobody on the guest cart's site.
  if (guest && !askerAt(asker, tenantOfCart(guest)).userId) {
    throw new CartError('UNAUTHENTICATED');
  }
  const own = guest ? await deps.store.openOf(guest.siteId, asker.userId) : null;
  if (!guest || guest.userId !== null || guest.status !== 'open') {
    if (own) return render(deps, own, asker);
    throw new CartError('CART_NOT_FOUND');
  }
  accessible(guest, GUEST_ASKER, deps.now);
  if (!own) {
    const result = await deps.store.write(guest.id, guest.version, async (tx) => {
      await updateCart(tx, guest.id, { userId: asker.userId });
    });
    if (!result.ok) return retryMerge(deps, asker, guestCartId, attempt);
    return render(deps, (await deps.store.find(guest.id))!, asker);
  }
  // Read everything first (the shopper's cart at its version), then write in one transaction.
  const guestLines = await deps.store.lines(guest.id);
  const tenant = tenantOfCart(own);
  const cart = own;
  const lines = await deps.store.lines(own.id);
  const price = await priceFor(deps, tenant, cart, asker);
  // A store reservation stays at one store: the one of the cart the shopper chose in last.
  const reservation = isStoreReservation(tenant);
  const storeChosen = (c: CartRow, of: readonly LineRow[]) =>
    c.storeId ?? of.find((l) => l.pickupStoreId !== null)?.pickupStoreId ?? null;
  const guestNewer = guest.updatedAt > own.updatedAt;
  const reservationStore = guestNewer
    ? (storeChosen(guest, guestLines) ?? storeChosen(own, lines))
    : (storeChosen(own, lines) ?? storeChosen(guest, guestLines));
  // The guest's stores too: their stock caps what joins (without it, none was counted there).
  const facts = await factsOf(
    deps,
    tenant,
    cart,
    lines,
    price,
    guestLines.map((l) => l.skuId),
    [guest.storeId, reservationStore, ...guestLines.map((l) => l.pickupStoreId)].filter(
      (s): s is string => s !== null,
    ),
  );
  // The merged cart keeps the one cart's limit: a merge that would pass it changes nothing (both
  // carts stay as they are, the guest's still reachable by its id), or repeated merges would
  // grow a cart without bound.
  const mineSkus = new Set(lines.filter((l) => l.parentLineId === null).map((l) => l.skuId));
  const joining = guestLines.filter((l) => l.parentLineId === null && !mineSkus.has(l.skuId));
  if (mineSkus.size + joining.length > MAX_CART_LINES) throw new CartError('CART_FULL');
  const result = await deps.store
    .write(own.id, own.version, async (tx) => {
      let next = nextLineId(lines);
      for (const g of guestLines.filter((l) => l.parentLineId === null)) {
        const mine = lines.find((l) => l.parentLineId === null && l.skuId === g.skuId);
        const newer = !mine || g.updatedAt > mine.updatedAt ? g : mine;
        const method = methodOf(newer, tenant);
        // A guest's store may be the guest cart's own (a buy-at-store cart's one store), not
        // the line's: it comes along, or signing in mid-checkout dropped the store just chosen.
        const store =
          method === 'homeDelivery'
            ? null
            : reservation
              ? reservationStore
              : storeOf(newer, newer === g ? guest : cart);
        const stock = limitFor(facts, cart, g.skuId, method, store);
        const capped = Math.min(
          MAX_CART_QUANTITY,
          (mine?.quantity ?? 0) + g.quantity,
          Math.max(stock, mine?.quantity ?? 0),
        );
        // None left for the line's method here: the guest's line is kept as it was, its notice
        // saying so (OVER_STOCK), never dropped without a word.
        const quantity = capped >= 1 ? capped : Math.min(MAX_CART_QUANTITY, g.quantity);
        const lineId = mine?.lineId ?? next++;
        if (mine) {
          await updateLine(tx, cart.id, lineId, {
            quantity,
            deliveryMethod: method,
            pickupStoreId: store,
          });
        } else {
          await insertLine(tx, {
            cartId: cart.id,
            lineId,
            skuId: g.skuId,
            quantity,
            deliveryMethod: method,
            pickupStoreId: store,
            seenUnitPrice: g.seenUnitPrice,
          });
        }
        for (const s of guestLines.filter((l) => l.parentLineId === g.lineId)) {
          if (lines.some((l) => l.parentLineId === lineId && l.skuId === s.skuId)) continue;
          await insertLine(tx, {
            cartId: cart.id,
            lineId: next++,
            skuId: s.skuId,
            quantity,
            parentLineId: lineId,
            kind: s.kind,
          });
        }
      }
      if (reservation) {
        if (reservationStore !== cart.storeId) {
          await updateCart(tx, cart.id, { storeId: reservationStore });
        }
        await linesFollowCartStore(tx, cart.id);
      } else if (cart.storeId === null && guest.storeId !== null) {
        // The guest cart's store becomes the shopper's where they had chosen none.
        await updateCart(tx, cart.id, { storeId: guest.storeId });
      }
      // Closed at the version read: a guest cart ordered meanwhile (the same person checking out
      // as a guest in another tab) is not also merged, or its paid goods would come back here.
      if (!(await closeCartAt(tx, guest.id, guest.version, 'merged'))) throw new GuestCartMoved();
    })
    .catch((error: unknown) => {
      if (error instanceof GuestCartMoved) return { ok: false as const };
      throw error;
    });
  if (!result.ok) return retryMerge(deps, asker, guestCartId, attempt);
  return render(deps, (await deps.store.find(own.id))!, asker);
}

/** The guest cart changed (ordered, written) between the merge's read and its transaction. */
class GuestCartMoved extends Error {}

/** A merge that met a concurrent write tries again with the new version, a few times. */
const retryMerge = (deps: CartDeps, asker: Asker, guestCartId: string, attempt: number) => {
  if (attempt >= 5) throw new CartError('VERSION_CONFLICT');
  return mergeCart(deps, asker, guestCartId, attempt + 1);
};

/** Closes guest carts unused for GUEST_CART_TTL_MS; answers how many. */
export const expireGuestCarts = (deps: Pick<CartDeps, 'store' | 'now'>) =>
  deps.store.expireGuests(new Date(deps.now.getTime() - GUEST_CART_TTL_MS));

export { tenantOfCart };

/** A SKU's catalogue facts, today's unit price and stock for a shopper (lists, issue 23). */
export interface SkuQuote {
  skuId: string;
  productId: string | null;
  name: string;
  slug: string | null;
  image: string | null;
  sold: boolean;
  /** Today's unit price for the shopper; null when not sold or without a price. */
  unitPrice: number | null;
  /** Units reaching the shopper's zone (home delivery), or anywhere while no zone is chosen. */
  available: number;
}

/**
 * SKUs priced and stocked as the shopper's cart would price them: the price group and zone of
 * the shopper's open cart of the site (the same rule as the cart), the site's defaults without one.
 */
export async function quoteSkus(
  deps: CartDeps,
  tenant: Tenant,
  someone: Asker,
  skuIds: readonly string[],
): Promise<{ currency: string; quotes: Map<string, SkuQuote> }> {
  const asker = askerAt(someone, tenant);
  const open = asker.userId ? await deps.store.openOf(tenant.siteId, asker.userId) : null;
  const price = await priceContextOf(
    deps.priceGroups,
    tenant,
    { priceGroup: open?.priceGroup ?? null, businessMode: asker.businessMode },
    {
      ...GUEST,
      account: asker.account,
      tier: asker.userId ? await tierOf(deps.pool, tenant, asker.userId, deps.now) : null,
    },
  );
  const zoneId = open?.zoneId ?? null;
  const [skus, stock] = await Promise.all([
    skuFacts(deps.pool, tenant.siteId, skuIds, deps.now, price.groups),
    stockFacts(deps.pool, tenant.siteId, skuIds, zoneId, []),
  ]);
  const quotes = new Map<string, SkuQuote>();
  for (const skuId of skuIds) {
    const sku = skus.get(skuId);
    const sold = sku?.sold === true;
    quotes.set(skuId, {
      skuId,
      productId: sku?.productId ?? null,
      name: sku?.name ?? skuId,
      slug: sku?.slug ?? null,
      image: sku?.image ?? null,
      sold,
      unitPrice: sku && sold ? paidOf(sku, tenant, price, deps.now) : null,
      available: sold ? ((zoneId ? stock.home : stock.anywhere).get(skuId) ?? 0) : 0,
    });
  }
  return { currency: tenant.currencies[0]!.code, quotes };
}
