'use client';
import type { CartResponse } from '@fierro/commerce/contract';
import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import { formatPrice } from '../../../lib/format/price';
import { ga4Event } from '../../../lib/tracking/ga4';
import { Dialog } from '../../../ui/dialog-client';
import { Glyph } from '../../../ui/glyph';
import { imageUrl } from '../../../ui/product-image';
import { track } from '../../shell/components/data-layer-client';
import { type AddToCartResult, addToCart } from '../actions/add-to-cart';
import { addWarranty } from '../actions/add-warranty';
import type { CartActionResult } from '../actions/common';
import type { AddedView } from '../added';
import { ADD_TO_CART_FORM } from '../form-marker';
import { announceCartCount } from './header-cart-client';

type Shown = { kind: 'added'; added: AddedView } | { kind: 'error'; message: string } | null;

/**
 * One per page (the site layout): every add-to-cart form (product page, a card's quick add) is a
 * plain form posting to the cart's form action, which works before JavaScript; once it runs, this
 * host takes the submit (one document listener, no client component per card), adds through the
 * add-to-cart action and shows the add-to-cart modal (what was added, the cart's total, related
 * products, go to cart or keep shopping) or the add-to-cart error modal (spec §2).
 */
export function AddToCartHost({
  site,
  cartHref,
  minorUnits,
}: {
  site: string;
  cartHref: string;
  minorUnits: number;
}) {
  const t = useTranslations('cart');
  const tc = useTranslations('common');
  const [shown, setShown] = useState<Shown>(null);
  // Said to screen readers while an add is on its way (the button only turns a mark).
  const [adding, setAdding] = useState(false);
  // The SKU of the form last sent, so focus can go back to its button after the modal.
  const trigger = useRef<string | null>(null);
  const triggerButton = () => {
    const sku = trigger.current;
    if (!sku) return null;
    for (const form of document.querySelectorAll<HTMLFormElement>(`form[${ADD_TO_CART_FORM}]`)) {
      const button = form.querySelector<HTMLButtonElement>('button[type="submit"]');
      if (new FormData(form).get('skuId') === sku && button?.getClientRects().length) return button;
    }
    return null;
  };

  useEffect(() => {
    const onSubmit = async (e: SubmitEvent) => {
      const form = e.target as HTMLFormElement | null;
      if (!form?.hasAttribute?.(ADD_TO_CART_FORM)) return;
      e.preventDefault();
      if (form.dataset.busy) return;
      const data = new FormData(form);
      trigger.current = String(data.get('skuId') ?? '');
      const submit = form.querySelector<HTMLButtonElement>('button[type="submit"]');
      form.dataset.busy = '1';
      submit?.setAttribute('aria-busy', 'true');
      setAdding(true);
      let result: AddToCartResult;
      try {
        result = await addToCart({
          site,
          skuId: String(data.get('skuId') ?? ''),
          productId: String(data.get('productId') ?? ''),
          quantity: String(data.get('quantity') ?? '1'),
        });
      } catch {
        result = { ok: false, code: 'UNAVAILABLE', message: '', count: null };
      } finally {
        delete form.dataset.busy;
        submit?.removeAttribute('aria-busy');
        setAdding(false);
      }
      if (result.ok) {
        const { added } = result;
        announceCartCount(added.count);
        track(
          ga4Event('add_to_cart', added.currency, minorUnits, [
            {
              skuId: added.line.skuId,
              name: added.line.name,
              unitPrice: added.line.unitPrice,
              quantity: added.line.added,
            },
          ]),
        );
        setShown({ kind: 'added', added });
      } else {
        setShown({
          kind: 'error',
          message: result.message || t(`errors.code.${safeCode(result.code)}`),
        });
      }
    };
    const listener = (e: Event) => void onSubmit(e as SubmitEvent);
    // Capture: before React's own form handling, which then sees the default prevented.
    document.addEventListener('submit', listener, true);
    return () => document.removeEventListener('submit', listener, true);
  }, [site, minorUnits, t]);

  const close = () => setShown(null);
  return (
    <>
      {/* A polite live region, not a `status` role: pages keep that role for their own answers. */}
      <p aria-live="polite" className="sr-only" data-adding-status>
        {adding ? t('add.adding') : ''}
      </p>
      <Dialog
        open={shown?.kind === 'added'}
        onClose={close}
        returnFocus={triggerButton}
        title={t('added.title')}
        closeLabel={tc('close')}
        width={520}
        name="add-to-cart"
      >
        {shown?.kind === 'added' ? (
          <Added
            site={site}
            minorUnits={minorUnits}
            added={shown.added}
            cartHref={cartHref}
            onClose={close}
          />
        ) : null}
      </Dialog>
      <Dialog
        open={shown?.kind === 'error'}
        onClose={close}
        returnFocus={triggerButton}
        title={t('addError.title')}
        closeLabel={tc('close')}
        name="add-to-cart-error"
      >
        {shown?.kind === 'error' ? (
          <>
            <p role="alert">{shown.message}</p>
            <div className="flex flex-wrap gap-3">
              <button
                type="button"
                data-autofocus
                onClick={close}
                className="min-h-11 rounded border border-gray-700 px-4 font-semibold"
              >
                {tc('close')}
              </button>
              <a
                href={cartHref}
                className="flex min-h-11 items-center px-2 font-semibold underline"
              >
                {t('addError.goToCart')}
              </a>
            </div>
          </>
        ) : null}
      </Dialog>
    </>
  );
}

const CODES = new Set([
  'OUT_OF_STOCK',
  'NOT_SOLD',
  'VERSION_CONFLICT',
  'STORE_WITHOUT_SKU',
  'METHOD_NOT_OFFERED',
  'INVALID_PARAMETER',
  'INVALID',
  'SKU_UNKNOWN',
  'CART_FULL',
  'CART_HELD',
]);
const safeCode = (code: string) => (CODES.has(code) ? code : 'UNAVAILABLE');

function Added({
  site,
  minorUnits,
  added,
  cartHref,
  onClose,
}: {
  site: string;
  minorUnits: number;
  added: AddedView;
  cartHref: string;
  onClose: () => void;
}) {
  const ta = useTranslations('cart.added');
  const { line } = added;
  // The cart as the modal's own warranty adds left it.
  const [cart, setCart] = useState({ count: added.count, total: added.total });
  const onProtected = (next: CartResponse, skuId: string): string => {
    const total = formatPrice(next.totals.total, { code: added.tenantCode }, next.currency);
    setCart({ count: next.totals.itemCount, total });
    announceCartCount(next.totals.itemCount);
    const service = next.lines
      .find((l) => l.lineId === line.lineId)
      ?.services.find((s) => s.skuId === skuId);
    if (service) {
      track(
        ga4Event('add_to_cart', next.currency, minorUnits, [
          {
            skuId: service.skuId,
            name: service.name,
            unitPrice: service.unitPrice,
            quantity: service.quantity,
          },
        ]),
      );
    }
    return total;
  };
  return (
    <div className="flex flex-col gap-4" data-added={line.skuId}>
      <div className="flex gap-3">
        {line.image ? (
          // biome-ignore lint/performance/noImgElement: the commerce image service resizes already
          <img
            src={imageUrl(line.image, 150)}
            alt=""
            width={72}
            height={72}
            className="h-18 w-18 shrink-0 rounded border border-gray-200 object-contain"
          />
        ) : null}
        <div className="flex min-w-0 flex-col gap-0.5 text-sm">
          <p className="font-semibold">{line.name}</p>
          <p>{ta(line.boxes ? 'boxes' : 'units', { count: line.added })}</p>
          <p className="text-gray-700">
            {ta(line.boxes ? 'inCartBoxes' : 'inCart', { count: line.quantity })}
          </p>
        </div>
      </div>
      {added.offers.length > 0 ? (
        <Protection site={site} added={added} onAdded={onProtected} />
      ) : null}
      <div className="flex items-baseline justify-between border-gray-200 border-y py-3">
        <span>
          {ta('total')}
          <span className="block text-gray-700 text-xs">{ta('items', { count: cart.count })}</span>
        </span>
        <span className="font-bold text-lg tabular-nums" data-cart-total>
          {cart.total}
        </span>
      </div>
      <div className="flex flex-col gap-2 phablet:flex-row-reverse">
        <a
          href={cartHref}
          data-autofocus
          className="flex min-h-11 flex-1 items-center justify-center rounded bg-brand px-4 font-bold text-on-brand"
        >
          {ta('goToCart')}
        </a>
        <button
          type="button"
          onClick={onClose}
          className="min-h-11 flex-1 rounded border border-gray-700 px-4 font-semibold"
        >
          {ta('keepShopping')}
        </button>
      </div>
      {added.related.length > 0 ? (
        <section aria-labelledby="added-related" className="flex flex-col gap-2">
          <h3 id="added-related" className="font-bold text-sm">
            {ta('related')}
          </h3>
          <ul className="grid grid-cols-3 gap-2">
            {added.related.map((p) => (
              <li key={p.productId}>
                <a href={p.href} className="flex flex-col gap-1 text-xs">
                  {p.image ? (
                    // biome-ignore lint/performance/noImgElement: the commerce image service resizes already
                    <img
                      src={imageUrl(p.image, 135)}
                      alt=""
                      width={120}
                      height={120}
                      loading="lazy"
                      className="aspect-square w-full rounded border border-gray-200 object-contain"
                    />
                  ) : null}
                  <span className="line-clamp-2 underline">{p.name}</span>
                  {p.price ? <span className="font-bold tabular-nums">{p.price}</span> : null}
                </a>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}

/**
 * The product's warranties and services, offered where it was just added (spec §2's show more
 * warranty, without a trip to the cart). Each add writes at the cart's version; a version moved
 * meanwhile (another tab) is retried once on the cart it answered, if the offer still stands.
 */
function Protection({
  site,
  added,
  onAdded,
}: {
  site: string;
  added: AddedView;
  /** Answers the cart's new total, as shown. */
  onAdded: (cart: CartResponse, skuId: string) => string;
}) {
  const ta = useTranslations('cart.added');
  const { line } = added;
  const version = useRef(added.version);
  const [inCart, setInCart] = useState<ReadonlySet<string>>(new Set());
  const [busy, setBusy] = useState<string | null>(null);
  const [said, setSaid] = useState<{ kind: 'added' | 'error'; text: string } | null>(null);

  const add = async (offer: AddedView['offers'][number]) => {
    if (busy || inCart.has(offer.skuId)) return;
    setBusy(offer.skuId);
    setSaid(null);
    const send = (v: number): Promise<CartActionResult> =>
      addWarranty({ site, version: v, lineId: line.lineId, skuId: offer.skuId }).catch(() => ({
        ok: false as const,
        code: 'UNAVAILABLE',
        message: '',
        cart: null,
      }));
    let result = await send(version.current);
    if (!result.ok && result.code === 'VERSION_CONFLICT' && result.cart) {
      const now = result.cart.lines.find((l) => l.lineId === line.lineId);
      if (now?.offeredServices.some((o) => o.skuId === offer.skuId)) {
        result = await send(result.cart.version);
      }
    }
    setBusy(null);
    if (result.ok) {
      version.current = result.cart.version;
      setInCart((s) => new Set(s).add(offer.skuId));
      const total = onAdded(result.cart, offer.skuId);
      // The new total said with it: on screen it changes below, unannounced.
      setSaid({
        kind: 'added',
        text: `${ta('protectAddedSr', { name: offer.name })}. ${ta('total')}: ${total}`,
      });
    } else {
      if (result.cart) version.current = result.cart.version;
      setSaid({ kind: 'error', text: result.message || ta('protectError') });
    }
  };

  return (
    <section
      aria-labelledby="added-protect"
      className="flex flex-col gap-2 rounded bg-gray-50 p-3 text-sm"
      data-added-offers
    >
      <h3 id="added-protect" className="font-bold">
        {ta('protect')}
      </h3>
      <ul className="flex flex-col gap-2">
        {added.offers.map((o) => {
          const done = inCart.has(o.skuId);
          return (
            <li
              key={o.skuId}
              className="flex flex-wrap items-center justify-between gap-2"
              data-added-offer={o.skuId}
            >
              <span className="min-w-0">
                {o.name} ·{' '}
                <span className="tabular-nums">{ta('protectEach', { price: o.price })}</span>
              </span>
              {/* aria-disabled, not disabled: the focus stays on the button it was on. */}
              <button
                type="button"
                onClick={() => void add(o)}
                aria-disabled={done || busy !== null ? 'true' : undefined}
                aria-busy={busy === o.skuId ? 'true' : undefined}
                aria-label={
                  done ? undefined : ta('protectAddName', { name: o.name, product: line.name })
                }
                className={`min-h-11 rounded border px-3 font-semibold ${
                  done ? 'border-green-700 text-green-800' : 'border-gray-700'
                }`}
              >
                {done ? (
                  <>
                    <Glyph name="check" /> {ta('protectInCart')}
                  </>
                ) : (
                  ta('protectAdd')
                )}
              </button>
            </li>
          );
        })}
      </ul>
      <p
        aria-live="polite"
        className={said?.kind === 'error' ? 'text-red-700' : 'sr-only'}
        data-added-offers-status
      >
        {said?.text ?? ''}
      </p>
    </section>
  );
}
