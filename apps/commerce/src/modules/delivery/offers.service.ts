import type { MonthlyInstallmentsResponse, PromotionInfoResponse } from '../../contract';
import { bestPrice, type PriceRow, resolvePrices } from '../product/pricing';
import { type InstallmentPlan, installments } from '../product/product.service';

/** What installments and promotion info read from storage for one SKU. */
export interface OffersRepo {
  /** Null when the SKU is unknown on the site. */
  skuOffers(
    siteId: string,
    skuId: string,
    now: Date,
  ): Promise<{
    priceRows: PriceRow[];
    plans: InstallmentPlan[];
    promotions: PromotionInfoResponse['promotions'];
  } | null>;
}

/** Monthly installments of each bank plan on the SKU's best price for the price group. */
export const monthlyInstallments = async (
  deps: { repo: OffersRepo; now: Date },
  q: { siteId: string; skuId: string; priceGroup?: string; quantity: number },
): Promise<MonthlyInstallmentsResponse | null> => {
  const found = await deps.repo.skuOffers(q.siteId, q.skuId, deps.now);
  if (!found) return null;
  const best = bestPrice(resolvePrices(found.priceRows, q.priceGroup ?? null, deps.now));
  if (!best) return { items: [] };
  return { items: installments(best.amount * q.quantity, best.currency, found.plans) };
};

/** Promotions running today on the SKU. */
export const promotionInfo = async (
  deps: { repo: OffersRepo; now: Date },
  q: { siteId: string; skuId: string },
): Promise<PromotionInfoResponse | null> => {
  const found = await deps.repo.skuOffers(q.siteId, q.skuId, deps.now);
  return found ? { skuId: q.skuId, promotions: found.promotions } : null;
};
