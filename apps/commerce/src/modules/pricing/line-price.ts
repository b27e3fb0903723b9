import type { Pricing } from '../../contract';

/**
 * A multiple-unit promotion on a SKU (spec §5 pattern digits x digits: 3x2), or a second unit at
 * a discount, in force at the moment priced.
 */
export type UnitPromotion =
  | { id: string; title: string; type: 'MULTI_UNIT'; buy: number; pay: number }
  | { id: string; title: string; type: 'SECOND_UNIT'; percent: number };

/** Minor units a promotion takes off `quantity` units at `unit` each. */
export const promotionDiscount = (promotion: UnitPromotion, unit: number, quantity: number) => {
  if (promotion.type === 'MULTI_UNIT') {
    if (promotion.buy <= promotion.pay || promotion.pay < 0) return 0;
    return Math.floor(quantity / promotion.buy) * (promotion.buy - promotion.pay) * unit;
  }
  const pairs = Math.floor(quantity / 2);
  return Math.round((pairs * unit * Math.min(100, Math.max(0, promotion.percent))) / 100);
};

/**
 * A unit price a line may be sold at: one above nothing. No price in force (prices that start
 * tomorrow, or ended), or a price of 0 (an import's `0.4` pesos), would be ordered for nothing.
 * The cart's add, its notices and the order's own guard all ask this.
 */
export const isSellingPrice = (amount: number | null | undefined): boolean => (amount ?? 0) > 0;

export interface LinePrice {
  /** What the line costs: quantity times the paid unit price, less the promotion. */
  total: number;
  /** Quantity times the crossed-out (else paid) unit price, less `total`. */
  saving: number;
  /** The promotion applied (the one that takes the most off), with what it took. */
  promotion: { id: string; title: string; discount: number } | null;
}

/**
 * A cart or order line's price (issue 21): the price rule's paid unit price times the quantity,
 * and the SKU's best multiple-unit promotion applied to it. A line with no price costs nothing
 * and is refused at checkout (`isSellingPrice`).
 */
export const linePrice = (
  pricing: Pick<Pricing, 'paid' | 'reference'>,
  quantity: number,
  promotions: readonly UnitPromotion[],
  /** The smallest amount the site shows (`shownStep`): a discount is taken in shown pesos. */
  step = 1,
): LinePrice => {
  const unit = pricing.paid?.amount ?? 0;
  let promotion: LinePrice['promotion'] = null;
  for (const p of promotions) {
    const discount = Math.round(promotionDiscount(p, unit, quantity) / step) * step;
    if (discount > 0 && discount > (promotion?.discount ?? 0)) {
      promotion = { id: p.id, title: p.title, discount };
    }
  }
  const total = unit * quantity - (promotion?.discount ?? 0);
  const before = (pricing.reference?.amount ?? unit) * quantity;
  return { total, saving: Math.max(0, before - total), promotion };
};
