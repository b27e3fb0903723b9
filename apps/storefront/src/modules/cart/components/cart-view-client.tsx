'use client';
import type { CartResponse, CartLine as Line } from '@fierro/commerce/contract';
import type { TenantCode } from '@fierro/tenants';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { cartLinesTracked, ga4Event } from '../../../lib/tracking/ga4';
import { track } from '../../shell/components/data-layer-client';
import { useToast } from '../../shell/components/toasts-client';
import { addWarranty } from '../actions/add-warranty';
import { cartForm } from '../actions/cart-form';
import { chooseCartStore } from '../actions/choose-cart-store';
import type { CartActionResult } from '../actions/common';
import { removeLine } from '../actions/remove-line';
import { removeWarranty } from '../actions/remove-warranty';
import { restoreLine } from '../actions/restore-line';
import { updateLine } from '../actions/update-line';
import { createCoalescer } from '../coalesce';
import type { CartPageData } from '../page-data';
import { clampQuantity } from '../quantity';
import { type CartErrorTexts, type Refusal, refusalText } from '../refusal';
import { encodeRemoved, type Removed, removedOf } from '../undo';
import { CartLineView } from './cart-line-client';
import { CartSummary } from './cart-summary-client';
import { announceCartCount } from './header-cart-client';

/** When the page reads the cart again after a change commerce did not answer (ms after it). */
const UNANSWERED_REREAD_MS = [3_000, 10_000, 30_000, 60_000];

/** Pause in a run of clicks before the quantity is sent (spec §9 debounce: 300 ms). */
const QUANTITY_DEBOUNCE_MS = 300;

/**
 * Refusals that leave no cart of the shopper's to show as it is on screen (bought on another
 * device, expired, a session that ended, a line removed elsewhere): the page reads it again.
 */
const STALE = new Set(['CART_NOT_FOUND', 'UNAUTHENTICATED', 'LINE_NOT_FOUND']);

export interface CartFacts {
  site: string;
  tenantCode: TenantCode;
  locale: string;
  savingsWord: string;
  storeCardName: string | null;
  minorUnits: number;
  checkoutHref: string;
  homeHref: string;
}

const noSubscribe = () => () => {};
/** False in the server render and hydration, true once the page's JavaScript runs. */
export const useHydrated = () =>
  useSyncExternalStore(
    noSubscribe,
    () => true,
    () => false,
  );

export type LineChange =
  | { kind: 'quantity'; quantity: number }
  | { kind: 'step'; delta: 1 | -1 }
  | { kind: 'method'; deliveryMethod: NonNullable<Line['deliveryMethod']> }
  | { kind: 'store'; storeId: string }
  | { kind: 'remove' }
  | { kind: 'addService'; skuId: string }
  | { kind: 'removeService'; serviceLineId: number };
/** A line's change; a service's resolves once commerce answered it (true: taken). */
export type LineChangeHandler = (c: LineChange) => Promise<boolean> | undefined;

/**
 * The cart page's lines and summary (issue 21). Server-rendered and usable before JavaScript
 * (every control is a form posting to the cart's form action); once hydrated, changes show at
 * once and go to commerce one at a time, each at the version the previous answered: quantity
 * clicks coalesce (coalesce.ts), and a refusal rolls the display back with a toast.
 */
export function CartView({
  facts,
  data,
  undo: undoFromUrl,
  error,
}: {
  facts: CartFacts;
  data: CartPageData;
  /** A removal to offer undoing (after a plain form post). */
  undo: Removed | null;
  /** A refusal to show (after a plain form post: `?error=`, with its figures). */
  error: Refusal | null;
}) {
  const t = useTranslations('cart');
  const te = useTranslations('cart.errors') as unknown as CartErrorTexts;
  const toast = useToast();
  const hydrated = useHydrated();
  const [cart, setCart] = useState<CartResponse>(data.cart!);
  const [pending, setPending] = useState<Record<number, number>>({});
  const [hidden, setHidden] = useState<ReadonlySet<number>>(new Set());
  const [busy, setBusy] = useState(0);
  const [undo, setUndo] = useState<Removed | null>(undoFromUrl);
  // Why a line's quantity was refused (no stock): beside its field too, until its next change.
  const [quantityRefusals, setQuantityRefusals] = useState<Record<number, string>>({});
  const dropQuantityRefusal = useCallback(
    (lineId: number) =>
      setQuantityRefusals((r) => {
        if (!(lineId in r)) return r;
        const { [lineId]: _gone, ...rest } = r;
        return rest;
      }),
    [],
  );
  // Where keyboard focus goes once a removal or its undo is on screen: the removed line's button
  // is gone, and a focus left on nothing starts the next Tab at the top of the page.
  const focusNext = useRef<{ to: 'undo' } | { to: 'line'; skuId: string } | null>(null);
  const root = useRef<HTMLDivElement>(null);
  const version = useRef(cart.version);
  const queue = useRef<Promise<unknown>>(Promise.resolve());
  // A refresh of the page (the header's place changed, repricing the cart) brings a newer cart
  // than the one on screen: show it. An older one (a refresh that raced this page's own writes)
  // is not shown over what the writes answered.
  const [received, setReceived] = useState(data.cart);
  if (data.cart && data.cart !== received) {
    setReceived(data.cart);
    if (data.cart.version > cart.version) setCart(data.cart);
  }
  useEffect(() => {
    if (cart.version > version.current) version.current = cart.version;
  }, [cart.version]);
  const cartRef = useRef(cart);
  cartRef.current = cart;

  // A change commerce did not answer in time may still be carried out (it was on its way): the
  // page reads the cart again a few times after, and a newer one replaces what is on screen
  // (the refresh path above), so the line never shows a quantity the cart no longer has.
  const router = useRouter();
  const rereads = useRef<ReturnType<typeof setTimeout>[]>([]);
  const rereadLater = useCallback(() => {
    for (const timer of rereads.current) clearTimeout(timer);
    rereads.current = UNANSWERED_REREAD_MS.map((ms) => setTimeout(() => router.refresh(), ms));
  }, [router]);
  useEffect(() => () => rereads.current.forEach(clearTimeout), []);

  const apply = useCallback(
    (res: CartActionResult) => {
      const next = res.cart;
      if (next) {
        version.current = next.version;
        setCart(next);
        announceCartCount(next.totals.itemCount);
      }
      if (!res.ok) toast('error', res.message || t('errors.unavailable'));
      if (!res.ok && !next && res.code === 'UNAVAILABLE') rereadLater();
      // What the page shows is no longer true: it shows what is (an empty cart, another cart).
      if (!res.ok && !next && STALE.has(res.code)) router.refresh();
      return res.ok;
    },
    [toast, t, rereadLater, router],
  );

  /** Runs writes one after the other, each at the latest version. */
  const enqueue = useCallback(
    (op: (v: number) => Promise<CartActionResult>): Promise<CartActionResult> => {
      setBusy((n) => n + 1);
      const run = queue.current.then(async () => {
        let res: CartActionResult;
        try {
          res = await op(version.current);
        } catch {
          res = { ok: false, code: 'UNAVAILABLE', message: t('errors.unavailable'), cart: null };
        }
        apply(res);
        return res;
      });
      queue.current = run.catch(() => undefined);
      return run.finally(() => setBusy((n) => n - 1));
    },
    [apply, t],
  );

  const trackLine = useCallback(
    (event: 'add_to_cart' | 'remove_from_cart', line: Line, quantity: number) => {
      if (quantity <= 0) return;
      track(
        ga4Event(event, cartRef.current.currency, facts.minorUnits, [
          {
            skuId: line.skuId,
            name: line.name,
            unitPrice: line.pricing.paid?.amount ?? null,
            quantity,
          },
        ]),
      );
    },
    [facts.minorUnits],
  );

  /** The latest sender, so the one coalescer of the page always uses the current queue. */
  const sendRef = useRef<(lineId: number, quantity: number) => Promise<boolean>>(async () => false);
  sendRef.current = async (lineId, quantity) => {
    const before = cartRef.current.lines.find((l) => l.lineId === lineId);
    const res = await enqueue((v) =>
      updateLine({ site: facts.site, version: v, lineId, quantity }),
    );
    if (res.ok && before) {
      const delta = quantity - before.quantity;
      trackLine(delta > 0 ? 'add_to_cart' : 'remove_from_cart', before, Math.abs(delta));
    }
    if (!res.ok && !STALE.has(res.code)) {
      const why = res.message || t('errors.unavailable');
      setQuantityRefusals((r) => ({ ...r, [lineId]: why }));
    }
    return res.ok;
  };
  const [coalescer] = useState(() =>
    createCoalescer<number>({
      delayMs: QUANTITY_DEBOUNCE_MS,
      send: (lineId, quantity) => sendRef.current(lineId, quantity),
      onIdle: (lineId) =>
        setPending((p) => {
          const { [lineId]: _done, ...rest } = p;
          return rest;
        }),
    }),
  );

  useEffect(() => {
    // view_cart once per visit of the page, with what it showed.
    const c = cartRef.current;
    track(ga4Event('view_cart', c.currency, facts.minorUnits, cartLinesTracked(c.lines)));
    announceCartCount(c.totals.itemCount);
  }, [facts.minorUnits]);

  // A refusal after a plain form post: shown in the page (it must read without JavaScript), until
  // the shopper's next change; the address loses its `error` so a reload does not repeat it.
  const [refusal, setRefusal] = useState(error);
  useEffect(() => {
    if (!error) return;
    const url = new URL(window.location.href);
    for (const name of ['error', 'available', 'inCart']) url.searchParams.delete(name);
    window.history.replaceState(window.history.state, '', url);
  }, [error]);

  const change = (line: Line, c: LineChange): Promise<boolean> | undefined => {
    setRefusal(null);
    dropQuantityRefusal(line.lineId);
    const site = facts.site;
    switch (c.kind) {
      case 'quantity':
      case 'step': {
        // Steps count from the quantity on its way, not the last one drawn: clicks faster than
        // React renders still add up.
        const base = coalescer.pending(line.lineId) ?? line.quantity;
        const quantity = c.kind === 'step' ? clampQuantity(base + c.delta) : c.quantity;
        if (quantity === base) return;
        coalescer.set(line.lineId, quantity);
        setPending((p) => ({ ...p, [line.lineId]: quantity }));
        return;
      }
      case 'method':
        void enqueue((v) =>
          updateLine({ site, version: v, lineId: line.lineId, deliveryMethod: c.deliveryMethod }),
        );
        return;
      case 'store':
        void enqueue((v) =>
          updateLine({ site, version: v, lineId: line.lineId, storeId: c.storeId }),
        );
        return;
      // The section moves the focus once the answer is drawn (its button goes with it).
      case 'addService':
        return enqueue((v) =>
          addWarranty({ site, version: v, lineId: line.lineId, skuId: c.skuId }),
        ).then((res) => res.ok);
      case 'removeService':
        return enqueue((v) =>
          removeWarranty({
            site,
            version: v,
            lineId: line.lineId,
            serviceLineId: c.serviceLineId,
          }),
        ).then((res) => res.ok);
      case 'remove': {
        const removed = removedOf(line);
        // Meanwhile the cart itself holds focus (its button is going away).
        focusNext.current = { to: 'undo' };
        root.current?.focus();
        setHidden((h) => new Set(h).add(line.lineId));
        const undoOf = encodeRemoved(removed);
        void enqueue((v) =>
          removeLine({ site, version: v, lineId: line.lineId, undo: undoOf }),
        ).then((res) => {
          setHidden((h) => {
            const next = new Set(h);
            next.delete(line.lineId);
            return next;
          });
          if (res.ok) {
            setUndo(removed);
            trackLine('remove_from_cart', line, line.quantity);
            // The last line: the page's empty state replaces this view, and offers the undo by
            // its address, as it does without JavaScript (none was offered).
            if (res.cart.lines.length === 0) {
              router.replace(`?undo=${encodeURIComponent(undoOf)}`, { scroll: false });
            }
          }
        });
        return;
      }
    }
  };

  const undoRemoval = (removed: Removed) => {
    focusNext.current = { to: 'line', skuId: removed.skuId };
    root.current?.focus();
    setUndo(null);
    // Once (the server takes the undo away as it puts the line back), as without JavaScript.
    void enqueue(() => restoreLine({ site: facts.site, undo: encodeRemoved(removed) })).then(
      (res) => {
        // Put back failed (no answer, no stock): still offered. Done already: not again.
        if (!res.ok && res.code !== 'UNDO_GONE' && !STALE.has(res.code)) setUndo(removed);
        if (!res.ok) return;
        toast('success', t('undo.restored', { name: removed.name }));
        const line = res.cart?.lines.find((l) => l.skuId === removed.skuId);
        if (line) trackLine('add_to_cart', line, removed.quantity);
      },
    );
  };

  // After the render that shows the undo offer, or the line put back: focus moves there.
  useEffect(() => {
    const next = focusNext.current;
    const box = root.current;
    if (!next || !box) return;
    const target =
      next.to === 'undo'
        ? box.querySelector<HTMLElement>('[data-undo] button')
        : box.querySelector<HTMLElement>(
            `[data-sku="${CSS.escape(next.skuId)}"] input[name="quantity"]`,
          );
    if (!target) return;
    focusNext.current = null;
    target.focus();
  });

  const chooseStore = (storeId: string) =>
    void enqueue((v) => chooseCartStore({ site: facts.site, version: v, storeId }));

  const lines = cart.lines.filter((l) => !hidden.has(l.lineId));
  const reservationOnly =
    cart.deliveryMethods.length === 1 && cart.deliveryMethods[0] === 'buyAtStore';
  const notices = cart.notices.filter((n) => !hidden.has(n.lineId));

  return (
    <div
      ref={root}
      tabIndex={-1}
      className="flex flex-col gap-4 pb-28 outline-none tablet:pb-0"
      data-cart={cart.cartId}
    >
      {refusal ? (
        <p
          role="alert"
          className="rounded-lg border border-red-700 bg-red-50 px-4 py-2 text-red-900"
          data-cart-refusal={refusal.code}
        >
          {refusalText(te, facts.tenantCode, refusal)}
        </p>
      ) : null}
      {undo ? (
        <div
          role="status"
          className="flex flex-wrap items-center gap-3 rounded-lg border border-gray-300 bg-gray-50 px-4 py-2 text-sm"
          data-undo
        >
          <span>{t('undo.removed', { name: undo.name })}</span>
          <form
            action={cartForm}
            onSubmit={(e) => {
              e.preventDefault();
              undoRemoval(undo);
            }}
          >
            <input type="hidden" name="site" value={facts.site} />
            <input type="hidden" name="undo" value={encodeRemoved(undo)} />
            <button
              type="submit"
              name="intent"
              value="undo"
              className="min-h-11 px-2 font-semibold underline"
            >
              {t('undo.undo')}
            </button>
          </form>
        </div>
      ) : null}
      {reservationOnly ? (
        <CartStoreChoice
          site={facts.site}
          cart={cart}
          stores={data.stores}
          stock={data.stock}
          hydrated={hydrated}
          onChoose={chooseStore}
        />
      ) : null}
      {!data.zoneKnown && cart.deliveryMethods.includes('homeDelivery') ? (
        <p className="text-gray-700 text-sm" data-no-location>
          {t('delivery.noLocation')}
        </p>
      ) : null}
      {notices.length > 0 ? (
        <section
          aria-labelledby="cart-notices"
          className="rounded-lg border border-amber-600 bg-amber-50 px-4 py-3 text-sm"
          data-notices
        >
          <h2 id="cart-notices" className="font-bold">
            {t('notices.title')}
          </h2>
          <ul className="list-disc pl-5">
            {notices.map((n) => (
              <li key={`${n.code}-${n.lineId}`} data-notice={n.code}>
                {cart.lines.find((l) => l.lineId === n.lineId)?.name}: {n.message}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {lines.length === 0 ? (
        <section className="flex flex-col items-start gap-3 py-8" data-cart-empty>
          <h2 className="font-bold text-xl">{t('empty.title')}</h2>
          <p className="text-gray-700">{t('empty.text')}</p>
          <a
            href={facts.homeHref}
            className="flex min-h-11 items-center rounded bg-brand px-5 font-bold text-on-brand"
          >
            {t('empty.cta')}
          </a>
        </section>
      ) : (
        <div className="grid grid-cols-1 gap-6 tablet:grid-cols-[minmax(0,1fr)_20rem] desktop:grid-cols-[minmax(0,1fr)_24rem]">
          <ul aria-label={t('line.list')} className="flex flex-col gap-3" aria-busy={busy > 0}>
            {lines.map((line) => (
              <CartLineView
                key={line.lineId}
                facts={facts}
                cart={cart}
                line={line}
                quantity={pending[line.lineId] ?? line.quantity}
                pendingQuantity={coalescer.pending(line.lineId)}
                stores={data.stores}
                stock={data.stock[line.skuId] ?? null}
                hydrated={hydrated}
                reservationOnly={reservationOnly}
                quantityRefusal={quantityRefusals[line.lineId] ?? null}
                onQuantityEdit={() => dropQuantityRefusal(line.lineId)}
                onChange={(c) => change(line, c)}
              />
            ))}
          </ul>
          <CartSummary
            facts={facts}
            cart={cart}
            updating={busy > 0 || Object.keys(pending).length > 0}
          />
        </div>
      )}
    </div>
  );
}

/** Buy-at-store sites (spec §9): the cart is a reservation at the store the shopper chooses. */
function CartStoreChoice({
  site,
  cart,
  stores,
  stock,
  hydrated,
  onChoose,
}: {
  site: string;
  cart: CartResponse;
  stores: CartPageData['stores'];
  /** Each SKU's units per store, as the page's read answered them. */
  stock: CartPageData['stock'];
  hydrated: boolean;
  onChoose: (storeId: string) => void;
}) {
  const t = useTranslations('cart.delivery');
  // How much of the cart each store holds (the page's read answers each line's units per store),
  // so the shopper does not pick a store blind.
  const known = cart.lines.some((l) => stock[l.skuId] !== undefined);
  const optionOf = (store: { id: string; name: string }) => {
    if (!known || cart.lines.length === 0) return store.name;
    const all = cart.lines.length;
    const have = cart.lines.filter((l) => (stock[l.skuId]?.[store.id] ?? 0) >= l.quantity).length;
    if (have === all) return t('storeHasAll', { store: store.name });
    if (have === 0) return t('storeHasNone', { store: store.name });
    return t('storeHasSome', { store: store.name, have, all });
  };
  return (
    <section
      aria-labelledby="cart-store"
      className="flex flex-col gap-2 rounded-lg border border-gray-200 p-4"
      data-reservation
    >
      <h2 id="cart-store" className="font-bold">
        {t('reservationTitle')}
      </h2>
      <p className="text-gray-700 text-sm">{t('reservation')}</p>
      <form action={cartForm} className="flex flex-wrap items-end gap-2">
        <input type="hidden" name="site" value={site} />
        <input type="hidden" name="version" value={cart.version} />
        <label className="flex min-w-0 flex-1 flex-col gap-1 text-sm">
          <span className="font-semibold">{t('cartStore')}</span>
          <select
            name="storeId"
            value={cart.store?.id ?? ''}
            onChange={(e) => hydrated && e.target.value && onChoose(e.target.value)}
            className="min-h-11 rounded border border-gray-400 bg-white px-2"
          >
            <option value="" disabled>
              {t('chooseStore')}
            </option>
            {stores.map((s) => (
              <option key={s.id} value={s.id}>
                {optionOf(s)}
              </option>
            ))}
          </select>
        </label>
        {hydrated ? null : (
          <button
            type="submit"
            name="intent"
            value="cartStore"
            className="min-h-11 rounded border border-gray-700 px-4 font-semibold"
          >
            {t('apply')}
          </button>
        )}
      </form>
    </section>
  );
}
