import { shownStep } from '@fierro/domain';
import type { Tenant } from '@fierro/tenants';
import type { MediaItem, ProductResponse, Review, ReviewSummary, Variant } from '../../contract';
import {
  badgesWith,
  type InstallmentPlan,
  installments,
  type PriceContext,
  type PriceRow,
  priceOf,
  type SaleFacts,
} from '../pricing';

/** A variant as stored, with its raw price rows. */
export interface StoredVariant extends Omit<Variant, 'pricing' | 'bankInstallments'> {
  priceRows: PriceRow[];
}

/** What the product page reads from storage, before prices are resolved. */
export interface StoredProduct
  extends Omit<
    ProductResponse,
    | 'selectedVariantId'
    | 'variants'
    | 'media'
    | 'pricing'
    | 'bankInstallments'
    | 'reviewSummary'
    | 'badges'
    | 'availability'
  > {
  variants: StoredVariant[];
  badges: ProductResponse['badges'];
  ratings: number[];
  reviews: Review[];
  installmentPlans: InstallmentPlan[];
  availability: ProductResponse['availability'];
  /** What the price rule reads of the product (sale unit, m² per box, litres). */
  sale: SaleFacts;
}

export interface ProductRepo {
  product(args: {
    tenant: Tenant;
    productId: string;
    zoneId: string | null;
    storeId: string | null;
    /** Badges, promotions and plans shown are those open at this instant. */
    now: Date;
  }): Promise<StoredProduct | null>;
}

/** Review summary from the stars of every review (one decimal). */
export const summariseReviews = (ratings: number[]): ReviewSummary => {
  const distribution = [0, 0, 0, 0, 0];
  let sum = 0;
  for (const r of ratings) {
    const star = Math.min(5, Math.max(1, Math.round(r)));
    distribution[star - 1]!++;
    sum += star;
  }
  const count = ratings.length;
  return {
    average: count === 0 ? 0 : Math.round((sum / count) * 10) / 10,
    count,
    distribution,
  };
};

const groupMedia = (items: MediaItem[]) => ({
  images: items.filter((m) => m.kind === 'IMAGE'),
  videos: items.filter((m) => m.kind === 'VIDEO'),
  spins: items.filter((m) => m.kind === 'SPIN'),
});

/**
 * The product page: the asked variant (else the first available, else the first), every variant
 * priced by the price rule for the shopper and `now` with its badges (the discount badge derived
 * from its prices), installments on the selected variant's paid price, the review summary. Null when the
 * product or the asked variant does not exist on the site.
 */
export const productPage = async (
  deps: { repo: ProductRepo; tenant: Tenant; now: Date; price: PriceContext },
  q: {
    productId: string;
    variantId?: string;
    zoneId?: string;
    storeId?: string;
  },
): Promise<ProductResponse | { notFound: 'productId' | 'variantId' }> => {
  const stored = await deps.repo.product({
    tenant: deps.tenant,
    productId: q.productId,
    zoneId: q.zoneId ?? null,
    storeId: q.storeId ?? null,
    now: deps.now,
  });
  if (!stored || stored.variants.length === 0) return { notFound: 'productId' };
  const variants: Variant[] = stored.variants.map(({ priceRows, ...v }) => {
    const pricing = priceOf({
      rows: priceRows,
      groups: deps.price.groups,
      now: deps.now,
      shopper: deps.price.shopper,
      sale: stored.sale,
      tenant: deps.tenant,
    });
    const plans = pricing.paid
      ? installments(
          pricing.paid.amount,
          pricing.currency,
          stored.installmentPlans,
          shownStep(deps.tenant.code, pricing.currency),
        )
      : [];
    return { ...v, pricing, badges: badgesWith(v.badges, pricing), bankInstallments: plans };
  });
  let selected = variants.find((v) => v.available) ?? variants[0]!;
  if (q.variantId !== undefined) {
    const asked = variants.find((v) => v.id === q.variantId || v.skuId === q.variantId);
    if (!asked) return { notFound: 'variantId' };
    selected = asked;
  }
  const { variants: _v, ratings, installmentPlans: _p, sale: _s, ...rest } = stored;
  return {
    ...rest,
    skuId: selected.skuId,
    selectedVariantId: selected.id,
    variants,
    media: groupMedia(selected.media),
    pricing: selected.pricing,
    // The product's own badges; each variant carries its own and its derived discount badge.
    badges: badgesWith(stored.badges, { saving: null }),
    bankInstallments: selected.bankInstallments,
    reviewSummary: summariseReviews(ratings),
  };
};
