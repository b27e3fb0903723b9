import type { SortBy } from '../../contract';
import type { FacetRow } from './facets';

/**
 * The products matching a search as columns: `ords` lists them (best first for a term) and every
 * other column is indexed by ord, as the per-site snapshot in memory holds them. Facets, filters
 * and sorting read typed arrays instead of one object per product (a broad term matches 20,000).
 */
export interface MatchSet {
  /** The matching products' ords, in the storage's order (best first for a term). */
  ords: Int32Array;
  /**
   * Text rank per position. Null: the position is the rank when `ranked` (a term: best first),
   * every rank is 0 otherwise (browsing).
   */
  ranks: Float64Array | null;
  ranked: boolean;
  /** By ord: product id, brand and colour codes (-1: no colour), rating, created ms, price. */
  productIds: ReadonlyArray<string | undefined>;
  brandCodes: Uint32Array;
  brandNames: readonly string[];
  colorCodes: Int32Array;
  colorNames: readonly string[];
  ratings: Float64Array;
  created: Float64Array;
  prices: Float64Array;
  /** By ord, 1 where available (null: no zone or store asked, so none is). */
  homeDelivery: Uint8Array | null;
  pickupInStore: Uint8Array | null;
}

/** One matching product as an object (test doubles and small sets build a MatchSet from these). */
export interface MatchRow extends FacetRow {
  productId: string;
  /** Text rank for the term (0 when browsing). */
  rank: number;
  /** Newest first: creation time in ms. */
  createdAt: number;
}

const dictionary = (values: Iterable<string>) => {
  const names: string[] = [];
  const codes = new Map<string, number>();
  for (const v of values) {
    if (!codes.has(v)) {
      codes.set(v, names.length);
      names.push(v);
    }
  }
  return { names, codes };
};

/** A MatchSet of rows in the given order (ords 0..n-1). */
export const matchSetOf = (rows: ReadonlyArray<FacetRow & Partial<MatchRow>>): MatchSet => {
  const brands = dictionary(rows.map((r) => r.brand));
  const colors = dictionary(rows.flatMap((r) => (r.color === null ? [] : [r.color])));
  return {
    ords: Int32Array.from(rows, (_, i) => i),
    ranks: Float64Array.from(rows, (r) => r.rank ?? 0),
    ranked: false,
    productIds: rows.map((r) => r.productId),
    brandCodes: Uint32Array.from(rows, (r) => brands.codes.get(r.brand)!),
    brandNames: brands.names,
    colorCodes: Int32Array.from(rows, (r) => (r.color === null ? -1 : colors.codes.get(r.color)!)),
    colorNames: colors.names,
    ratings: Float64Array.from(rows, (r) => r.rating),
    created: Float64Array.from(rows, (r) => r.createdAt ?? 0),
    prices: Float64Array.from(rows, (r) => r.price),
    homeDelivery: Uint8Array.from(rows, (r) => (r.homeDelivery ? 1 : 0)),
    pickupInStore: Uint8Array.from(rows, (r) => (r.pickupInStore ? 1 : 0)),
  };
};

/** Compares two positions of a set; 0 when equal for the sort (position decides then). */
export type PositionOrder = (a: number, b: number) => number;

/** The comparator of a sort option over positions (the same order the shop's sort options name). */
export const orderOf = (set: MatchSet, sortBy: SortBy): PositionOrder | null => {
  const { ords, ratings, prices, created, ranks } = set;
  switch (sortBy) {
    case 'relevance':
      if (ranks) {
        return (a, b) => ranks[b]! - ranks[a]! || ratings[ords[b]!]! - ratings[ords[a]!]!;
      }
      // A term's matches come best first (ranks all differ); browsing ranks all 0: by rating.
      return set.ranked ? null : (a, b) => ratings[ords[b]!]! - ratings[ords[a]!]!;
    case 'price_asc':
      return (a, b) => prices[ords[a]!]! - prices[ords[b]!]!;
    case 'price_desc':
      return (a, b) => prices[ords[b]!]! - prices[ords[a]!]!;
    case 'rating_desc':
      return (a, b) => ratings[ords[b]!]! - ratings[ords[a]!]!;
    case 'newest':
      return (a, b) => created[ords[b]!]! - created[ords[a]!]!;
  }
};

/**
 * Positions `start` to `end` (exclusive) of `positions` sorted stably by `order` (null: already
 * in order). A first page keeps only the best `end` while scanning (a broad term's 20,000 matches
 * are not sorted for 28 cards); deeper pages sort everything.
 */
export const pageOf = (
  positions: Int32Array,
  order: PositionOrder | null,
  start: number,
  end: number,
): number[] => {
  const n = positions.length;
  if (start >= n) return [];
  if (order === null) return Array.from(positions.subarray(start, Math.min(end, n)));
  if (end * 16 >= n) {
    // Ties keep the storage's order, like a stable sort.
    const all = Array.from(positions).sort((a, b) => order(a, b) || a - b);
    return all.slice(start, end);
  }
  // The best `end` so far, in order. Positions arrive increasing, so an equal one stays behind.
  const best: number[] = [];
  for (let i = 0; i < n; i++) {
    const p = positions[i]!;
    if (best.length === end && order(p, best[end - 1]!) >= 0) continue;
    let lo = 0;
    let hi = best.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (order(p, best[mid]!) < 0) hi = mid;
      else lo = mid + 1;
    }
    best.splice(lo, 0, p);
    if (best.length > end) best.pop();
  }
  return best.slice(start, end);
};
