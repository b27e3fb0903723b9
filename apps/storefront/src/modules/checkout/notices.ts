import type { CartNotice, CartResponse } from '@fierro/commerce/contract';
import type { Tenant } from '@fierro/tenants';
import { formatPrice } from '../../lib/format/price';
import type { CheckoutTranslator } from './messages';

/**
 * The cart's notices as the checkout says them, naming the product (commerce's own words say
 * "este producto"). A line that cannot be bought as it stands (no longer sold, beyond the stock of
 * its method and place, no store chosen) stops the order: commerce refuses it (CART_NOT_READY,
 * OUT_OF_STOCK), so the checkout says so before Pay, with the way to the cart. A changed price
 * stops nothing: it is shown, the old price struck beside the new one.
 */
type Line = CartResponse['lines'][number];
type NoticeCart = Pick<CartResponse, 'lines' | 'notices'>;

export interface LineNotice {
  notice: CartNotice;
  line: Line | undefined;
  /** The product's name (its SKU when the cart no longer has the line). */
  name: string;
}

const withLine = (cart: NoticeCart, notice: CartNotice): LineNotice => {
  const line = cart.lines.find((l) => l.lineId === notice.lineId);
  return { notice, line, name: line?.name ?? notice.skuId };
};

/** The notices that stop the order (every one but a changed price, as commerce decides). */
export const blockingNotices = (cart: NoticeCart): LineNotice[] =>
  cart.notices.filter((n) => n.code !== 'PRICE_CHANGED').map((n) => withLine(cart, n));

/** The lines whose price changed since the shopper last saw them. */
export const priceChanges = (cart: NoticeCart): LineNotice[] =>
  cart.notices.filter((n) => n.code === 'PRICE_CHANGED').map((n) => withLine(cart, n));

/** Units left for a line beyond its stock (the notice's own figure first). */
const availableOf = ({ notice, line }: LineNotice) => notice.available ?? line?.available ?? 0;

/**
 * What the line's quantity counts: boxes for a product sold by the box (its stock counts boxes
 * too), as the cart says them ("9 cajas"); anything else, plain units.
 */
const unitOf = ({ line }: LineNotice) => (line?.pricing.saleUnit === 'box' ? 'box' : 'unit');

/** Collected or bought at a store that has none left: another store is the way out. */
const storeOf = ({ line }: LineNotice) =>
  line?.store && line.deliveryMethod && line.deliveryMethod !== 'homeDelivery' ? line.store : null;

/**
 * What is wrong with a line and what to do, naming it, one colon to a sentence: "Puerta MDF:
 * pediste 3 y quedan 2 disponibles. Ajusta la cantidad en tu carro." A product sold by the box
 * counts boxes: "pediste 9 cajas y quedan 8 cajas disponibles".
 */
export function noticeText(
  tenant: Pick<Tenant, 'locale'>,
  t: CheckoutTranslator,
  item: LineNotice,
): string {
  const { notice, line, name } = item;
  if (notice.code === 'NOT_SOLD') return t('cartNotices.NOT_SOLD', { name });
  if (notice.code === 'CHOOSE_STORE') return t('cartNotices.CHOOSE_STORE', { name });
  if (notice.code === 'OVER_STOCK') {
    const available = availableOf(item);
    if (available > 0) {
      return t('cartNotices.OVER_STOCK', {
        name,
        quantity: line?.quantity ?? 0,
        available,
        unit: unitOf(item),
      });
    }
    const store = storeOf(item);
    if (store) return t('cartNotices.NONE_LEFT_STORE', { name, store: store.name });
    const method = t(`delivery.${line?.deliveryMethod ?? 'homeDelivery'}`);
    return t('cartNotices.NONE_LEFT', { name, method: method.toLocaleLowerCase(tenant.locale) });
  }
  return `${name}: ${notice.message}`;
}

/** The same, short, beside the line in the summary (its name is already there). */
export function lineNoticeText(t: CheckoutTranslator, item: LineNotice): string {
  const { notice } = item;
  if (notice.code === 'OVER_STOCK') {
    const available = availableOf(item);
    return available > 0
      ? t('cartNotices.line.OVER_STOCK', { available, unit: unitOf(item) })
      : t('cartNotices.line.NONE_LEFT');
  }
  if (notice.code === 'NOT_SOLD' || notice.code === 'CHOOSE_STORE') {
    return t(`cartNotices.line.${notice.code}`);
  }
  return notice.message;
}

/** A changed price as the total-changed panel lists it: "Martillo: antes $ 539, ahora $ 599". */
export function priceChangeText(
  tenant: Pick<Tenant, 'code'>,
  t: CheckoutTranslator,
  item: LineNotice,
  currency: string,
): string {
  const money = (n: number) => formatPrice(n, tenant, currency);
  const now = item.line?.pricing.paid?.amount;
  return t('cartNotices.priceChange', {
    name: item.name,
    previous: money(item.notice.previous ?? 0),
    now: now === undefined ? '' : money(now),
  });
}
