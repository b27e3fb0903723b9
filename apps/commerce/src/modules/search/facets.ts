import type { Facet, FacetValue } from '../../contract';
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

type Dimension = 'brand' | 'color' | 'rating' | 'price' | 'availability';

const passes = (row: FacetRow, f: SearchFilters, except: Dimension | null): boolean =>
  (except === 'brand' || f.brands.length === 0 || f.brands.includes(row.brand)) &&
  (except === 'color' ||
    f.colors.length === 0 ||
    (row.color !== null && f.colors.includes(row.color))) &&
  (except === 'rating' || f.minRating === null || row.rating >= f.minRating) &&
  (except === 'price' ||
    f.price === null ||
    ((f.price.min === null || row.price >= f.price.min) &&
      (f.price.max === null || row.price <= f.price.max))) &&
  (except === 'availability' ||
    ((!f.homeDelivery || row.homeDelivery) && (!f.pickupInStore || row.pickupInStore)));

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
  const brands = new Map<string, number>();
  const colors = new Map<string, number>();
  const ratings = [0, 0, 0, 0, 0];
  const priceRows: number[] = [];
  let home = 0;
  let pickup = 0;
  let total = 0;
  for (const row of rows) {
    const all = passes(row, f, null);
    if (all) total++;
    if (all || passes(row, f, 'brand')) brands.set(row.brand, (brands.get(row.brand) ?? 0) + 1);
    if (row.color !== null && (all || passes(row, f, 'color'))) {
      colors.set(row.color, (colors.get(row.color) ?? 0) + 1);
    }
    if (all || passes(row, f, 'rating')) {
      for (let s = 1; s <= 5; s++) if (row.rating >= s) ratings[s - 1]!++;
    }
    if (all || passes(row, f, 'price')) priceRows.push(row.price);
    if (all || passes(row, f, 'availability')) {
      if (row.homeDelivery) home++;
      if (row.pickupInStore) pickup++;
    }
  }
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
  if (priceRows.length > 0) {
    let lo = Number.POSITIVE_INFINITY;
    let hi = Number.NEGATIVE_INFINITY;
    for (const p of priceRows) {
      if (p < lo) lo = p;
      if (p > hi) hi = p;
    }
    const buckets = priceBuckets(lo, hi);
    const counts = buckets.map(() => 0);
    for (const p of priceRows) {
      const i = buckets.findIndex(([a, b]) => p >= a && p <= b);
      if (i >= 0) counts[i]!++;
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
  if (ratings[0]! > 0) {
    facets.push({
      name: RATING_FACET,
      label: labels.rating,
      kind: 'rating',
      multiSelect: false,
      values: [4, 3, 2, 1]
        .filter((s) => ratings[s - 1]! > 0)
        .map((s) => ({
          value: String(s),
          label: labels.ratingAtLeast(s),
          count: ratings[s - 1]!,
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
  return { facets, total };
};
