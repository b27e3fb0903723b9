import { shownStep } from '@fierro/domain';
import type { Tenant } from '@fierro/tenants';
import type { MonthlyInstallmentsResponse, PromotionInfoResponse } from '../../contract';
import {
  type InstallmentPlan,
  installments,
  type PriceContext,
  type PriceRow,
  priceOf,
  type SaleFacts,
} from '../pricing';

/** What installments and promotion info read from storage for one SKU. */
export interface OffersRepo {
  /** Null when the SKU is unknown on the site. */
  skuOffers(
    siteId: string,
    skuId: string,
    now: Date,
  ): Promise<{
    priceRows: PriceRow[];
    sale: SaleFacts;
    plans: InstallmentPlan[];
    promotions: PromotionInfoResponse['promotions'];
  } | null>;
}

/** Monthly installments of each bank plan on the SKU's paid price (the price rule) times the quantity. */
export const monthlyInstallments = async (
  deps: { repo: OffersRepo; now: Date; tenant: Tenant; price: PriceContext },
  q: { skuId: string; quantity: number },
): Promise<MonthlyInstallmentsResponse | null> => {
  const found = await deps.repo.skuOffers(deps.tenant.siteId, q.skuId, deps.now);
  if (!found) return null;
  const pricing = priceOf({
    rows: found.priceRows,
    groups: deps.price.groups,
    now: deps.now,
    shopper: deps.price.shopper,
    sale: found.sale,
    tenant: deps.tenant,
  });
  if (!pricing.paid) return { items: [] };
  return {
    items: installments(
      pricing.paid.amount * q.quantity,
      pricing.currency,
      found.plans,
      shownStep(deps.tenant.code, pricing.currency),
    ),
  };
};

/** Promotions running today on the SKU. */
export const promotionInfo = async (
  deps: { repo: OffersRepo; now: Date },
  q: { siteId: string; skuId: string },
): Promise<PromotionInfoResponse | null> => {
  const found = await deps.repo.skuOffers(q.siteId, q.skuId, deps.now);
  return found ? { skuId: q.skuId, promotions: found.promotions } : null;
};
