import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { and, count, eq, gt, inArray, or, sql } from '@fierro/db';
import {
  ABANDONED_PAYMENT_MINUTES,
  addressSchema,
  contactSchema,
  fiscalDocumentSchema,
  isDeliveryPlace,
  locationLevelsOf,
  PAY_AT_STORE_HOURS,
  paymentMethodsOf,
  STORE_CARD_MAX_INSTALLMENTS,
  shownStep,
} from '@fierro/domain';
import { getTenantBySiteId, type Tenant } from '@fierro/tenants';
import type { z } from 'zod';
import type {
  CartResponse,
  OrderResponse,
  PaymentOptionsResponse,
  PlaceOrderBody,
} from '../../contract';
import { issueMessage } from '../../lib/validation';
import {
  type Asker,
  askerAt,
  type CartDeps,
  cartForOrder,
  closeCartForOrder,
  reopenCart,
  type Tx,
} from '../cart';
import { earnPoints } from '../loyalty';
import type { PaymentGateway, PaymentResult } from '../payment';
import { installments, isSellingPrice } from '../pricing';
import { OrderError } from './order.errors';
import {
  addOutbox,
  bankPromotion,
  bankPromotions,
  companyOfBuyer,
  idempotencyKeys,
  moveOrder,
  nextOrderNumber,
  type OrderRow,
  type OrderStore,
  orderHistory,
  orderLines,
  orders,
  releaseStock,
  reserveStock,
  Shortage,
  type StockNeed,
  stockReservations,
} from './order.store';
import { orderView } from './order.view';

/**
 * Placing an order (issue 22). The order is built from the server's cart and the price rule at
 * this moment; the request's amounts are only compared. The order, its lines, the stock it takes
 * and its follow-up work are written in one transaction; the card is charged after it commits,
 * with the order id as the gateway's idempotency key, so a crash anywhere leaves either no order
 * (nothing taken) or an order that a retry, or the abandoned-order job, finishes.
 */

export interface OrderDeps {
  cart: CartDeps;
  store: OrderStore;
  gateway: PaymentGateway;
  now: Date;
  /** Called after a commit that wrote outbox rows (the relay hands them to the job queue). */
  kick?: () => void;
  /** Unpaid pay-at-store orders a shopper may hold at once (MAX_UNPAID_HOLDS by default). */
  unpaidHoldsPerShopper?: number;
  /** Failed card payments a network address may make in an hour (MAX_FAILED_CARDS_PER_ADDRESS). */
  failedCardsPerAddress?: number;
}

/** A card order still unpaid after this long is cancelled and its stock released. */
export const ABANDONED_AFTER_MS = ABANDONED_PAYMENT_MINUTES * 60_000;
/** A request waits this long for a concurrent request with its key before answering 409. */
const KEY_WAIT_MS = 10_000;

export interface Answer {
  /** 201 placed or waiting; 402 declined; 400 its token could not pay (the order cancelled). */
  status: 201 | 400 | 402;
  body: unknown;
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/*
 * The order's access token (the confirmation link's `?token=`, which reads the order and answers
 * its challenge) is kept only as a SHA-256. The key's stored answer leaves it out: kept there it
 * would be a working token in plain text for 24 h. A replay (or the request that takes over a dead
 * holder's order) mints a fresh token for the order instead, its hash in `order_access_tokens`,
 * and the order answers to any of its tokens. Storing the token encrypted in the key's row would
 * need a key kept outside the database, which this service does not have; a fresh token needs
 * none, and the first one keeps working.
 */
const newAccessToken = () => randomBytes(24).toString('base64url');

/** Another access token of the order, for a replayed answer: only its hash is written. */
async function mintAccessToken(deps: Pick<OrderDeps, 'store'>, orderId: string) {
  const accessToken = newAccessToken();
  await deps.store.addAccessToken(orderId, sha256(accessToken));
  return accessToken;
}

/** The answer as the client gets it: the access token in its order (a 402 has it in `order`). */
function withAccessToken(answer: Answer, accessToken: string): Answer {
  const body = answer.body as Record<string, unknown>;
  if (answer.status === 201) return { ...answer, body: { ...body, accessToken } };
  const order = body.order as Record<string, unknown> | undefined;
  return order ? { ...answer, body: { ...body, order: { ...order, accessToken } } } : answer;
}

/** JSON with sorted keys: the same body hashes the same whatever its key order. */
const canonical = (value: unknown): string =>
  Array.isArray(value)
    ? `[${value.map(canonical).join(',')}]`
    : value !== null && typeof value === 'object'
      ? `{${Object.keys(value)
          .sort()
          .filter((k) => (value as Record<string, unknown>)[k] !== undefined)
          .map((k) => `${JSON.stringify(k)}:${canonical((value as Record<string, unknown>)[k])}`)
          .join(',')}}`
      : JSON.stringify(value);

/** The gateway would not take the token (spent, expired, unknown): recorded as the reason. */
const UNUSABLE_TOKEN = 'unknown_token';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

const tenantOf = (siteId: string): Tenant => {
  const tenant = getTenantBySiteId(siteId);
  if (!tenant) throw new OrderError('CART_NOT_FOUND');
  return tenant;
};

/** An order as its owner sees it, read now. */
export async function readOrderView(deps: Pick<OrderDeps, 'store'>, order: OrderRow) {
  const { lines, history } = await deps.store.details(order.id);
  const storeIds = [...new Set(lines.flatMap((l) => (l.storeId ? [l.storeId] : [])))];
  return orderView(order, lines, history, await deps.store.stores(order.siteId, storeIds));
}

/** POST /checkout/v1/orders with its Idempotency-Key. */
export async function placeOrder(
  deps: OrderDeps,
  input: {
    asker: Asker;
    idempotencyKey: string;
    channel: string;
    body: PlaceOrderBody;
    /** The shopper's address (through the trusted proxies); `unknown` when it cannot be told. */
    clientAddress?: string;
  },
): Promise<Answer> {
  const { asker, idempotencyKey, body } = input;
  const cart = await deps.cart.store.find(body.cartId);
  if (!cart) throw new OrderError('CART_NOT_FOUND', { field: 'cartId' });
  const siteId = cart.siteId;
  // A business-only site (dicico) sells to signed-in buyers alone: its prices are business ones.
  const tenant = tenantOf(siteId);
  if (tenant.businessOnly && askerAt(asker, tenant).userId === null) {
    throw new OrderError('SIGN_IN_REQUIRED');
  }
  const hash = sha256(canonical({ body, userId: asker.userId, b2b: asker.businessMode }));

  const deadline = Date.now() + KEY_WAIT_MS;
  let resumeOrderId: string | null = null;
  for (;;) {
    const claim = await deps.store.claimKey(siteId, idempotencyKey, hash);
    if (claim.claimed) {
      resumeOrderId = claim.orderId;
      break;
    }
    const row = claim.row;
    if (row && row.requestHash !== hash) {
      throw new OrderError('IDEMPOTENCY_KEY_REUSED', { field: 'Idempotency-Key' });
    }
    if (row?.status === 'completed') {
      const stored = { status: row.responseStatus as Answer['status'], body: row.responseBody };
      return row.orderId
        ? withAccessToken(stored, await mintAccessToken(deps, row.orderId))
        : stored;
    }
    if (Date.now() > deadline) throw new OrderError('IDEMPOTENCY_IN_PROGRESS');
    await sleep(row ? 40 + Math.random() * 40 : 0);
  }

  let placed: { answer: Answer; accessToken: string };
  try {
    if (resumeOrderId) {
      const order = await deps.store.find(resumeOrderId);
      if (!order) throw new OrderError('ORDER_NOT_FOUND');
      // Its first token died with the holder: the retry gets one of its own.
      const answer = await settle(deps, order);
      placed = { answer, accessToken: await mintAccessToken(deps, order.id) };
    } else {
      placed = await placeNew(deps, input, idempotencyKey);
    }
  } catch (error) {
    // Refused before an order was written: the key is freed for a corrected request.
    if (error instanceof OrderError) await deps.store.releaseKey(siteId, idempotencyKey);
    throw error;
  }
  // Stored without the access token (above); the client gets it.
  await deps.store.completeKey(siteId, idempotencyKey, placed.answer.status, placed.answer.body);
  return withAccessToken(placed.answer, placed.accessToken);
}

/** Validation issues of one part of the body, each named by its full path. */
const issuesOf = (prefix: string, error: z.ZodError, tenant: Tenant) =>
  error.issues.map((i) => ({
    field: [prefix, ...i.path.map(String)].join('.'),
    message: issueMessage(i, tenant.lang),
  }));

interface Checked {
  contact: z.infer<ReturnType<typeof contactSchema>>;
  fiscalDocument: z.infer<ReturnType<typeof fiscalDocumentSchema>>;
  address: z.infer<ReturnType<typeof addressSchema>> | null;
}

/** The body read with the country's rules: every bad field named at once, in its language. */
function checkBody(tenant: Tenant, body: PlaceOrderBody, shipsHome: boolean): Checked {
  const fields: Array<{ field: string; message: string }> = [];
  const contact = contactSchema(tenant).safeParse(body.contact);
  if (!contact.success) fields.push(...issuesOf('contact', contact.error, tenant));
  const fiscal = fiscalDocumentSchema(tenant).safeParse(body.fiscalDocument);
  if (!fiscal.success) fields.push(...issuesOf('fiscalDocument', fiscal.error, tenant));
  let address: Checked['address'] = null;
  if (shipsHome) {
    if (!body.delivery.address) {
      throw new OrderError('ADDRESS_REQUIRED', { field: 'delivery.address' });
    }
    const parsed = addressSchema(tenant).safeParse({
      ...body.delivery.address,
      zipCode: body.delivery.address.zipCode ?? body.delivery.zipCode,
    });
    if (parsed.success) address = parsed.data;
    else fields.push(...issuesOf('delivery.address', parsed.error, tenant));
  }
  if (fields.length > 0 || !contact.success || !fiscal.success) {
    throw new OrderError('INVALID_PARAMETER', { fields });
  }
  return { contact: contact.data, fiscalDocument: fiscal.data, address };
}

const digits = (v: string | null | undefined) => (v ?? '').replace(/\D/g, '');

async function checkPayment(
  deps: OrderDeps,
  tenant: Tenant,
  view: CartResponse,
  payment: PlaceOrderBody['payment'],
): Promise<{ brand: string | null; last4: string | null; installments: number }> {
  const offered = paymentMethodsOf(
    tenant,
    view.lines.map((l) => l.deliveryMethod ?? ''),
  );
  if (!offered.includes(payment.method)) {
    throw new OrderError('PAYMENT_METHOD_NOT_OFFERED', { field: 'payment.method' });
  }
  const installments = payment.installments ?? 1;
  if (payment.method === 'payAtStore') {
    // Paid in cash at the store: a card's token, installments or bank promotion mean nothing here.
    const cardOnly = payment.token
      ? 'payment.token'
      : payment.promotionId
        ? 'payment.promotionId'
        : installments !== 1
          ? 'payment.installments'
          : null;
    if (cardOnly) throw new OrderError('NOT_FOR_PAY_AT_STORE', { field: cardOnly });
    return { brand: null, last4: null, installments: 1 };
  }
  if (!payment.token) throw new OrderError('PAYMENT_TOKEN_REQUIRED', { field: 'payment.token' });
  const card = await deps.gateway.describe(payment.token);
  if (!card) throw new OrderError('PAYMENT_TOKEN_UNKNOWN', { field: 'payment.token' });
  // The store card's prices are for the store card only.
  if (
    payment.method === 'storeCard' &&
    card.brand.toUpperCase() !== tenant.storeCard?.name.toUpperCase()
  ) {
    throw new OrderError('PAYMENT_METHOD_NOT_OFFERED', { field: 'payment.token' });
  }
  // The store card entered as any card would pay the cash price beside the card's own total,
  // which the checkout shows: the shopper is pointed to the store card's option instead.
  if (
    payment.method === 'card' &&
    tenant.storeCard &&
    card.brand.toUpperCase() === tenant.storeCard.name.toUpperCase() &&
    view.totals.storeCardTotal !== null
  ) {
    throw new OrderError('USE_STORE_CARD', {
      field: 'payment.method',
      card: tenant.storeCard.name,
    });
  }
  if (payment.promotionId) {
    const promo = await bankPromotion(deps.store.db, tenant.siteId, payment.promotionId, deps.now);
    if (!promo || promo.months !== installments || !promotionCovers(promo, view)) {
      throw new OrderError('INSTALLMENTS_NOT_OFFERED', { field: 'payment.promotionId' });
    }
    // A bank's promotion is for that bank's cards (the gateway tells the issuer from the BIN).
    if (card.issuer !== promo.bank) {
      throw new OrderError('PROMOTION_NOT_FOR_CARD', {
        field: 'payment.promotionId',
        bank: promo.bank,
      });
    }
  } else if (installments > (payment.method === 'storeCard' ? STORE_CARD_MAX_INSTALLMENTS : 1)) {
    throw new OrderError('INSTALLMENTS_NOT_OFFERED', { field: 'payment.installments' });
  }
  return { brand: card.brand, last4: card.last4, installments };
}

/** Whether a bank promotion applies to the whole cart: its minimum reached, every line covered. */
const promotionCovers = (
  promo: { minAmount: number; skus: string[] | null },
  view: CartResponse,
): boolean =>
  view.totals.total >= promo.minAmount &&
  view.lines.every((l) => !promo.skus || promo.skus.includes(l.skuId));

/**
 * GET /checkout/v1/carts/{cartId}/payment-options: what `checkPayment` would accept for this cart
 * now, so a client offers only that: the methods, the total per method, and the bank promotions
 * covering the cart with their installments (the pricing module's installments rule).
 */
export async function paymentOptions(
  deps: OrderDeps,
  cartId: string,
  asker: Asker,
): Promise<PaymentOptionsResponse> {
  const { tenant, view } = await cartForOrder(deps.cart, cartId, asker, false).catch(
    (error: unknown) => {
      if (error instanceof Error && error.message === 'CART_NOT_FOUND') {
        throw new OrderError('CART_NOT_FOUND', { field: 'cartId' });
      }
      if (error instanceof Error && error.message === 'CART_HELD') {
        throw new OrderError('CART_HELD', { field: 'cartId' });
      }
      throw error;
    },
  );
  const methods = paymentMethodsOf(
    tenant,
    view.lines.map((l) => l.deliveryMethod ?? ''),
  );
  const promos = view.lines.length
    ? await bankPromotions(deps.store.db, tenant.siteId, deps.now)
    : [];
  const bank = promos
    .filter((p) => promotionCovers(p, view))
    .flatMap((p) =>
      installments(
        view.totals.total,
        view.currency,
        [p],
        shownStep(tenant.code, view.currency),
      ).map((plan) => ({
        promotionId: p.promotionId,
        title: p.title,
        bank: plan.bank,
        months: plan.months,
        interestFree: plan.interestFree,
        monthlyAmount: plan.monthlyAmount,
        lastAmount: plan.lastAmount,
        total: plan.total,
        ...(plan.monthlyRate !== undefined ? { monthlyRate: plan.monthlyRate } : {}),
      })),
    )
    .sort((a, b) => b.months - a.months || a.bank.localeCompare(b.bank));
  return {
    cartId: view.cartId,
    currency: view.currency,
    methods,
    totals: {
      card: view.totals.total,
      storeCard: tenant.storeCard ? (view.totals.storeCardTotal ?? view.totals.total) : null,
    },
    storeCard: tenant.storeCard
      ? { name: tenant.storeCard.name, maxInstallments: STORE_CARD_MAX_INSTALLMENTS }
      : null,
    bankPromotions: bank,
    payAtStoreHours: PAY_AT_STORE_HOURS,
  };
}

/** Units the cart's lines need, per SKU and place (two lines of one SKU add up). */
const stockNeeds = (view: CartResponse): StockNeed[] => {
  const needs = new Map<string, StockNeed>();
  for (const line of view.lines) {
    const storeId = line.deliveryMethod === 'homeDelivery' ? null : (line.store?.id ?? null);
    const key = `${line.skuId}|${storeId ?? ''}`;
    const need = needs.get(key);
    if (need) need.quantity += line.quantity;
    else needs.set(key, { skuId: line.skuId, storeId, quantity: line.quantity });
  }
  return [...needs.values()].sort(
    (a, b) => a.skuId.localeCompare(b.skuId) || (a.storeId ?? '').localeCompare(b.storeId ?? ''),
  );
};

async function placeNew(
  deps: OrderDeps,
  input: { asker: Asker; channel: string; body: PlaceOrderBody; clientAddress?: string },
  idempotencyKey: string,
): Promise<{ answer: Answer; accessToken: string }> {
  const { asker, body } = input;
  const method = body.payment.method;
  const { cart, tenant, view } = await cartForOrder(
    deps.cart,
    body.cartId,
    asker,
    method === 'storeCard',
  ).catch((error: unknown) => {
    // Someone else's cart, an ordered or an expired one: the same 404 as no cart.
    if (error instanceof Error && error.message === 'CART_NOT_FOUND') {
      throw new OrderError('CART_NOT_FOUND', { field: 'cartId' });
    }
    // Its own order waits for the bank's check: not a second order of the same cart.
    if (error instanceof Error && error.message === 'CART_HELD') {
      throw new OrderError('CART_HELD', { field: 'cartId' });
    }
    throw error;
  });
  if (view.lines.length === 0) throw new OrderError('CART_EMPTY');
  const short = view.notices.find((n) => n.code === 'OVER_STOCK');
  if (short) {
    throw new OrderError('OUT_OF_STOCK', {
      field: 'cart',
      skuId: short.skuId,
      available: short.available ?? 0,
      cart: view,
    });
  }
  const blocking = view.notices.filter((n) => n.code !== 'PRICE_CHANGED');
  // Never a product line at no price (the cart's view calls such a line not sold; this is the
  // order's own guard, as it writes the unit price).
  for (const line of view.lines) {
    if (
      !isSellingPrice(line.pricing.paid?.amount) &&
      !blocking.some((n) => n.lineId === line.lineId)
    ) {
      blocking.push({
        code: 'NOT_SOLD',
        lineId: line.lineId,
        skuId: line.skuId,
        message: line.name,
      });
    }
  }
  if (blocking.length > 0) {
    throw new OrderError('CART_NOT_READY', {
      fields: blocking.map((n) => ({ field: `cart.lines.${n.lineId}`, message: n.message })),
      cart: view,
    });
  }
  const shipsHome = view.lines.some((l) => l.deliveryMethod === 'homeDelivery');
  const checked = checkBody(tenant, body, shipsHome);
  if (checked.address) {
    const place = checked.address as { zipCode?: string; locationId?: string };
    // A region is no delivery address (a comuna, a district, a city is): the address book's
    // rule, checked on the address itself, whatever the cart's location once accepted.
    if (!tenant.isZipCodeCountry) await refuseBroadPlace(deps, tenant, place.locationId ?? '');
    const sameLocation = tenant.isZipCodeCountry
      ? digits(place.zipCode) === digits(cart.zipCode)
      : place.locationId === cart.locationId;
    if (!sameLocation) {
      throw new OrderError('ADDRESS_OUTSIDE_LOCATION', {
        field: tenant.isZipCodeCountry ? 'delivery.address.zipCode' : 'delivery.address.locationId',
      });
    }
  }
  const card = await checkPayment(deps, tenant, view, body.payment);
  // A line's price that is not the one last shown (the cart's seen prices) stops the order even
  // when the total is the same: a price went up and another down, and the shopper saw neither.
  const repriced = view.notices.some((n) => n.code === 'PRICE_CHANGED');
  if (body.expectedTotal !== view.totals.total || repriced) {
    // The answer shows the prices as they are: they are the ones seen now, so a confirmation of
    // them (the same body, or one with the new total) goes through. Seen prices are the cart's
    // own, without the card: a view priced with the store card is read again without it (its
    // card prices recorded as seen were never equal to the cart's, and refused every retry).
    const shown =
      method === 'storeCard'
        ? (await cartForOrder(deps.cart, body.cartId, asker, false)).view
        : view;
    await deps.cart.store.markSeen(
      cart.id,
      shown.lines.flatMap((l) =>
        l.pricing.paid ? [{ lineId: l.lineId, price: l.pricing.paid.amount }] : [],
      ),
    );
    throw new OrderError('TOTAL_CHANGED', {
      field: 'expectedTotal',
      totals: view.totals,
      cart: view,
    });
  }

  const accessToken = newAccessToken();
  const payAtStore = method === 'payAtStore';
  const dueAt = new Date(deps.now.getTime() + PAY_AT_STORE_HOURS * 3_600_000);
  const order = await deps.store.db.transaction(async (tx: Tx) => {
    // Before anything is taken or charged: a card order may turn into a hold (a 3-D Secure
    // challenge left unanswered keeps its goods for ABANDONED_PAYMENT_MINUTES).
    if (payAtStore || method === 'card' || method === 'storeCard') {
      // A card order is held back by its address only: by its e-mail, anyone who knows a
      // shopper's e-mail could hold three pay-at-store orders in it and stop their card payments.
      const email = payAtStore ? checked.contact.email : null;
      await refuseTooManyHolds(tx, tenant.siteId, input.clientAddress, email, {
        max: deps.unpaidHoldsPerShopper ?? MAX_UNPAID_HOLDS,
      });
    }
    if (method === 'card' || method === 'storeCard') {
      await refuseCardTesting(tx, tenant.siteId, cart.id, input.clientAddress, deps.now, {
        perCart: MAX_FAILED_CARDS_PER_CART,
        perAddress: deps.failedCardsPerAddress ?? MAX_FAILED_CARDS_PER_ADDRESS,
      });
    }
    if (!(await closeCartForOrder(tx, cart.id, view.version))) {
      throw new OrderError('CART_CHANGED');
    }
    const reserved = await reserveStock(tx, tenant.siteId, cart.zoneId, stockNeeds(view));
    if (reserved instanceof Shortage) {
      throw new OrderError('OUT_OF_STOCK', {
        field: 'cart',
        skuId: reserved.skuId,
        available: reserved.available,
      });
    }
    const orderNumber = await nextOrderNumber(tx, tenant.siteId);
    // A session of another tenant orders as a guest here (askerAt).
    const buyer = askerAt(asker, tenant);
    // A company's buyer orders for the company: its other buyers and its credit line find it.
    const companyId =
      buyer.userId && buyer.account === 'company' ? await companyOfBuyer(tx, buyer.userId) : null;
    const [row] = await tx
      .insert(orders)
      .values({
        siteId: tenant.siteId,
        orderNumber,
        cartId: cart.id,
        userId: buyer.userId,
        companyId,
        status: payAtStore ? 'PAYMENT_PENDING' : 'CREATED',
        channel: input.channel,
        currency: view.currency,
        subtotal: view.totals.subtotal,
        savings: view.totals.savings,
        delivery: view.totals.delivery,
        total: view.totals.total,
        contact: checked.contact,
        deliveryAddress: checked.address
          ? {
              locationId: cart.locationId,
              zipCode: cart.zipCode,
              label: cart.locationLabel ?? '',
              street: checked.address.street,
              number: checked.address.number,
              apartment: checked.address.apartment ?? null,
            }
          : null,
        fiscalDocument: checked.fiscalDocument,
        paymentMethod: method,
        payment: {
          ...(card.brand ? { brand: card.brand, last4: card.last4 ?? undefined } : {}),
          ...(body.payment.token ? { token: body.payment.token } : {}),
          installments: card.installments,
          promotionId: body.payment.promotionId ?? null,
        },
        paymentCode: payAtStore ? String(randomInt(10 ** 11, 10 ** 12)) : null,
        paymentDueAt: payAtStore ? dueAt : null,
        accessTokenHash: sha256(accessToken),
        clientAddress: knownAddress(input.clientAddress),
        locale: tenant.locale,
      })
      .returning();
    const orderId = row!.id;
    await tx.insert(orderLines).values(
      view.lines.flatMap((line) => [
        {
          orderId,
          lineId: line.lineId,
          kind: 'PRODUCT' as const,
          skuId: line.skuId,
          productId: line.productId,
          name: line.name,
          quantity: line.quantity,
          coverage: line.pricing.coverage ?? null,
          unitPrice: line.pricing.paid?.amount ?? 0,
          priceType: line.pricing.paid?.type ?? 'NORMAL',
          total: line.total,
          saving: line.saving,
          promotionId: line.promotion?.id ?? null,
          deliveryMethod: line.deliveryMethod,
          storeId: line.store?.id ?? null,
          deliveryDateFrom: line.delivery?.dateFrom ?? null,
          deliveryDateTo: line.delivery?.dateTo ?? null,
        },
        ...line.services.map((s) => ({
          orderId,
          lineId: s.lineId,
          parentLineId: line.lineId,
          kind: s.kind,
          skuId: s.skuId,
          productId: line.productId,
          name: s.name,
          quantity: s.quantity,
          unitPrice: s.unitPrice,
          priceType: 'NORMAL',
          total: s.total,
          saving: 0,
          promotionId: null,
          deliveryMethod: line.deliveryMethod,
          storeId: line.store?.id ?? null,
          deliveryDateFrom: line.delivery?.dateFrom ?? null,
          deliveryDateTo: line.delivery?.dateTo ?? null,
        })),
      ]),
    );
    if (reserved.length > 0) {
      await tx
        .insert(stockReservations)
        .values(reserved.map((r) => ({ ...r, orderId, siteId: tenant.siteId })));
    }
    await tx.insert(orderHistory).values(
      payAtStore
        ? [
            { orderId, status: 'CREATED' as const },
            { orderId, status: 'PAYMENT_PENDING' as const, note: 'payAtStore' },
          ]
        : [{ orderId, status: 'CREATED' as const }],
    );
    if (payAtStore) {
      await addOutbox(tx, 'order-mail', { orderId, template: 'payAtStore' });
      await addOutbox(tx, 'order-expire', { orderId }, dueAt);
    } else {
      await addOutbox(
        tx,
        'order-abandon',
        { orderId },
        new Date(deps.now.getTime() + ABANDONED_AFTER_MS),
      );
    }
    // A crash from here on: the key's next holder finds the order and finishes it.
    await tx.update(idempotencyKeys).set({ orderId }).where(sqlKey(tenant.siteId, idempotencyKey));
    return row!;
  });
  deps.kick?.();
  return { answer: await settle(deps, order), accessToken };
}

/**
 * Unpaid orders one shopper may hold at once, per network address and per e-mail: a pay-at-store
 * order holds its goods for 48 h and a card order waiting on its 3-D Secure challenge for 15
 * minutes, and nothing is paid to place either, so without a cap anyone could empty a store's
 * shelf of a product, over and over.
 */
export const MAX_UNPAID_HOLDS = 3;

/**
 * What counts as a hold: an order that took its goods and is not paid. PAYMENT_PENDING is a
 * pay-at-store order or a card order waiting on its challenge; CREATED is a card order whose
 * payment is still being asked for (a moment, or until the abandoned-order job if its process
 * died). Counting those in flight is what makes the cap hold against a burst: the lock below is
 * released at commit, before the bank answers, so six challenges placed at once would otherwise
 * each find none pending. The same predicate as the holds' indexes (literal, so the planner can
 * match their WHERE clauses).
 */
const UNPAID = sql`${orders.status} IN ('CREATED', 'PAYMENT_PENDING')`;

/**
 * The holds of a site's shopper, by network address (when known) or by e-mail: each arm reads
 * its own partial index (`orders_unpaid_holds_idx`, `orders_unpaid_holds_email_idx`).
 */
export const unpaidHolds = (
  db: Pick<Tx, 'select'>,
  siteId: string,
  address: string | null,
  mail: string | null,
) =>
  db
    .select({ n: count() })
    .from(orders)
    .where(
      and(
        eq(orders.siteId, siteId),
        UNPAID,
        or(
          address ? eq(orders.clientAddress, address) : undefined,
          mail ? sql`lower(${orders.contact}->>'email') = ${mail}` : undefined,
        ),
      ),
    );

/** A place of the site's geography that is no delivery place (a region): 400 naming the field. */
async function refuseBroadPlace(deps: OrderDeps, tenant: Tenant, locationId: string) {
  const levels = locationLevelsOf(tenant);
  const located = await deps.cart.geo.location(tenant.siteId, locationId);
  if (located && !isDeliveryPlace(located.path, levels.length)) {
    throw new OrderError('LOCATION_TOO_BROAD', {
      field: 'delivery.address.locationId',
      level: levels.at(-1)?.label.toLocaleLowerCase(tenant.locale),
    });
  }
}

const knownAddress = (address: string | undefined) =>
  address && address !== 'unknown' ? address : null;

/** Counts the shopper's open holds under locks on their address and e-mail (one at a time). */
async function refuseTooManyHolds(
  tx: Tx,
  siteId: string,
  clientAddress: string | undefined,
  email: string | null,
  limit: { max: number },
) {
  const address = knownAddress(clientAddress);
  const mail = email?.trim().toLowerCase() ?? null;
  if (!address && !mail) return;
  // Address first, e-mail second, always (one statement: its select list runs left to right), so
  // two placements never wait on each other in a cycle. The count is the next statement: its
  // snapshot is taken once both locks are held.
  const lock = (key: string) => sql`pg_advisory_xact_lock(hashtext(${`holds:${siteId}:${key}`}))`;
  await tx.execute(
    address && mail
      ? sql`SELECT ${lock(`address:${address}`)}, ${lock(`email:${mail}`)}`
      : sql`SELECT ${lock(address ? `address:${address}` : `email:${mail}`)}`,
  );
  const [held] = await unpaidHolds(tx, siteId, address, mail);
  if ((held?.n ?? 0) >= limit.max) throw new OrderError('UNPAID_HOLDS_LIMIT');
}

/**
 * Card testing (someone trying stolen card numbers one after another on a cheap cart): card
 * payments declined in the last hour count against the cart and the network address; past the
 * limit only other ways to pay are left (429). Payments still in flight are not counted (a busy
 * shared address pays many at once), so a burst at once is bounded by its own size, then stopped.
 */
export const MAX_FAILED_CARDS_PER_CART = 5;
export const MAX_FAILED_CARDS_PER_ADDRESS = 10;
const CARD_TESTING_WINDOW_MS = 3_600_000;

async function refuseCardTesting(
  tx: Tx,
  siteId: string,
  cartId: string,
  clientAddress: string | undefined,
  now: Date,
  limit: { perCart: number; perAddress: number },
) {
  const address = knownAddress(clientAddress);
  const declined = and(
    eq(orders.siteId, siteId),
    inArray(orders.paymentMethod, ['card', 'storeCard']),
    eq(orders.status, 'CANCELLED'),
    gt(orders.createdAt, new Date(now.getTime() - CARD_TESTING_WINDOW_MS)),
    // A token that could no longer pay (spent by a racing order, expired) is no card declined.
    sql`${orders.payment}->>'declineReason' IS NOT NULL`,
    sql`${orders.payment}->>'declineReason' <> ${UNUSABLE_TOKEN}`,
  );
  // One statement for both counts (a placement's transaction pays each round trip).
  const byCartId = eq(orders.cartId, cartId);
  const byAddress = address ? eq(orders.clientAddress, address) : undefined;
  const [counts] = await tx
    .select({
      byCart: sql<number>`count(*) FILTER (WHERE ${byCartId})`.mapWith(Number),
      byAddress: address
        ? sql<number>`count(*) FILTER (WHERE ${byAddress})`.mapWith(Number)
        : sql<number>`0`.mapWith(Number),
    })
    .from(orders)
    .where(and(declined, byAddress ? or(byCartId, byAddress) : byCartId));
  if ((counts?.byCart ?? 0) >= limit.perCart || (counts?.byAddress ?? 0) >= limit.perAddress) {
    throw new OrderError('TOO_MANY_FAILED_PAYMENTS', { field: 'payment' });
  }
}

const sqlKey = (siteId: string, key: string) =>
  and(eq(idempotencyKeys.siteId, siteId), eq(idempotencyKeys.key, key));

/**
 * Brings a just-written (or resumed) order to where its payment says, and answers: a card order
 * is authorised (paid, declined with its stock released, or waiting on a challenge); anything
 * else answers as it stands. The answer holds no access token (`withAccessToken`).
 */
async function settle(deps: OrderDeps, order: OrderRow): Promise<Answer> {
  let current = order;
  if (current.status === 'CREATED' && current.payment.token) {
    const result = await deps.gateway.authorize({
      idempotencyKey: current.id,
      token: current.payment.token,
      amount: current.total,
      currency: current.currency,
      installments: current.payment.installments ?? 1,
    });
    current = await applyPayment(deps, current, result);
  }
  const view = await readOrderView(deps, current);
  if (current.status === 'CANCELLED' && current.payment.declineReason === UNUSABLE_TOKEN) {
    // Two orders raced for one token and this one lost it: the card again, not "declined".
    const tenant = tenantOf(current.siteId);
    return {
      status: 400,
      body: new OrderError('PAYMENT_TOKEN_UNKNOWN', {
        field: 'payment.token',
        order: view,
      }).body(tenant),
    };
  }
  if (current.status === 'CANCELLED' && current.payment.declineReason) {
    const tenant = tenantOf(current.siteId);
    return {
      status: 402,
      body: new OrderError('PAYMENT_DECLINED', { field: 'payment', order: view }).body(tenant),
    };
  }
  return { status: 201, body: view };
}

/** Records what the gateway answered, in one transaction with its consequences. */
export async function applyPayment(
  deps: Pick<OrderDeps, 'store' | 'kick'>,
  order: OrderRow,
  result: PaymentResult | null,
): Promise<OrderRow> {
  // The token paid (or failed to): it is single-use, and the gateway's payment id is what is kept.
  const { token: _spent, ...kept } = order.payment;
  const payment = {
    ...kept,
    ...(result
      ? {
          brand: result.brand,
          last4: result.last4,
          gatewayPaymentId: result.paymentId,
          challengeId: result.challengeId,
          declineReason: result.declineReason,
        }
      : { declineReason: UNUSABLE_TOKEN }),
  };
  const moved = await deps.store.db.transaction(async (tx: Tx) => {
    if (result?.status === 'authorized' || result?.status === 'captured') {
      const paid = await moveOrder(tx, order.id, ['CREATED', 'PAYMENT_PENDING'], 'PAID', {
        payment,
      });
      if (paid) {
        await addOutbox(tx, 'order-mail', { orderId: order.id, template: 'confirmation' });
        await earnPoints(tx, paid, paid.updatedAt);
      }
      return paid;
    }
    if (result?.status === 'challenge') {
      return moveOrder(tx, order.id, ['CREATED'], 'PAYMENT_PENDING', { payment }, '3ds');
    }
    const cancelled = await moveOrder(
      tx,
      order.id,
      ['CREATED', 'PAYMENT_PENDING'],
      'CANCELLED',
      { payment: { ...payment, declineReason: payment.declineReason ?? 'declined' } },
      'payment declined',
    );
    if (cancelled) {
      await releaseStock(tx, order.id);
      if (order.cartId) await reopenCart(tx, order.cartId);
    }
    return cancelled;
  });
  if (moved) deps.kick?.();
  return moved ?? (await deps.store.find(order.id))!;
}

/**
 * Whether the asker may see the order: its owner's session, or one of its access tokens (the
 * order's and `moreHashes`, those minted for replays). Every hash is compared in constant time,
 * whichever matches.
 */
export function mayRead(
  order: OrderRow,
  asker: Asker,
  token: string | null,
  moreHashes: readonly string[] = [],
): boolean {
  if (order.userId !== null && order.userId === asker.userId) return true;
  if (!token) return false;
  const given = Buffer.from(sha256(token), 'hex');
  let match = false;
  for (const hash of [order.accessTokenHash, ...moreHashes]) {
    const kept = Buffer.from(hash, 'hex');
    match = (given.length === kept.length && timingSafeEqual(given, kept)) || match;
  }
  return match;
}

/** The order if the asker may see it; anyone else gets the same 404 as for no order. */
async function readableOrder(
  deps: Pick<OrderDeps, 'store'>,
  orderId: string,
  asker: Asker,
  token: string | null,
): Promise<OrderRow> {
  const order = await deps.store.find(orderId);
  if (!order) throw new OrderError('ORDER_NOT_FOUND');
  const owner = order.userId !== null && order.userId === asker.userId;
  const moreHashes = token && !owner ? await deps.store.accessTokenHashes(order.id) : [];
  if (!mayRead(order, asker, token, moreHashes)) throw new OrderError('ORDER_NOT_FOUND');
  return order;
}

/** GET /checkout/v1/orders/{orderId}. Anyone but the owner gets the same 404 as for no order. */
export async function readOrder(
  deps: Pick<OrderDeps, 'store'>,
  orderId: string,
  asker: Asker,
  token: string | null,
): Promise<OrderResponse> {
  return readOrderView(deps, await readableOrder(deps, orderId, asker, token));
}

/**
 * After the cardholder answered the 3-D Secure challenge with the gateway: the order asks the
 * gateway how it ended (never the client) and settles. Still unanswered: 409, nothing moves.
 */
export async function completeChallenge(
  deps: OrderDeps,
  orderId: string,
  asker: Asker,
  token: string | null,
): Promise<Answer> {
  const order = await readableOrder(deps, orderId, asker, token);
  const paymentId = order.payment.gatewayPaymentId;
  if (order.status !== 'PAYMENT_PENDING' || !order.payment.challengeId || !paymentId) {
    throw new OrderError('NO_CHALLENGE');
  }
  const result = await deps.gateway.payment(paymentId);
  if (result?.status === 'challenge') throw new OrderError('CHALLENGE_UNANSWERED');
  const settled = await applyPayment(deps, order, result);
  // Passed after the abandoned-order job cancelled the order: nothing is held for it.
  if (settled.status === 'CANCELLED' && result?.status === 'authorized') {
    await deps.gateway.void(paymentId);
  }
  return settle(deps, settled);
}
