import type { Facet, FacetValue } from '../../contract';
import { type MatchSet, matchSetOf } from './match-set';
import {
  COLOR_FACET,
  PRICE_RANGE_PARAM,
  RANGE_DELIMITER,
  RATING_FACET,
  type SearchFilters,
} from './search.schemas';

/** The facet-relevant fields of one matching product (the repo reads these in one scan). */
export interface FacetRow {
  brand: string;
  color: string | null;
  rating: number;
  /** The shopper's price in minor units (resolved for the price group). */
  price: number;
  homeDelivery: boolean;
  pickupInStore: boolean;
}

export interface FacetLabels {
  brand: string;
  price: string;
  rating: string;
  color: string;
  availability: string;
  homeDelivery: string;
  pickupInStore: string;
  /** "4 o más" style label for a rating threshold. */
  ratingAtLeast: (stars: number) => string;
}

/** Spanish labels (the storefront translates for Portuguese sites by facet name). */
export const SPANISH_FACET_LABELS: FacetLabels = {
  brand: 'Marca',
  price: 'Precio',
  rating: 'Calificación',
  color: 'Color',
  availability: 'Disponibilidad',
  homeDelivery: 'Despacho a domicilio',
  pickupInStore: 'Retiro en tienda',
  ratingAtLeast: (n) => `${n} o más`,
};

// One bit per filter dimension: a row counts for a facet when no other dimension rejects it.
const BRAND = 1;
const COLOR = 2;
const RATING = 4;
const PRICE = 8;
const AVAILABILITY = 16;

/** 1 at the code of every selected value (a value the set does not hold selects nothing). */
const selectedCodes = (names: readonly string[], selected: string[]): Uint8Array | null => {
  if (selected.length === 0) return null;
  const flags = new Uint8Array(names.length);
  for (let i = 0; i < names.length; i++) if (selected.includes(names[i]!)) flags[i] = 1;
  return flags;
};

/** Non-zero counts by value (what sortedValues orders). */
const countsByName = (counts: Uint32Array, names: readonly string[]) => {
  const out = new Map<string, number>();
  for (let i = 0; i < counts.length; i++) if (counts[i]! > 0) out.set(names[i]!, counts[i]!);
  return out;
};

/** Price buckets of a result set: round boundaries over its own range, at most 5. */
export const priceBuckets = (min: number, max: number): Array<[number, number]> => {
  if (max <= min) return [[min, max]];
  const raw = (max - min) / 5;
  const magnitude = 10 ** Math.floor(Math.log10(raw));
  const step = Math.ceil(raw / magnitude) * magnitude;
  const start = Math.floor(min / step) * step;
  const buckets: Array<[number, number]> = [];
  for (let lo = start; lo <= max; lo += step) buckets.push([lo, lo + step - 1]);
  return buckets;
};

/** The `limit` most frequent values, then any selected value beyond them. */
const sortedValues = (
  counts: Map<string, number>,
  selected: string[],
  limit: number,
): FacetValue[] => {
  const byCount = (a: [string, number], b: [string, number]) =>
    b[1] - a[1] || (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0);
  const top = [...counts.entries()].sort(byCount).slice(0, limit);
  const shown = new Set(top.map(([v]) => v));
  for (const v of selected) {
    const count = counts.get(v);
    if (count !== undefined && !shown.has(v)) top.push([v, count]);
  }
  return top.map(([value, count]) => ({
    value,
    label: value,
    count,
    selected: selected.includes(value),
  }));
};

/**
 * Every facet of a result set in one pass over its rows. A facet's counts apply every other
 * active filter but not its own (so choosing one brand still shows the others' counts); `total`
 * is the count with every filter applied.
 */
export const computeFacets = (
  rows: readonly FacetRow[],
  f: SearchFilters,
  labels: FacetLabels = SPANISH_FACET_LABELS,
  limit: number = Number.POSITIVE_INFINITY,
): { facets: Facet[]; total: number } => {
  const { facets, total } = facetsOf(matchSetOf(rows), f, labels, limit);
  return { facets, total };
};

/**
 * computeFacets over a MatchSet's columns (counts in typed arrays by brand and colour code), and
 * the positions passing every filter (null: no filter is active, so every position does).
 */
export const facetsOf = (
  set: MatchSet,
  f: SearchFilters,
  labels: FacetLabels = SPANISH_FACET_LABELS,
  limit: number = Number.POSITIVE_INFINITY,
): { facets: Facet[]; total: number; matching: Int32Array | null } => {
  const { ords, brandCodes, colorCodes, ratings, prices, homeDelivery, pickupInStore } = set;
  const n = ords.length;
  const brandSelected = selectedCodes(set.brandNames, f.brands);
  const colorSelected = selectedCodes(set.colorNames, f.colors);
  const { minRating } = f;
  const minPrice = f.price?.min ?? null;
  const maxPrice = f.price?.max ?? null;
  const filtered =
    brandSelected !== null ||
    colorSelected !== null ||
    minRating !== null ||
    f.price !== null ||
    f.homeDelivery ||
    f.pickupInStore;
  const matching = filtered ? new Int32Array(n) : null;
  const brandCounts = new Uint32Array(set.brandNames.length);
  const colorCounts = new Uint32Array(set.colorNames.length);
  const ratingCounts = [0, 0, 0, 0, 0];
  const facetPrices = new Float64Array(n);
  let priceCount = 0;
  let home = 0;
  let pickup = 0;
  let total = 0;
  for (let i = 0; i < n; i++) {
    const o = ords[i]!;
    const brand = brandCodes[o]!;
    const color = colorCodes[o]!;
    const rating = ratings[o]!;
    const price = prices[o]!;
    const h = homeDelivery !== null && homeDelivery[o] === 1;
    const k = pickupInStore !== null && pickupInStore[o] === 1;
    let fails = 0;
    if (filtered) {
      if (brandSelected !== null && brandSelected[brand] !== 1) fails |= BRAND;
      if (colorSelected !== null && (color < 0 || colorSelected[color] !== 1)) fails |= COLOR;
      if (minRating !== null && !(rating >= minRating)) fails |= RATING;
      if (
        f.price !== null &&
        !((minPrice === null || price >= minPrice) && (maxPrice === null || price <= maxPrice))
      ) {
        fails |= PRICE;
      }
      if ((f.homeDelivery && !h) || (f.pickupInStore && !k)) fails |= AVAILABILITY;
      if (fails === 0) matching![total] = i;
    }
    if (fails === 0) total++;
    if ((fails & ~BRAND) === 0) brandCounts[brand]!++;
    if (color >= 0 && (fails & ~COLOR) === 0) colorCounts[color]!++;
    if ((fails & ~RATING) === 0) {
      for (let s = 1; s <= 5; s++) if (rating >= s) ratingCounts[s - 1]!++;
    }
    if ((fails & ~PRICE) === 0) facetPrices[priceCount++] = price;
    if ((fails & ~AVAILABILITY) === 0) {
      if (h) home++;
      if (k) pickup++;
    }
  }
  const brands = countsByName(brandCounts, set.brandNames);
  const colors = countsByName(colorCounts, set.colorNames);
  const facets: Facet[] = [];
  if (brands.size > 0) {
    facets.push({
      name: 'brand',
      label: labels.brand,
      kind: 'brand',
      multiSelect: true,
      values: sortedValues(brands, f.brands, limit),
      valueCount: brands.size,
    });
  }
  if (priceCount > 0) {
    let lo = Number.POSITIVE_INFINITY;
    let hi = Number.NEGATIVE_INFINITY;
    for (let i = 0; i < priceCount; i++) {
      const p = facetPrices[i]!;
      if (p < lo) lo = p;
      if (p > hi) hi = p;
    }
    const buckets = priceBuckets(lo, hi);
    const counts = buckets.map(() => 0);
    const first = buckets[0]![0];
    const step = buckets.length > 1 ? buckets[1]![0] - first : 0;
    for (let i = 0; i < priceCount; i++) {
      const p = facetPrices[i]!;
      // The bucket by arithmetic when it holds the price (buckets are disjoint), else a search.
      const guess = step > 0 ? Math.floor((p - first) / step) : 0;
      const b = buckets[guess];
      const at =
        b !== undefined && p >= b[0] && p <= b[1]
          ? guess
          : buckets.findIndex(([a, z]) => p >= a && p <= z);
      if (at >= 0) counts[at]!++;
    }
    const selected = f.price ? `${f.price.min ?? ''}${RANGE_DELIMITER}${f.price.max ?? ''}` : null;
    facets.push({
      name: PRICE_RANGE_PARAM,
      label: labels.price,
      kind: 'price',
      multiSelect: false,
      values: buckets
        .map(([a, b], i) => {
          const value = `${a}${RANGE_DELIMITER}${b}`;
          return { value, label: value, count: counts[i]!, selected: value === selected };
        })
        .filter((v) => v.count > 0),
    });
  }
  if (ratingCounts[0]! > 0) {
    facets.push({
      name: RATING_FACET,
      label: labels.rating,
      kind: 'rating',
      multiSelect: false,
      values: [4, 3, 2, 1]
        .filter((s) => ratingCounts[s - 1]! > 0)
        .map((s) => ({
          value: String(s),
          label: labels.ratingAtLeast(s),
          count: ratingCounts[s - 1]!,
          selected: f.minRating === s,
        })),
    });
  }
  if (colors.size > 0) {
    facets.push({
      name: COLOR_FACET,
      label: labels.color,
      kind: 'color',
      multiSelect: true,
      values: sortedValues(colors, f.colors, limit),
      valueCount: colors.size,
    });
  }
  const availability: FacetValue[] = [];
  if (home > 0) {
    availability.push({
      value: 'homeDelivery',
      label: labels.homeDelivery,
      count: home,
      selected: f.homeDelivery,
    });
  }
  if (pickup > 0) {
    availability.push({
      value: 'pickupInStore',
      label: labels.pickupInStore,
      count: pickup,
      selected: f.pickupInStore,
    });
  }
  if (availability.length > 0) {
    facets.push({
      name: 'availability',
      label: labels.availability,
      kind: 'availability',
      multiSelect: true,
      values: availability,
    });
  }
  return { facets, total, matching };
};
