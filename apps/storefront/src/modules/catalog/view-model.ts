import type { Price, ProductCard } from '@fierro/commerce/contract';
import { productPath as productRoute } from '@fierro/domain';

export interface CardPrices {
  /** The price the shopper pays (best for their price group). */
  main: Price | null;
  /** A loyalty-card price shown beside it. */
  card: Price | null;
  /** The normal price, struck, when higher than the main price. */
  normal: Price | null;
  /** Percent saved against the normal price. */
  discountPct: number | null;
}

const CARD_TYPES = new Set(['CMR', 'COMBO_CMR']);

/** Card prices from the commerce answer (prices arrive best first). */
export function cardPrices(prices: readonly Price[]): CardPrices {
  const nonCard = prices.filter((p) => !CARD_TYPES.has(p.type));
  const main = nonCard[0] ?? prices[0] ?? null;
  const card =
    prices.find((p) => CARD_TYPES.has(p.type) && (!main || p.amount < main.amount)) ?? null;
  const normalRaw = prices.find((p) => p.type === 'NORMAL') ?? null;
  const normal =
    normalRaw && main && normalRaw !== main && normalRaw.amount > main.amount ? normalRaw : null;
  const discountPct =
    normal && main ? Math.round(((normal.amount - main.amount) / normal.amount) * 100) : null;
  return { main, card, normal, discountPct: discountPct && discountPct > 0 ? discountPct : null };
}

/** A card's link below the site prefix (the route is @fierro/domain's). */
export const productPath = (p: Pick<ProductCard, 'productId' | 'slug'>) =>
  productRoute({ productId: p.productId, slug: p.slug });
