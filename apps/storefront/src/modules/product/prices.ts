import type { BankInstallment, Price, PriceType } from '@fierro/commerce/contract';
import type { Tenant } from '@fierro/tenants';

/**
 * Spec §3 price types as the product page shows them (issue 7). Which rows appear depends on the
 * tenant's registry properties and the shopper (business or not), never on a tenant code.
 */
export type PriceRowKind =
  | 'event'
  | 'internet'
  | 'card'
  | 'pro'
  | 'ab'
  | 'combo'
  | 'normal'
  | 'm2'
  | 'box';

export interface PriceRow {
  kind: PriceRowKind;
  type: PriceType;
  amount: number;
  currency: string;
  unit?: string;
  /** The crossed-out reference price. */
  struck?: boolean;
  /** Event window end (ISO), shown as "hasta". */
  validTo?: string | null;
}

export interface PriceView {
  /** The price the shopper pays for one unit (a box for tiles). */
  main: PriceRow | null;
  rows: PriceRow[];
  /**
   * The loyalty card (CMR) with its logo: its price row when the variant has a card price below
   * what the shopper pays, and the registry's card page for a product with or without one.
   */
  card: { row: PriceRow | null; logo: string; link: string };
  /** Savings against the normal price, with the tenant's savings word. */
  saving: { word: string; amount: number; percent: number; currency: string } | null;
  /** m² price and price per box for products sold by the box. */
  m2: { perM2: number; perBox: number; coverage: number; currency: string } | null;
  /** Price-unit-measure line (registry priceUnitMeasureEnabled). */
  unitMeasure: { amount: number; unit: string; currency: string } | null;
  /** Show the combo's 'view product' button (registry comboViewProductButtonEnabled). */
  comboButton: boolean;
}

export interface PriceContext {
  tenant: Pick<
    Tenant,
    | 'savingsWord'
    | 'loyaltyLogo'
    | 'links'
    | 'priceUnitMeasureEnabled'
    | 'comboViewProductButtonEnabled'
  >;
  /** Precios Pro are for business shoppers only. */
  business: boolean;
  now: Date;
  /** Unit the product is sold in and m² per box (tiles). */
  unit: { name: string; perBox: number | null } | null;
}

const KIND: Partial<Record<PriceType, PriceRowKind>> = {
  EVENT: 'event',
  PUM_EVENT: 'event',
  INTERNET: 'internet',
  CMR: 'card',
  COMBO_CMR: 'card',
  PRECIOS_PRO: 'pro',
  AB: 'ab',
  M2_AB: 'ab',
  COMBO: 'combo',
  AggregatedBundlePrice: 'combo',
  NORMAL: 'normal',
  SAVING_NORMAL: 'normal',
  M2: 'm2',
};
/** Display order of the rows. */
const ORDER: PriceRowKind[] = ['event', 'internet', 'ab', 'combo', 'pro', 'normal', 'card'];

const inWindow = (p: Price, now: Date) => {
  const from = p.validity?.from ? Date.parse(p.validity.from) : null;
  const to = p.validity?.to ? Date.parse(p.validity.to) : null;
  return (from === null || from <= now.getTime()) && (to === null || now.getTime() < to);
};

/** The rows a shopper sees for a variant's resolved prices. */
export function priceView(prices: readonly Price[], ctx: PriceContext): PriceView {
  const usable = prices.filter(
    (p) => inWindow(p, ctx.now) && (p.type !== 'PRECIOS_PRO' || ctx.business),
  );
  const rows: PriceRow[] = [];
  for (const p of usable) {
    const kind = KIND[p.type];
    if (!kind || kind === 'm2') continue;
    rows.push({
      kind,
      type: p.type,
      amount: p.amount,
      currency: p.currency,
      ...(p.unit ? { unit: p.unit } : {}),
      ...(kind === 'event' ? { validTo: p.validity?.to ?? null } : {}),
    });
  }
  const payable = rows.filter((r) => r.kind !== 'card');
  const main = payable.reduce<PriceRow | null>((a, r) => (!a || r.amount < a.amount ? r : a), null);
  const normal = rows.find((r) => r.kind === 'normal') ?? null;
  if (normal && main && normal !== main && normal.amount > main.amount) normal.struck = true;
  const cardRow = rows.find((r) => r.kind === 'card' && (!main || r.amount < main.amount)) ?? null;
  const shown = rows
    .filter((r) => r === main || r.struck || r === cardRow || r.kind === 'pro')
    .sort((a, b) => ORDER.indexOf(a.kind) - ORDER.indexOf(b.kind));

  // A SAVING price type states the saving; otherwise it is normal minus what the shopper pays.
  const stated = usable.find((p) => p.type.startsWith('SAVING') && p.type !== 'SAVING_NORMAL');
  const savingAmount = normal?.struck && main ? normal.amount - main.amount : 0;
  const reference = normal?.amount ?? 0;
  const saving =
    savingAmount > 0 && reference > 0
      ? {
          word: ctx.tenant.savingsWord,
          amount: savingAmount,
          percent: Math.round((savingAmount / reference) * 100),
          currency: main!.currency,
        }
      : stated && normal && stated.amount < normal.amount
        ? {
            word: ctx.tenant.savingsWord,
            amount: normal.amount - stated.amount,
            percent: Math.round(((normal.amount - stated.amount) / normal.amount) * 100),
            currency: stated.currency,
          }
        : null;

  const m2Price = usable.find((p) => p.type === 'M2');
  const coverage = ctx.unit?.perBox ?? null;
  const m2 =
    m2Price && coverage && main
      ? {
          // The listed m² price is the normal one; a cheaper box price gives its own m² price.
          perM2: main.kind === 'normal' ? m2Price.amount : Math.round(main.amount / coverage),
          perBox: main.amount,
          coverage,
          currency: m2Price.currency,
        }
      : null;
  const unitMeasure =
    ctx.tenant.priceUnitMeasureEnabled && main
      ? coverage
        ? { amount: Math.round(main.amount / coverage), unit: 'm²', currency: main.currency }
        : { amount: main.amount, unit: ctx.unit?.name ?? 'un', currency: main.currency }
      : null;

  return {
    main,
    rows: shown,
    card: {
      row: cardRow,
      logo: ctx.tenant.loyaltyLogo,
      link: cardRow ? ctx.tenant.links.cmrWithCard : ctx.tenant.links.cmrWithoutCard,
    },
    saving,
    m2,
    unitMeasure,
    comboButton: ctx.tenant.comboViewProductButtonEnabled && rows.some((r) => r.kind === 'combo'),
  };
}

export interface InstallmentPlan {
  bank: string;
  months: number;
  interestFree: boolean;
  monthlyAmount: number;
  /** months × monthlyAmount. */
  total: number;
  /** What the plan costs above the cash price (0 when interest-free). */
  interest: number;
  currency: string;
}

/**
 * Installment figures for a cash price: every plan with its total and interest, interest-free
 * plans first, then fewer months. `best` is the longest interest-free plan (the headline).
 */
export function installmentPlans(
  plans: readonly BankInstallment[],
  cashPrice: number,
): { plans: InstallmentPlan[]; best: InstallmentPlan | null } {
  const all = plans
    .map((p) => {
      const total = p.monthlyAmount * p.months;
      return {
        bank: p.bank,
        months: p.months,
        interestFree: p.interestFree,
        monthlyAmount: p.monthlyAmount,
        total,
        interest: p.interestFree ? 0 : Math.max(0, total - cashPrice),
        currency: p.currency,
      };
    })
    .sort(
      (a, b) =>
        Number(b.interestFree) - Number(a.interestFree) ||
        a.months - b.months ||
        a.bank.localeCompare(b.bank),
    );
  const best =
    all.filter((p) => p.interestFree).sort((a, b) => b.months - a.months)[0] ?? all[0] ?? null;
  return { plans: all, best };
}
