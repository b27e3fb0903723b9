import type { PriceType } from '@fierro/domain';

/** One stored price row of a SKU (amount in minor units), as the repositories read it. */
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

/** A window is open from `validFrom` (included) to `validTo` (excluded). */
export const openAt = (row: Pick<PriceRow, 'validFrom' | 'validTo'>, t: number): boolean =>
  (row.validFrom === null || row.validFrom.getTime() <= t) &&
  (row.validTo === null || t < row.validTo.getTime());

/**
 * Per price type, the row that applies at `now` to a shopper whose price groups are `groups`
 * (most specific last): a row of a later group beats one of an earlier group, which beats the
 * base row (null group); among rows of one group the one that started last wins. Rows of other
 * groups never apply. The SQL of `card-prices.repo.ts` orders rows the same way.
 */
export const rowsInForce = (
  rows: readonly PriceRow[],
  groups: readonly string[],
  now: Date,
): Map<PriceType, PriceRow> => {
  const t = now.getTime();
  const best = new Map<PriceType, PriceRow>();
  for (const row of rows) {
    const rowRank = rankOf(row, groups);
    if (rowRank === 0 && row.priceGroup !== null) continue;
    if (!openAt(row, t)) continue;
    const current = best.get(row.type);
    if (!current) {
      best.set(row.type, row);
      continue;
    }
    const currentRank = rankOf(current, groups);
    if (rowRank > currentRank || (rowRank === currentRank && startOf(row) > startOf(current))) {
      best.set(row.type, row);
    }
  }
  return best;
};

// Module-level rather than closures of rowsInForce: it runs for every line of every cart and
// listing read, and under tsx (keepNames) each named closure costs a defineProperty per call
// (4.7% of commerce's CPU reading a 30-line cart, README "The cart's reads").
function rankOf(row: PriceRow, groups: readonly string[]): number {
  return row.priceGroup === null ? 0 : groups.indexOf(row.priceGroup) + 1;
}

function startOf(row: PriceRow): number {
  return row.validFrom?.getTime() ?? Number.NEGATIVE_INFINITY;
}

/** A price row as the repositories' SQL returns it in JSON (`json_build_object` of `prices`). */
export interface JsonPrice {
  type: PriceType;
  amount: number | string;
  currency: string;
  priceGroup: string | null;
  validFrom: string | null;
  validTo: string | null;
  unit: string | null;
}

export const toPriceRows = (rows: readonly JsonPrice[] | null): PriceRow[] =>
  (rows ?? []).map((p) => ({
    type: p.type,
    amount: Number(p.amount),
    currency: p.currency,
    priceGroup: p.priceGroup,
    validFrom: p.validFrom ? new Date(p.validFrom) : null,
    validTo: p.validTo ? new Date(p.validTo) : null,
    unit: p.unit,
  }));
