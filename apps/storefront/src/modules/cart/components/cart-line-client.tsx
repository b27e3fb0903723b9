'use client';
import type { CartResponse, CartLine as Line } from '@fierro/commerce/contract';
import { deliveryDayInText, formatQuantity, inSite, productPath } from '@fierro/domain';
import { useTranslations } from 'next-intl';
import { useEffect, useId, useRef, useState } from 'react';
import { formatPrice } from '../../../lib/format/price';
import { Dialog } from '../../../ui/dialog-client';
import { imageUrl } from '../../../ui/product-image';
import { AddToListEntry } from '../../lists/client';
import { cartForm } from '../actions/cart-form';
import type { CartPageData } from '../page-data';
import { parseQuantityEntry, quantityField } from '../quantity';
import { encodeRemoved, removedOf } from '../undo';
import type { CartFacts, LineChange, LineChangeHandler } from './cart-view-client';
import { focusAfterService, type MoreState, moreFor, type ServiceFocus } from './services-focus';
import { useSettledChoice } from './use-settled-choice';

/** Warranties shown under a line before the 'show more warranty' modal. */
const SERVICES_SHOWN = 1;

type Method = NonNullable<Line['deliveryMethod']>;

/** Hidden fields every form of a line posts (the plain-form path of cart-form.ts). */
function LineFields({ site, version, lineId }: { site: string; version: number; lineId: number }) {
  return (
    <>
      <input type="hidden" name="site" value={site} />
      <input type="hidden" name="version" value={version} />
      <input type="hidden" name="lineId" value={lineId} />
    </>
  );
}

export function CartLineView({
  facts,
  cart,
  line,
  quantity,
  pendingQuantity,
  stores,
  stock,
  hydrated,
  reservationOnly,
  quantityRefusal = null,
  onQuantityEdit,
  onChange,
}: {
  facts: CartFacts;
  cart: CartResponse;
  line: Line;
  /** The quantity shown: the server's, or the one on its way. */
  quantity: number;
  pendingQuantity: number | undefined;
  stores: CartPageData['stores'];
  stock: Record<string, number> | null;
  hydrated: boolean;
  reservationOnly: boolean;
  /** Why commerce refused the last quantity sent (no stock), until the next change. */
  quantityRefusal?: string | null;
  /** The shopper typed in the quantity: the refusal no longer stands. */
  onQuantityEdit?: () => void;
  onChange: LineChangeHandler;
}) {
  const t = useTranslations('cart');
  const money = (amount: number) => formatPrice(amount, { code: facts.tenantCode }, cart.currency);
  const href = inSite(
    { pathPrefix: facts.site },
    productPath({ productId: line.productId, slug: line.slug, skuId: line.skuId }),
  );
  const paid = line.pricing.paid;
  const reference = line.pricing.reference;
  const perM2 = paid?.perM2;
  const coverage = line.pricing.coverage;
  return (
    <li
      className="flex flex-col gap-3 rounded-lg border border-gray-200 bg-white p-3 phablet:p-4"
      data-line={line.lineId}
      data-sku={line.skuId}
    >
      <div className="flex gap-3">
        {line.image ? (
          // biome-ignore lint/performance/noImgElement: the commerce image service resizes already
          <img
            src={imageUrl(line.image, 135)}
            alt=""
            width={88}
            height={88}
            className="h-22 w-22 shrink-0 rounded border border-gray-100 object-contain"
          />
        ) : (
          <span className="h-22 w-22 shrink-0 rounded border border-gray-100 bg-gray-50" />
        )}
        <div className="flex min-w-0 flex-1 flex-col gap-1">
          <h2 className="font-semibold text-sm leading-5">
            <a href={href} className="underline-offset-2 hover:underline">
              {line.name}
            </a>
          </h2>
          <p className="text-gray-600 text-xs">{t('line.sku', { sku: line.skuId })}</p>
          {paid ? (
            <p className="text-sm">
              <span className="font-semibold tabular-nums">
                {t('line.unitPrice', {
                  price: money(paid.amount),
                  unit: line.pricing.saleUnit === 'box' ? 'box' : 'unit',
                })}
              </span>
              {reference ? (
                <span className="ml-2 text-gray-600 text-xs line-through">
                  <span className="sr-only">
                    {t('line.normalPrice', { price: money(reference.amount) })}
                  </span>
                  <span aria-hidden="true">{money(reference.amount)}</span>
                </span>
              ) : null}
            </p>
          ) : null}
          {perM2 !== undefined && coverage ? (
            <p className="text-gray-700 text-xs">
              {t('line.boxes', {
                count: quantity,
                m2: formatQuantity(quantity * coverage, facts.tenantCode),
              })}
            </p>
          ) : null}
          {line.promotion ? (
            <Promotion
              facts={facts}
              title={line.promotion.title}
              amount={money(line.promotion.discount)}
            />
          ) : null}
        </div>
        <div className="hidden shrink-0 flex-col items-end gap-1 phablet:flex">
          <LineTotal line={line} money={money} facts={facts} />
        </div>
      </div>
      <div className="flex flex-wrap items-end justify-between gap-3">
        <QuantityStepper
          facts={facts}
          cart={cart}
          line={line}
          quantity={quantity}
          pending={pendingQuantity !== undefined}
          hydrated={hydrated}
          refusal={quantityRefusal}
          onEdit={onQuantityEdit}
          onQuantity={(q) => onChange({ kind: 'quantity', quantity: q })}
          onStep={(delta) => onChange({ kind: 'step', delta })}
        />
        <div className="flex items-center gap-3 phablet:hidden">
          <LineTotal line={line} money={money} facts={facts} />
        </div>
        <form
          action={cartForm}
          onSubmit={(e) => {
            e.preventDefault();
            onChange({ kind: 'remove' });
          }}
        >
          <LineFields site={facts.site} version={cart.version} lineId={line.lineId} />
          <input type="hidden" name="undo" value={encodeRemoved(removedOf(line))} />
          <button
            type="submit"
            name="intent"
            value="remove"
            aria-label={t('line.removeName', { name: line.name })}
            className="min-h-11 px-2 text-gray-800 text-sm underline"
          >
            {t('line.remove')}
          </button>
        </form>
        <AddToListEntry
          locale={facts.locale}
          site={facts.site}
          skuId={line.skuId}
          name={line.name}
          quantity={line.quantity}
          compact
        />
      </div>
      <Delivery
        facts={facts}
        cart={cart}
        line={line}
        stores={stores}
        stock={stock}
        hydrated={hydrated}
        reservationOnly={reservationOnly}
        onChange={onChange}
      />
      {line.services.length + line.offeredServices.length > 0 ? (
        <Services facts={facts} cart={cart} line={line} money={money} onChange={onChange} />
      ) : null}
    </li>
  );
}

function LineTotal({
  line,
  money,
  facts,
}: {
  line: Line;
  money: (n: number) => string;
  facts: Pick<CartFacts, 'savingsWord' | 'storeCardName'>;
}) {
  const t = useTranslations('cart.line');
  return (
    <div className="flex flex-col items-end text-right">
      <span className="sr-only">{t('total')}</span>
      <span className="font-bold tabular-nums" data-line-total>
        {money(line.total)}
      </span>
      {line.saving > 0 ? (
        <span className="text-green-800 text-xs" data-line-saving>
          {t('saving', { word: facts.savingsWord, amount: money(line.saving) })}
        </span>
      ) : null}
      {/* What the line costs with the store card, as the summary's card total counts it. */}
      {line.storeCardTotal !== null && facts.storeCardName ? (
        <span className="font-semibold text-brand-ink text-xs tabular-nums" data-line-store-card>
          {t('storeCard', { card: facts.storeCardName, amount: money(line.storeCardTotal) })}
        </span>
      ) : null}
    </div>
  );
}

function QuantityStepper({
  facts,
  cart,
  line,
  quantity,
  pending,
  hydrated,
  refusal,
  onEdit,
  onQuantity,
  onStep,
}: {
  facts: CartFacts;
  cart: CartResponse;
  line: Line;
  quantity: number;
  pending: boolean;
  hydrated: boolean;
  refusal: string | null;
  onEdit: (() => void) | undefined;
  onQuantity: (q: number) => void;
  onStep: (delta: 1 | -1) => void;
}) {
  const t = useTranslations('cart.line');
  const id = useId();
  const [text, setText] = useState<string | null>(null);
  const [problem, setProblem] = useState<'notANumber' | 'notWhole' | 'range' | null>(null);
  const commit = () => {
    if (text === null) return;
    const entry = parseQuantityEntry(text, facts.tenantCode);
    if (!entry.ok) {
      setProblem(entry.reason);
      return;
    }
    setProblem(null);
    setText(null);
    if (entry.quantity !== quantity) onQuantity(entry.quantity);
  };
  const step = (delta: 1 | -1) => {
    setText(null);
    setProblem(null);
    onStep(delta);
  };
  const { refused, ...described } = quantityField(id, problem, refusal);
  const button =
    'flex h-11 w-11 items-center justify-center rounded border border-gray-400 font-bold text-lg disabled:opacity-40';
  return (
    <form
      action={cartForm}
      onSubmit={(e) => {
        e.preventDefault();
        const intent = (e.nativeEvent as SubmitEvent).submitter?.getAttribute('value');
        if (intent === 'inc') step(1);
        else if (intent === 'dec') step(-1);
        else commit();
      }}
      className="flex flex-col gap-1"
      data-stepper={line.lineId}
      data-pending={pending || undefined}
    >
      <LineFields site={facts.site} version={cart.version} lineId={line.lineId} />
      <input type="hidden" name="current" value={quantity} />
      <label htmlFor={id} className="sr-only">
        {t('quantity', { name: line.name })}
      </label>
      <div className="flex items-center gap-1">
        {hydrated ? null : (
          // First in the form (Enter in the field submits it), drawn last.
          <button
            type="submit"
            name="intent"
            value="set"
            className="order-last ml-1 min-h-11 rounded border border-gray-700 px-3 font-semibold text-sm"
          >
            {t('update')}
          </button>
        )}
        <button
          type="submit"
          name="intent"
          value="dec"
          disabled={quantity <= 1}
          aria-label={t('decrease', { name: line.name })}
          className={button}
        >
          -
        </button>
        <input
          id={id}
          name="quantity"
          type="text"
          inputMode="decimal"
          autoComplete="off"
          value={text ?? String(quantity)}
          onChange={(e) => {
            setText(e.target.value);
            setProblem(null);
            onEdit?.();
          }}
          onBlur={commit}
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              e.preventDefault();
              commit();
            } else if (e.key === 'Escape') {
              setText(null);
              setProblem(null);
            }
          }}
          {...described}
          className="h-11 w-16 rounded border border-gray-400 text-center tabular-nums"
        />
        <button
          type="submit"
          name="intent"
          value="inc"
          disabled={quantity >= 9999}
          aria-label={t('increase', { name: line.name })}
          className={button}
        >
          +
        </button>
      </div>
      <p
        id={`${id}-hint`}
        className={problem ? 'text-red-700 text-xs' : 'sr-only'}
        aria-live="polite"
      >
        {problem ? t(`quantityError.${problem}`) : t('quantityHint')}
      </p>
      {/* Not live: the toast already said it aloud; here it stays beside the field it is about. */}
      {refused ? (
        <p id={`${id}-refused`} className="text-red-700 text-xs" data-quantity-refused>
          {refusal}
        </p>
      ) : null}
    </form>
  );
}

function Delivery({
  facts,
  cart,
  line,
  stores,
  stock,
  hydrated,
  reservationOnly,
  onChange,
}: {
  facts: CartFacts;
  cart: CartResponse;
  line: Line;
  stores: CartPageData['stores'];
  stock: Record<string, number> | null;
  hydrated: boolean;
  reservationOnly: boolean;
  onChange: LineChangeHandler;
}) {
  const t = useTranslations('cart.delivery');
  const id = useId();
  const method = (line.deliveryMethod ?? cart.deliveryMethods[0]) as Method;
  const needsStore = method !== 'homeDelivery';
  const storeName = line.store?.name;
  const methodChoice = useSettledChoice(
    method,
    (m) => hydrated && onChange({ kind: 'method', deliveryMethod: m as Method }),
  );
  const storeChoice = useSettledChoice(
    line.store?.id ?? '',
    (s) => hydrated && s !== '' && onChange({ kind: 'store', storeId: s }),
  );
  let when: string | null = null;
  if (line.delivery) {
    const { dateFrom, dateTo } = line.delivery;
    const from = deliveryDayInText(dateFrom, facts.locale);
    const to = deliveryDayInText(dateTo, facts.locale);
    if (method === 'homeDelivery')
      when = dateFrom === dateTo ? t('homeDay', { date: from }) : t('homeDate', { from, to });
    else if (method === 'buyAtStore' && storeName) when = t('buyToday', { store: storeName });
    else
      when = dateFrom === dateTo ? t('pickupDate', { date: from }) : t('pickupRange', { from, to });
  }
  return (
    <div
      className="flex flex-col gap-2 border-gray-100 border-t pt-3 text-sm"
      data-delivery={method}
    >
      <div className="flex flex-wrap items-end gap-3">
        {reservationOnly ? (
          <p className="font-semibold">{t(method)}</p>
        ) : (
          <form action={cartForm} className="flex items-end gap-2">
            <LineFields site={facts.site} version={cart.version} lineId={line.lineId} />
            <label className="flex flex-col gap-1">
              <span className="font-semibold">
                {t('method')}
                {/* Which line it is, for a screen reader going from one control to the next. */}
                <span className="sr-only"> {t('methodOf', { name: line.name })}</span>
              </span>
              <select
                name="deliveryMethod"
                {...methodChoice}
                className="min-h-11 rounded border border-gray-400 bg-white px-2"
              >
                {cart.deliveryMethods.map((m) => (
                  <option key={m} value={m}>
                    {t(m)}
                  </option>
                ))}
              </select>
            </label>
            {hydrated ? null : (
              <button
                type="submit"
                name="intent"
                value="method"
                className="min-h-11 rounded border border-gray-700 px-3 font-semibold"
              >
                {t('apply')}
              </button>
            )}
          </form>
        )}
        {needsStore && !reservationOnly ? (
          <form action={cartForm} className="flex items-end gap-2">
            <LineFields site={facts.site} version={cart.version} lineId={line.lineId} />
            <label className="flex min-w-0 flex-col gap-1" htmlFor={`${id}-store`}>
              <span className="font-semibold">
                {t('store')}
                <span className="sr-only"> {t('storeFor', { name: line.name })}</span>
              </span>
              <select
                id={`${id}-store`}
                name="storeId"
                {...storeChoice}
                className="min-h-11 max-w-full rounded border border-gray-400 bg-white px-2"
              >
                <option value="" disabled>
                  {t('chooseStore')}
                </option>
                {stores.map((s) => {
                  // The cart's read lists every pickup store holding the SKU: absent, none.
                  const units = stock ? (stock[s.id] ?? 0) : undefined;
                  return (
                    <option key={s.id} value={s.id}>
                      {units === undefined
                        ? s.name
                        : t('storeOption', { store: s.name, count: units })}
                    </option>
                  );
                })}
              </select>
            </label>
            {hydrated ? null : (
              <button
                type="submit"
                name="intent"
                value="store"
                className="min-h-11 rounded border border-gray-700 px-3 font-semibold"
              >
                {t('apply')}
              </button>
            )}
          </form>
        ) : null}
      </div>
      <p className="flex flex-wrap gap-x-3 text-gray-800" data-availability>
        {line.available !== null ? (
          <span data-available={line.available}>
            {storeName && needsStore ? `${t('stockAt', { store: storeName })}: ` : ''}
            {t('available', { count: line.available })}
          </span>
        ) : null}
        {when ? <span data-delivery-date>{when}</span> : null}
      </p>
    </div>
  );
}

function Services({
  facts,
  cart,
  line,
  money,
  onChange,
}: {
  facts: CartFacts;
  cart: CartResponse;
  line: Line;
  money: (n: number) => string;
  onChange: LineChangeHandler;
}) {
  const t = useTranslations('cart.services');
  const tc = useTranslations('common');
  const offered = line.offeredServices;
  const offers = offered.map((o) => o.skuId).join(' ');
  const [moreState, setMoreState] = useState<MoreState>({ open: false, offers });
  const now = moreFor(moreState, offers);
  if (now !== moreState) setMoreState(now);
  const more = now.open;
  const setMore = (open: boolean) => setMoreState({ open, offers });
  const section = useRef<HTMLElement>(null);
  const focusNext = useRef<ServiceFocus | null>(null);
  // A render once commerce answered, so the focus is settled even when the answer changed nothing.
  const [, setAnswered] = useState(0);
  useEffect(() => {
    const want = focusNext.current;
    if (want && section.current && focusAfterService(section.current, want)) {
      focusNext.current = null;
    }
  });
  const change = (kind: ServiceFocus['kind'], skuId: string, c: LineChange) => {
    const want: ServiceFocus = { kind, skuId, settled: false };
    focusNext.current = want;
    void onChange(c)?.then(() => {
      want.settled = true;
      setAnswered((n) => n + 1);
    });
  };
  const add = (skuId: string) => {
    // From the dialog: it closes through its own path now (focus back to its button meanwhile),
    // not by vanishing under the shopper when the added service takes its offer away.
    if (more) setMore(false);
    change('add', skuId, { kind: 'addService', skuId });
  };
  const offer = (o: (typeof offered)[number]) => (
    <li
      key={o.skuId}
      className="flex flex-wrap items-center justify-between gap-2"
      data-offer={o.skuId}
    >
      <span>
        {o.name} · <span className="tabular-nums">{t('each', { price: money(o.price) })}</span>
      </span>
      <form
        action={cartForm}
        onSubmit={(e) => {
          e.preventDefault();
          add(o.skuId);
        }}
      >
        <LineFields site={facts.site} version={cart.version} lineId={line.lineId} />
        <input type="hidden" name="skuId" value={o.skuId} />
        <button
          type="submit"
          name="intent"
          value="addService"
          aria-label={t('addName', { name: o.name, product: line.name })}
          className="min-h-11 rounded border border-gray-700 px-3 font-semibold"
        >
          {t('add')}
        </button>
      </form>
    </li>
  );
  return (
    <section
      ref={section}
      aria-label={`${t('title')}: ${line.name}`}
      className="flex flex-col gap-2 rounded bg-gray-50 p-3 text-sm"
      data-services
    >
      {/* Takes the focus while a service's new button is not drawn yet (focusAfterService). */}
      <h3 tabIndex={-1} className="font-semibold outline-none" data-services-title>
        {t('title')}
      </h3>
      {line.services.length > 0 ? (
        <ul className="flex flex-col gap-1">
          {line.services.map((s) => (
            <li
              key={s.lineId}
              className="flex flex-wrap items-center justify-between gap-2"
              data-service={s.skuId}
            >
              <span>
                {s.name} × {s.quantity} ·{' '}
                <span className="font-semibold tabular-nums">{money(s.total)}</span>
              </span>
              <form
                action={cartForm}
                onSubmit={(e) => {
                  e.preventDefault();
                  change('remove', s.skuId, { kind: 'removeService', serviceLineId: s.lineId });
                }}
              >
                <LineFields site={facts.site} version={cart.version} lineId={line.lineId} />
                <input type="hidden" name="serviceLineId" value={s.lineId} />
                <button
                  type="submit"
                  name="intent"
                  value="removeService"
                  aria-label={t('removeName', { name: s.name, product: line.name })}
                  className="min-h-11 px-2 underline"
                >
                  {t('remove')}
                </button>
              </form>
            </li>
          ))}
        </ul>
      ) : null}
      {offered.length > 0 ? (
        <ul className="flex flex-col gap-1">{offered.slice(0, SERVICES_SHOWN).map(offer)}</ul>
      ) : null}
      {offered.length > SERVICES_SHOWN ? (
        <>
          <button
            type="button"
            aria-haspopup="dialog"
            onClick={() => setMore(true)}
            className="min-h-11 w-fit font-semibold underline"
          >
            {t('more')}
          </button>
          <Dialog
            open={more}
            onClose={() => setMore(false)}
            title={t('modal')}
            closeLabel={tc('close')}
            name="warranty"
          >
            <ul className="flex flex-col gap-2">{offered.map(offer)}</ul>
          </Dialog>
        </>
      ) : null}
    </section>
  );
}

function Promotion({ facts, title, amount }: { facts: CartFacts; title: string; amount: string }) {
  const t = useTranslations('cart.promotion');
  const tc = useTranslations('common');
  const [open, setOpen] = useState(false);
  const [buy, pay] = title
    .toLowerCase()
    .split('x')
    .map((n) => n.trim());
  void facts;
  return (
    <div className="w-fit rounded bg-amber-50 px-2 py-1 text-xs" data-promotion="multi-unit">
      <span>{t('applied', { title, amount })}</span>{' '}
      <button
        type="button"
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
        className="min-h-11 underline"
      >
        {t('open', { title })}
      </button>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        title={t('title', { title })}
        closeLabel={tc('close')}
        name="multi-unit"
      >
        <p>{t('text', { buy: buy ?? '', pay: pay ?? '' })}</p>
      </Dialog>
    </div>
  );
}
