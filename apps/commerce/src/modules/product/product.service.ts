import type { Tenant } from '@fierro/tenants';
import type {
  BankInstallment,
  MediaItem,
  ProductResponse,
  Review,
  ReviewSummary,
  Variant,
} from '../../contract';
import { bestPrice, type PriceRow, resolvePrices } from './pricing';

/** A variant as stored, with its raw price rows. */
export interface StoredVariant extends Omit<Variant, 'prices'> {
  priceRows: PriceRow[];
}

/** A bank's installment plan offered on the site. */
export interface InstallmentPlan {
  bank: string;
  months: number;
  interestFree: boolean;
  /** Monthly interest rate for plans with interest (0.0199 = 1.99 %). */
  monthlyRate: number;
  /** Minimum price (minor units) for the plan to apply. */
  minAmount: number;
}

/** What the product page reads from storage, before prices are resolved. */
export interface StoredProduct
  extends Omit<
    ProductResponse,
    | 'selectedVariantId'
    | 'variants'
    | 'media'
    | 'prices'
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

/** Monthly amounts of each plan that applies to a price (rounded up to the minor unit). */
export const installments = (
  amount: number,
  currency: string,
  plans: InstallmentPlan[],
): BankInstallment[] =>
  plans
    .filter((p) => amount >= p.minAmount && p.months > 0)
    .map((p) => {
      const monthly =
        p.interestFree || p.monthlyRate === 0
          ? amount / p.months
          : (amount * p.monthlyRate) / (1 - (1 + p.monthlyRate) ** -p.months);
      return {
        bank: p.bank,
        months: p.months,
        interestFree: p.interestFree,
        monthlyAmount: Math.ceil(monthly),
        currency,
      };
    })
    .sort((a, b) => b.months - a.months || a.bank.localeCompare(b.bank));

const groupMedia = (items: MediaItem[]) => ({
  images: items.filter((m) => m.kind === 'IMAGE'),
  videos: items.filter((m) => m.kind === 'VIDEO'),
  spins: items.filter((m) => m.kind === 'SPIN'),
});

/**
 * The product page: the asked variant (else the first available, else the first), every price
 * resolved for the price group and `now`, installments on the best price, the review summary.
 * Null when the product or the asked variant does not exist on the site.
 */
export const productPage = async (
  deps: { repo: ProductRepo; tenant: Tenant; now: Date },
  q: {
    productId: string;
    variantId?: string;
    zoneId?: string;
    storeId?: string;
    priceGroup?: string;
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
  const group = q.priceGroup ?? null;
  const variants: Variant[] = stored.variants.map(({ priceRows, ...v }) => ({
    ...v,
    prices: resolvePrices(priceRows, group, deps.now),
  }));
  let selected = variants.find((v) => v.available) ?? variants[0]!;
  if (q.variantId !== undefined) {
    const asked = variants.find((v) => v.id === q.variantId || v.skuId === q.variantId);
    if (!asked) return { notFound: 'variantId' };
    selected = asked;
  }
  const best = bestPrice(selected.prices);
  const { variants: _v, ratings, installmentPlans, ...rest } = stored;
  return {
    ...rest,
    skuId: selected.skuId,
    selectedVariantId: selected.id,
    variants,
    media: groupMedia(selected.media),
    prices: selected.prices,
    badges: [...stored.badges, ...selected.badges],
    bankInstallments: best ? installments(best.amount, best.currency, installmentPlans) : [],
    reviewSummary: summariseReviews(ratings),
  };
};
