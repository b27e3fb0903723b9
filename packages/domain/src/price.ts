import { type Currency, DEFAULT_SEPARATORS, getTenant, type Separators } from '@fierro/tenants';

/**
 * Prices (spec §5, §9; DESIGN §5). Amounts are stored as integers in the currency's minor unit
 * where it has one (PEN, BRL, USD, UYU, ARS, MXN: cents; CLP and COP: none). `formatPrice` and
 * `parsePrice` work in major units (12990 pesos, 1299.9 soles); `formatMinorUnits` takes the
 * stored integer. An unknown tenant code uses the default separators (comma, dot, 0).
 */

/** The site's number separators (spec §3 separator object); the default for an unknown code. */
export const separatorsOf = (tenantCode: string): Separators =>
  getTenant(tenantCode)?.separators ?? DEFAULT_SEPARATORS;

/**
 * Spec §5: keeps only digits and the tenant's decimal separator; 0 when the rest is not a
 * number. `'S/ 1,299.90'` on Peru → 1299.9; `'$ 12.990'` on Chile → 12990.
 */
export function parsePrice(text: string, tenantCode: string): number {
  const { decimal } = separatorsOf(tenantCode);
  const kept = text.replace(decimal === '.' ? /[^\d.]/g : /[^\d,]/g, '');
  // Number('') is 0 and a second separator makes NaN, which the spec turns into 0.
  const value = Number(decimal === ',' ? kept.replace(',', '.') : kept);
  return Number.isNaN(value) ? 0 : value;
}

/** The tenant's currency of that code; the site's default (first) currency when omitted. */
function currencyFor(
  tenantCode: string,
  currency?: string,
): Pick<Currency, 'symbol' | 'minorUnits'> {
  const currencies = getTenant(tenantCode)?.currencies ?? [];
  const found = currency ? currencies.find((c) => c.code === currency) : currencies[0];
  if (found) return found;
  if (currency) throw new RangeError(`currency ${currency} is not sold on tenant ${tenantCode}`);
  return { symbol: '$', minorUnits: 1 };
}

/** Groups the integer digits with the thousand separator: 1234567 → 1.234.567. */
function group(digits: string, thousand: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, thousand);
}

/**
 * Formats a major-unit amount with the tenant's separators, precision and currency symbol,
 * symbol then a space: Chile `$ 12.990`, Peru `S/ 1,299.90`, Brazil `R$ 1.299,90`, Uruguay in
 * dollars `US$ 25`. Rounds half away from zero to the precision; a negative amount gets a
 * leading minus before the symbol. Throws a RangeError for a currency the site does not sell in.
 */
export function formatPrice(amount: number, tenantCode: string, currency?: string): string {
  const { decimal, thousand, precision } = separatorsOf(tenantCode);
  const { symbol } = currencyFor(tenantCode, currency);
  const factor = 10 ** precision;
  const scaled = Math.round((Math.abs(amount) + Number.EPSILON) * factor);
  const whole = String(Math.floor(scaled / factor));
  const fraction = precision > 0 ? decimal + String(scaled % factor).padStart(precision, '0') : '';
  const sign = amount < 0 && scaled > 0 ? '-' : '';
  return `${sign}${symbol} ${group(whole, thousand)}${fraction}`;
}

/**
 * A quantity that is not money (m² of a box, litres, a rating) with the site's separators, up to
 * `maxFraction` decimals and no trailing zeros: Chile and Mexico `1,44`, Peru `1.44`, `1.250,5`.
 * (Intl's own locale would write Mexico's `1.44` beside its prices' `$ 5.272`.)
 */
export function formatQuantity(value: number, tenantCode: string, maxFraction = 2): string {
  const { decimal, thousand } = separatorsOf(tenantCode);
  const factor = 10 ** maxFraction;
  const scaled = Math.round((Math.abs(value) + Number.EPSILON) * factor);
  const whole = String(Math.floor(scaled / factor));
  const fraction = String(scaled % factor)
    .padStart(maxFraction, '0')
    .replace(/0+$/, '');
  const sign = value < 0 && scaled > 0 ? '-' : '';
  return `${sign}${group(whole, thousand)}${fraction ? decimal + fraction : ''}`;
}

/**
 * A cart or order line's normal total: what it pays plus what it saves (a saving is never
 * negative). The lines' normal totals add up to the subtotal, the totals paid to the total.
 */
export const lineNormalTotal = (line: { total: number; saving: number }): number =>
  line.total + Math.max(0, line.saving);

/** Major units to the stored integer (1299.9 soles → 129990). */
export function toMinorUnits(amount: number, currency: Pick<Currency, 'minorUnits'>): number {
  return Math.round(amount * currency.minorUnits);
}

/** Stored integer to major units (129990 → 1299.9). */
export function fromMinorUnits(minor: number, currency: Pick<Currency, 'minorUnits'>): number {
  return minor / currency.minorUnits;
}

/** Formats a stored minor-unit amount: Peru 129990 → `S/ 1,299.90`. */
export function formatMinorUnits(minor: number, tenantCode: string, currency?: string): string {
  return formatPrice(
    fromMinorUnits(minor, currencyFor(tenantCode, currency)),
    tenantCode,
    currency,
  );
}

/**
 * The smallest amount the site shows, in minor units: Argentina, Mexico and Uruguay keep cents
 * but show whole pesos (100), Peru and Brazil show cents (1), Chile has none (1). Amounts meant
 * to be read and added up by a shopper (installments) are cut in these steps, or "24 cuotas de
 * $ 2.223" would not make the total shown beside them.
 */
export function shownStep(tenantCode: string, currency?: string): number {
  const { precision } = separatorsOf(tenantCode);
  const { minorUnits } = currencyFor(tenantCode, currency);
  return Math.max(1, Math.round(minorUnits / 10 ** precision));
}

/**
 * An amount as the site shows it, in minor units: to its nearest shown step (`shownStep`), never
 * to nothing (an amount under half a step is one step, not free). What is charged is what is
 * shown: a $ 4.689,50 warranty read "$ 4.690" and three of them "$ 14.069" (2026-11-29).
 */
export const asShownAmount = (amount: number, step: number) =>
  amount % step === 0 ? amount : Math.max(step, Math.round(amount / step) * step);

/**
 * What a multiple-unit promotion (3x2) saved on an order's line: its units at the unit price paid,
 * less the line's total. The order keeps the promotion's id, not its title; none without it.
 */
export const promotionSavingOf = (line: {
  promotionId: string | null | undefined;
  unitPrice: number;
  quantity: number;
  total: number;
}) => (line.promotionId ? Math.max(0, line.unitPrice * line.quantity - line.total) : 0);
