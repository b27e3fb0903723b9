import type { Price, PriceType } from '../../contract';

/** One stored price row, as the repo reads it (amount in minor units). */
export interface PriceRow {
  type: PriceType;
  amount: number;
  currency: string;
  /** Price group the row applies to; null applies to every group (the base list). */
  priceGroup: string | null;
  validFrom: Date | null;
  validTo: Date | null;
  unit?: string | null;
}

const validAt = (row: PriceRow, now: Date) =>
  (row.validFrom === null || row.validFrom.getTime() <= now.getTime()) &&
  (row.validTo === null || now.getTime() < row.validTo.getTime());

/**
 * Every price type of a variant resolved for the shopper's price group and `now`: per type, a
 * row of the group beats the base row, and among equals the one that started last wins. The list
 * is ordered lowest amount first, NORMAL last when it is not the only price (the crossed-out one).
 */
export const resolvePrices = (rows: PriceRow[], priceGroup: string | null, now: Date): Price[] => {
  const best = new Map<PriceType, PriceRow>();
  for (const row of rows) {
    if (!validAt(row, now)) continue;
    if (row.priceGroup !== null && row.priceGroup !== priceGroup) continue;
    const current = best.get(row.type);
    if (!current) {
      best.set(row.type, row);
      continue;
    }
    const rank = (r: PriceRow) => (r.priceGroup === null ? 0 : 1);
    const started = (r: PriceRow) => r.validFrom?.getTime() ?? Number.NEGATIVE_INFINITY;
    if (
      rank(row) > rank(current) ||
      (rank(row) === rank(current) && started(row) > started(current))
    ) {
      best.set(row.type, row);
    }
  }
  const prices = [...best.values()].map(
    (row): Price => ({
      type: row.type,
      amount: row.amount,
      currency: row.currency,
      ...(row.unit ? { unit: row.unit } : {}),
      ...(row.validFrom || row.validTo
        ? {
            validity: {
              from: row.validFrom?.toISOString() ?? null,
              to: row.validTo?.toISOString() ?? null,
            },
          }
        : {}),
    }),
  );
  const normalLast = (p: Price) => (p.type === 'NORMAL' && prices.length > 1 ? 1 : 0);
  return prices.sort((a, b) => normalLast(a) - normalLast(b) || a.amount - b.amount);
};

/** The amount a shopper pays for one unit: the lowest resolved price, or null without prices. */
export const bestPrice = (prices: Price[]): Price | null =>
  prices.reduce<Price | null>((low, p) => (low === null || p.amount < low.amount ? p : low), null);
