import { asShownAmount, type PriceType, shownStep } from '@fierro/domain';
import type { MembershipTier, Tenant } from '@fierro/tenants';
import type { Badge, PriceFigure, Pricing, SaleUnit, ShopperAccount } from '../../contract';
import { type PriceRow, rowsInForce } from './price-rows';

/**
 * The one price rule (issue 18, DESIGN §5 "One price rule"). Pure: for a SKU's stored rows, the
 * shopper's price groups, a moment and the shopper, the prices shown and the one unit price paid.
 * Listing cards, the price sort and facet (their SQL mirrors `PAYABLE` and `rowsInForce`), the
 * product page, installments, cart lines, quotations and orders all ask it.
 */

/** What the rule knows about the shopper. */
export interface Shopper {
  account: ShopperAccount;
  /** Business mode (the header's switch or a business-only site); a company is always in it. */
  businessMode: boolean;
  tier: MembershipTier | null;
  /** Paying with the site's store card. */
  payingWithStoreCard: boolean;
}

export const GUEST: Shopper = {
  account: 'guest',
  businessMode: false,
  tier: null,
  payingWithStoreCard: false,
};

/** PRECIOS_PRO is for a signed-in company or business mode. */
export const isBusiness = (shopper: Pick<Shopper, 'account' | 'businessMode'>): boolean =>
  shopper.account === 'company' || shopper.businessMode;

/** Types a shopper may pay for one unit bought alone (PRECIOS_PRO added for business). */
export const PAYABLE: readonly PriceType[] = ['NORMAL', 'INTERNET', 'EVENT', 'SAVING'];
export const BUSINESS_PAYABLE: readonly PriceType[] = [...PAYABLE, 'PRECIOS_PRO'];
/** Prices that need another product in the cart: shown as information, never paid alone. */
const BUNDLE: readonly PriceType[] = ['AB', 'COMBO', 'AggregatedBundlePrice'];
/** Among equal amounts, the plainest wins (no saving is claimed for a tie with NORMAL). */
const TIE_ORDER: readonly PriceType[] = ['NORMAL', 'PRECIOS_PRO', 'INTERNET', 'SAVING', 'EVENT'];

/** The product facts the rule reads. */
export interface SaleFacts {
  saleUnit: 'unit' | 'm2' | 'litre' | 'metre';
  /** m² per box (tiles sold by the box). */
  coveragePerBox: number | null;
  /** Litres in the container (price per litre where the site shows the unit measure). */
  litres: number | null;
}

export interface PriceInput {
  rows: readonly PriceRow[];
  /**
   * The shopper's price groups, most specific last: the location's retail group (validated on the
   * server, never taken from the browser), then the site's business group for a business shopper.
   */
  groups: readonly string[];
  now: Date;
  shopper: Shopper;
  sale: SaleFacts;
  tenant: Pick<Tenant, 'code' | 'storeCard' | 'priceUnitMeasureEnabled'>;
}

const perM2Of = (amount: number, coverage: number | null) =>
  coverage ? Math.round(amount / coverage) : undefined;

const figureOf = (row: PriceRow, coverage: number | null): PriceFigure => {
  const perM2 = perM2Of(row.amount, coverage);
  return {
    type: row.type,
    amount: row.amount,
    ...(perM2 !== undefined ? { perM2 } : {}),
    ...(row.validTo ? { validTo: row.validTo.toISOString() } : {}),
  };
};

const steps = new Map<string, number>();
/** `shownStep`, kept per site and currency (the price rule runs for every line of every read). */
const stepOf = (tenantCode: string, currency: string): number => {
  const key = `${tenantCode}|${currency}`;
  let step = steps.get(key);
  if (step === undefined) {
    try {
      step = shownStep(tenantCode, currency);
    } catch {
      step = 1; // A currency the site does not sell in: its amounts as they are.
    }
    steps.set(key, step);
  }
  return step;
};

/**
 * A site that keeps cents but shows whole pesos (Mexico, Argentina, Uruguay: `shownStep`) charges
 * what it shows: a price with cents is taken to its nearest shown peso. A $ 9,90 cable read
 * "$ 10" on every page, and an order of 7 m charged $ 69,30 under a "$ 69" total.
 */
const asShown = (inForce: Map<PriceType, PriceRow>, tenantCode: string) => {
  let shown: Map<PriceType, PriceRow> | null = null;
  for (const [type, row] of inForce) {
    const step = stepOf(tenantCode, row.currency);
    if (row.amount % step === 0) continue;
    shown ??= new Map(inForce);
    // Never to nothing: a price under half a shown peso is one peso, not free.
    shown.set(type, { ...row, amount: asShownAmount(row.amount, step) });
  }
  return shown ?? inForce;
};

const lowest = (rows: PriceRow[]): PriceRow | null =>
  rows.reduce<PriceRow | null>(
    (low, r) =>
      low === null ||
      r.amount < low.amount ||
      (r.amount === low.amount && TIE_ORDER.indexOf(r.type) < TIE_ORDER.indexOf(low.type))
        ? r
        : low,
    null,
  );

/** Whole percent saved, floored so a badge never claims more than the shopper saves. */
export const savingPercent = (reference: number, paid: number): number =>
  reference > 0 ? Math.floor(((reference - paid) * 100) / reference) : 0;

/**
 * The shopper's price groups, most specific last (see `PriceInput.groups`): the retail group
 * when it is one of the site's (anything else is the site's base list), then the site's
 * business group for a business shopper, whatever the request said.
 */
export const groupsOf = (
  requested: string | null | undefined,
  shopper: Pick<Shopper, 'account' | 'businessMode'>,
  site: SitePriceGroups,
): string[] => {
  const retail = requested && site.retail.includes(requested) ? [requested] : [];
  return isBusiness(shopper) && site.business ? [...retail, site.business] : retail;
};

/** A site's price groups (table `price_groups`): the retail ones and the business one. */
export interface SitePriceGroups {
  retail: readonly string[];
  business: string | null;
}

/** Prices of a SKU for a shopper at `now` (see the contract's `Pricing`). */
export function priceOf(input: PriceInput): Pricing {
  const { sale, tenant, shopper } = input;
  const inForce = asShown(rowsInForce(input.rows, input.groups, input.now), tenant.code);
  const coverage = sale.saleUnit === 'm2' && sale.coveragePerBox ? sale.coveragePerBox : null;
  // A paint measured in litres is sold by the can (its size): one amount buys the can, and its
  // price per litre is the unit measure, not the price's unit ("$ 131.900 / litro" was a can).
  const saleUnit: SaleUnit = coverage
    ? 'box'
    : sale.saleUnit === 'litre' && sale.litres
      ? 'unit'
      : sale.saleUnit;
  const payable = isBusiness(shopper) ? BUSINESS_PAYABLE : PAYABLE;
  const offer = lowest(payable.flatMap((t) => inForce.get(t) ?? []));
  const cardRow = tenant.storeCard ? (inForce.get('CMR') ?? null) : null;
  const cardPays =
    shopper.payingWithStoreCard ||
    (shopper.tier !== null &&
      (tenant.storeCard?.tiers.some((t) => t.tier === shopper.tier && t.cardPriceWithoutCard) ??
        false));
  const cardBelow = cardRow && offer && cardRow.amount < offer.amount ? cardRow : null;
  const paidRow = cardPays && cardBelow ? cardBelow : offer;
  const normal = inForce.get('NORMAL') ?? null;
  // The crossed-out normal price only with a saving of at least 1% to state beside it.
  const percent = normal && paidRow ? savingPercent(normal.amount, paidRow.amount) : 0;
  const referenceRow = percent >= 1 ? normal : null;
  const currency = paidRow?.currency ?? normal?.currency ?? input.rows[0]?.currency ?? 'XXX';

  const paid = paidRow ? figureOf(paidRow, coverage) : null;
  const reference = referenceRow ? figureOf(referenceRow, coverage) : null;
  const saving =
    paid && reference
      ? {
          amount: reference.amount - paid.amount,
          percent,
          ...(reference.perM2 !== undefined && paid.perM2 !== undefined
            ? { perM2: reference.perM2 - paid.perM2 }
            : {}),
        }
      : null;
  const shownCard =
    cardBelow && paidRow !== cardBelow && tenant.storeCard
      ? { ...figureOf(cardBelow, coverage), name: tenant.storeCard.name }
      : null;
  const bundles = BUNDLE.flatMap((t) => {
    const row = inForce.get(t);
    return row && paidRow && row.amount < paidRow.amount ? [figureOf(row, coverage)] : [];
  });
  return {
    currency,
    saleUnit,
    coverage,
    paid,
    reference,
    card: shownCard,
    bundles,
    saving,
    unitMeasure: tenant.priceUnitMeasureEnabled && paid ? unitMeasureOf(paid, sale) : null,
  };
}

/** Price per unit of measure (Colombia's PUM): per m², per litre, else per item. */
const unitMeasureOf = (paid: PriceFigure, sale: SaleFacts): Pricing['unitMeasure'] => {
  if (paid.perM2 !== undefined) return { amount: paid.perM2, unit: 'm2' };
  if (sale.saleUnit === 'm2') return { amount: paid.amount, unit: 'm2' };
  if (sale.saleUnit === 'litre' && sale.litres) {
    return { amount: Math.round(paid.amount / sale.litres), unit: 'litre' };
  }
  return { amount: paid.amount, unit: 'unit' };
};

/** The discount badge, derived from the prices shown: never stored apart from them. */
export const discountBadge = (pricing: Pick<Pricing, 'saving'>): Badge | null =>
  pricing.saving
    ? {
        type: 'DISCOUNT',
        label: `-${pricing.saving.percent}%`,
        value: String(pricing.saving.percent),
      }
    : null;

/**
 * A SKU's badges: the stored ones open at `now` (a stored DISCOUNT is ignored: its number would
 * live apart from the prices) and the derived discount badge first.
 */
export const badgesWith = (stored: readonly Badge[], pricing: Pick<Pricing, 'saving'>): Badge[] => {
  const discount = discountBadge(pricing);
  const kept = stored.filter((b) => b.type !== 'DISCOUNT');
  return discount ? [discount, ...kept] : kept;
};

/** The prices of a SKU sold per item with one NORMAL price (test doubles of the stores). */
export const normalPricing = (amount: number | null, currency = 'CLP'): Pricing => ({
  currency,
  saleUnit: 'unit',
  coverage: null,
  paid: amount === null ? null : { type: 'NORMAL', amount },
  reference: null,
  card: null,
  bundles: [],
  saving: null,
  unitMeasure: null,
});
