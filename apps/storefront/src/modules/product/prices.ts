import type { BankInstallment, PriceFigure, Pricing, SaleUnit } from '@fierro/commerce/contract';
import type { Tenant } from '@fierro/tenants';
import { type PriceRowKind, priceKindOf } from '../../lib/format/price-kind';

export type { PriceRowKind };

/**
 * The product page's price rows, from commerce's `Pricing` (issue 18: one price rule, in
 * commerce). Nothing here computes an amount: it names each price the API answered, orders the
 * rows and picks the registry's card page and savings word.
 */
export interface PriceRow extends PriceFigure {
  kind: PriceRowKind;
  /** The crossed-out reference price. */
  struck?: boolean;
}

export interface PriceView {
  currency: string;
  /** What one amount buys: an item, a box, a m², ... (the API's sale unit). */
  saleUnit: SaleUnit;
  /** m² per box, for products sold by the box. */
  coverage: number | null;
  /** The price the shopper pays for one unit. */
  main: PriceRow | null;
  /** Every row shown, paid first, then the crossed-out one, then card and bundle prices. */
  rows: PriceRow[];
  /** The store card's row and page, where the site has a card (registry `storeCard`). */
  card: { row: PriceRow | null; name: string; logo: string; link: string } | null;
  saving: { word: string; amount: number; percent: number; perM2?: number } | null;
  unitMeasure: Pricing['unitMeasure'];
  /** Show the combo's 'view product' button (registry comboViewProductButtonEnabled). */
  comboButton: boolean;
}

const row = (figure: PriceFigure, extra: Partial<PriceRow> = {}): PriceRow => ({
  ...figure,
  kind: priceKindOf(figure.type),
  ...extra,
});

/** The rows a shopper sees for a variant's prices. */
export function priceView(
  pricing: Pricing,
  tenant: Pick<
    Tenant,
    'savingsWord' | 'loyaltyLogo' | 'links' | 'storeCard' | 'comboViewProductButtonEnabled'
  >,
): PriceView {
  const main = pricing.paid ? row(pricing.paid) : null;
  const reference = pricing.reference ? row(pricing.reference, { struck: true }) : null;
  const cardRow = pricing.card ? row(pricing.card) : null;
  const bundles = pricing.bundles.map((b) => row(b));
  const rows = [main, reference, cardRow, ...bundles].filter((r): r is PriceRow => r !== null);
  return {
    currency: pricing.currency,
    saleUnit: pricing.saleUnit,
    coverage: pricing.coverage,
    main,
    rows,
    card: tenant.storeCard
      ? {
          row: cardRow,
          name: tenant.storeCard.name,
          logo: tenant.loyaltyLogo,
          link: cardRow ? tenant.links.cmrWithCard : tenant.links.cmrWithoutCard,
        }
      : null,
    saving: pricing.saving ? { word: tenant.savingsWord, ...pricing.saving } : null,
    unitMeasure: pricing.unitMeasure,
    comboButton: tenant.comboViewProductButtonEnabled && bundles.some((r) => r.kind === 'combo'),
  };
}

/**
 * Installment plans as the API answers them, interest-free plans first, then fewer months; `best`
 * is the longest interest-free plan (the headline), else the first.
 */
export function installmentPlans(plans: readonly BankInstallment[]): {
  plans: BankInstallment[];
  best: BankInstallment | null;
} {
  const all = [...plans].sort(
    (a, b) =>
      Number(b.interestFree) - Number(a.interestFree) ||
      a.months - b.months ||
      a.bank.localeCompare(b.bank),
  );
  const best =
    all.filter((p) => p.interestFree).sort((a, b) => b.months - a.months)[0] ?? all[0] ?? null;
  return { plans: all, best };
}
