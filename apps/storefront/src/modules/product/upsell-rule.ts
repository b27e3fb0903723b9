import { UPSELL } from '@fierro/domain';

/**
 * Spec §9 upsell: "6 items on a normal product page, 15 on an SEO page, max 3 variants". Read
 * here as counts of the list: it shows at most 6 (or 15) cards, and at most 3 of them may be
 * variants (SKUs) of one product, so one product's colours or sizes cannot fill the row. Cards
 * keep the order commerce ranked them in; a product's fourth variant makes room for the next
 * product.
 */
export function upsellCards<T extends { productId: string }>(cards: T[], seoPage: boolean): T[] {
  const limit = seoPage ? UPSELL.seoPage : UPSELL.productPage;
  const perProduct = new Map<string, number>();
  const out: T[] = [];
  for (const card of cards) {
    if (out.length >= limit) break;
    const seen = perProduct.get(card.productId) ?? 0;
    if (seen >= UPSELL.maxVariants) continue;
    perProduct.set(card.productId, seen + 1);
    out.push(card);
  }
  return out;
}
