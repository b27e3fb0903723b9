import { asShownAmount, deliveryWindow, localDay, shownStep } from '@fierro/domain';
import type { Tenant } from '@fierro/tenants';
import type {
  CartDeliveryMethod,
  CartLine,
  CartNotice,
  CartResponse,
  CartServiceLine,
  Pricing,
} from '../../contract';
import { withUnitsLeft } from '../../lib/local-words';
import { isSellingPrice, linePrice, normalPricing, type PriceContext, priceOf } from '../pricing';
import { textOf } from './cart.errors';
import type { DeliveryRule, SkuFacts, StockFacts, StoreFacts } from './cart.facts';
import type { CartRow, LineRow } from './cart.store';

/**
 * The whole cart as the shopper sees it now (pure: the facts are read before). Every amount comes
 * from the price rule for the cart's location and shopper, never from what a browser sent.
 */

export interface CartFacts {
  skus: Map<string, SkuFacts>;
  stores: Map<string, StoreFacts>;
  stock: StockFacts;
  rules: Map<string, DeliveryRule>;
}

const NOTICE_TEXT: Record<CartNotice['code'], [string, string]> = {
  PRICE_CHANGED: [
    'El precio cambió desde que lo agregaste',
    'O preço mudou desde que você adicionou',
  ],
  OVER_STOCK: [
    'Quedan {available}: ajusta la cantidad para continuar',
    'Restam {available}: ajuste a quantidade para continuar',
  ],
  NOT_SOLD: ['Este producto ya no se vende', 'Este produto não está mais à venda'],
  CHOOSE_STORE: ['Elige una tienda para este producto', 'Escolha uma loja para este produto'],
};

/**
 * OVER_STOCK with none left: "adjust the quantity" would ask for less than one. At a store the
 * way out is another store (a buy-at-store site has no other method to choose).
 */
const NONE_LEFT_TEXT: [string, string] = [
  'Sin stock para esta forma de entrega: elige otra o elimina el producto',
  'Sem estoque para esta forma de entrega: escolha outra ou remova o produto',
];
const NONE_LEFT_AT_STORE_TEXT: [string, string] = [
  'Sin stock en esta tienda: elige otra tienda o elimina el producto',
  'Sem estoque nesta loja: escolha outra loja ou remova o produto',
];

/** The method a line uses: its own, else the site's first (spec §9 order of the registry). */
export const methodOf = (line: Pick<LineRow, 'deliveryMethod'>, tenant: Tenant) =>
  (line.deliveryMethod ?? tenant.deliveryMethods[0]) as CartDeliveryMethod;

/** The store a line is collected or bought at: its own, else the cart's. */
export const storeOf = (line: Pick<LineRow, 'pickupStoreId'>, cart: Pick<CartRow, 'storeId'>) =>
  line.pickupStoreId ?? cart.storeId;

/** Units available to a line for its method and place; null while no place is chosen. */
export const availableFor = (
  skuId: string,
  method: CartDeliveryMethod,
  storeId: string | null,
  zoneId: string | null,
  stock: StockFacts,
): number | null => {
  if (method === 'homeDelivery') return zoneId ? (stock.home.get(skuId) ?? 0) : null;
  return storeId ? (stock.store.get(`${skuId}|${storeId}`) ?? 0) : null;
};

export function cartView(args: {
  tenant: Tenant;
  cart: CartRow;
  lines: readonly LineRow[];
  facts: CartFacts;
  price: PriceContext;
  now: Date;
  /** Price the lines as paid with the store card (an order paid with it, issue 22). */
  storeCard?: boolean;
  /** Each line's units per pickup store (the cart page's read). */
  storeStock?: boolean;
}): CartResponse {
  const { tenant, cart, lines, facts, price, now } = args;
  const withCard = args.storeCard === true && tenant.storeCard !== null;
  const step = shownStep(tenant.code, tenant.currencies[0]!.code);
  const say = (code: CartNotice['code'], available?: number) =>
    withUnitsLeft(textOf(NOTICE_TEXT[code], tenant), available ?? 0);
  const pricingOf = (sku: SkuFacts | undefined, storeCard: boolean): Pricing =>
    sku
      ? priceOf({
          rows: sku.priceRows,
          groups: price.groups,
          now,
          shopper: { ...price.shopper, payingWithStoreCard: storeCard },
          sale: sku.sale,
          tenant,
        })
      : normalPricing(null, tenant.currencies[0]!.code);

  const notices: CartNotice[] = [];
  const products = lines.filter((l) => l.parentLineId === null);
  const out: CartLine[] = [];
  let subtotal = 0;
  let goods = 0;
  let homeGoods = 0;
  let cardGoods = 0;
  let homeCardGoods = 0;
  let items = 0;
  let anyHome = false;
  for (const line of products) {
    const sku = facts.skus.get(line.skuId);
    const pricing = pricingOf(sku, withCard);
    // A published SKU with no price in force (its prices start tomorrow, or ended), or a price of
    // nothing, is not for sale now: it would be ordered for nothing.
    const sold = sku?.sold === true && isSellingPrice(pricing.paid?.amount);
    const promotions = sold ? (sku?.promotions ?? []) : [];
    const priced = sold
      ? linePrice(pricing, line.quantity, promotions, step)
      : { total: 0, saving: 0, promotion: null };
    const method = methodOf(line, tenant);
    const storeId = method === 'homeDelivery' ? null : storeOf(line, cart);
    const store = storeId ? (facts.stores.get(storeId) ?? null) : null;
    const available = sold
      ? availableFor(line.skuId, method, storeId, cart.zoneId, facts.stock)
      : 0;

    const services: CartServiceLine[] = lines
      .filter((s) => s.parentLineId === line.lineId)
      .flatMap((s) => {
        const offer = sku?.services.find((o) => o.skuId === s.skuId);
        if (!offer) return [];
        return [
          {
            lineId: s.lineId,
            skuId: s.skuId,
            kind: offer.kind,
            name: offer.name,
            quantity: line.quantity,
            unitPrice: asShownAmount(offer.price, step),
            total: asShownAmount(offer.price, step) * line.quantity,
          },
        ];
      });
    const servicesTotal = services.reduce((sum, s) => sum + s.total, 0);

    if (!sold) {
      notices.push({
        code: 'NOT_SOLD',
        lineId: line.lineId,
        skuId: line.skuId,
        message: say('NOT_SOLD'),
      });
    } else {
      // Seen prices are the ones the cart shows, without the card: a view priced with the store
      // card compares those, not the card's own price (shown beside them as the card's total).
      const paid = (withCard ? pricingOf(sku, false) : pricing).paid?.amount;
      if (line.seenUnitPrice !== null && paid !== undefined && line.seenUnitPrice !== paid) {
        notices.push({
          code: 'PRICE_CHANGED',
          lineId: line.lineId,
          skuId: line.skuId,
          message: say('PRICE_CHANGED'),
          previous: line.seenUnitPrice,
        });
      }
      if (available !== null && line.quantity > available) {
        notices.push({
          code: 'OVER_STOCK',
          lineId: line.lineId,
          skuId: line.skuId,
          message:
            available > 0
              ? say('OVER_STOCK', available)
              : textOf(store ? NONE_LEFT_AT_STORE_TEXT : NONE_LEFT_TEXT, tenant),
          available,
        });
      }
      if (method !== 'homeDelivery' && !store) {
        notices.push({
          code: 'CHOOSE_STORE',
          lineId: line.lineId,
          skuId: line.skuId,
          message: say('CHOOSE_STORE'),
        });
      }
    }

    let delivery: CartLine['delivery'] = null;
    // A line beyond the stock of its method and place has no date: its notice says what to do.
    const short = available !== null && line.quantity > available;
    if (short || !sold) {
      delivery = null;
    } else if (method === 'buyAtStore' && store) {
      delivery = {
        dateFrom: localDay(now, tenant.timeZone),
        dateTo: localDay(now, tenant.timeZone),
      };
    } else if (method === 'pickupInStore' && store) {
      const rule = facts.rules.get('pickupInStore');
      delivery = rule
        ? deliveryWindow(now, rule.leadDaysMin, rule.leadDaysMax, rule.calendar)
        : {
            dateFrom: localDay(now, tenant.timeZone, 1),
            dateTo: localDay(now, tenant.timeZone, 1),
          };
    } else if (method === 'homeDelivery') {
      const rule = facts.rules.get('homeDelivery');
      if (rule) delivery = deliveryWindow(now, rule.leadDaysMin, rule.leadDaysMax, rule.calendar);
    }

    const unitReference = pricing.reference?.amount ?? pricing.paid?.amount ?? 0;
    subtotal += (sold ? unitReference * line.quantity : 0) + servicesTotal;
    goods += priced.total + servicesTotal;
    if (method === 'homeDelivery' && sold) {
      anyHome = true;
      homeGoods += priced.total + servicesTotal;
    }
    let cardTotal: number | null = null;
    if (tenant.storeCard && sold) {
      const card = linePrice(pricingOf(sku, true), line.quantity, promotions, step).total;
      if (card < priced.total) cardTotal = card;
      cardGoods += card + servicesTotal;
      if (method === 'homeDelivery') homeCardGoods += card + servicesTotal;
    }
    items += line.quantity;

    out.push({
      lineId: line.lineId,
      productId: sku?.productId ?? '',
      skuId: line.skuId,
      name: sku?.name ?? line.skuId,
      slug: sku?.slug ?? '',
      image: sku?.image ?? null,
      quantity: line.quantity,
      pricing,
      total: priced.total,
      storeCardTotal: cardTotal,
      saving: priced.saving,
      promotion: priced.promotion,
      deliveryMethod: method,
      store: store
        ? { id: store.id, name: store.name, address: store.address, hours: store.hours }
        : null,
      available,
      ...(args.storeStock ? { storeStock: facts.stock.pickupStores.get(line.skuId) ?? {} } : {}),
      delivery,
      services,
      offeredServices: (sku?.services ?? [])
        .filter((o) => !services.some((s) => s.skuId === o.skuId))
        .map((o) => ({
          skuId: o.skuId,
          kind: o.kind,
          name: o.name,
          price: asShownAmount(o.price, step),
        })),
    });
  }

  const home = facts.rules.get('homeDelivery');
  /** Free delivery is reached by what is paid: at card prices, the card's goods must reach it. */
  const deliveryFor = (paid: number) =>
    anyHome && home && !(home.freeFrom !== null && paid >= home.freeFrom) ? home.cost : 0;
  const delivery = deliveryFor(homeGoods);
  const byCard = tenant.storeCard && cardGoods < goods;
  const cardDelivery = deliveryFor(homeCardGoods);
  const cartStore = cart.storeId ? (facts.stores.get(cart.storeId) ?? null) : null;
  return {
    cartId: cart.id,
    siteId: cart.siteId,
    version: cart.version,
    currency: tenant.currencies[0]!.code,
    deliveryMethods: tenant.deliveryMethods.filter(
      (m): m is CartDeliveryMethod => m !== 'storePickUp',
    ),
    location:
      cart.locationLabel !== null
        ? {
            locationId: cart.locationId,
            zipCode: cart.zipCode,
            label: cart.locationLabel,
            zoneId: cart.zoneId,
          }
        : null,
    store: cartStore
      ? {
          id: cartStore.id,
          name: cartStore.name,
          address: cartStore.address,
          hours: cartStore.hours,
        }
      : null,
    lines: out,
    totals: {
      subtotal,
      savings: Math.max(0, subtotal - goods),
      delivery,
      total: goods + delivery,
      // What an order paid by the store card will charge (its own delivery), so the two agree.
      storeCardTotal: byCard ? cardGoods + cardDelivery : null,
      storeCardDelivery: byCard ? cardDelivery : null,
      itemCount: items,
    },
    notices,
  };
}
