import { z } from 'zod';
import { QueryFields, SORT_OPTIONS, TextField } from '../../contract';

/** Spec §3 facet names: range prefix, delimiter, rating and colour facets. */
export const RANGE_PREFIX = 'f.range.';
export const RANGE_DELIMITER = '::';
export const PRICE_RANGE_PARAM = `${RANGE_PREFIX}price`;
export const RATING_FACET = 'averageOverallRating';
export const COLOR_FACET = 'primary_color_group';
export const AVAILABILITY_VALUES = ['homeDelivery', 'pickupInStore'] as const;

export const MAX_PAGE = 500;
export const MAX_PER_PAGE = 100;
export const DEFAULT_PER_PAGE = 28;
/**
 * Brand and colour values a facet lists by default: the most frequent, plus every selected one
 * (a broad term has thousands of brands; the storefront shows a dozen).
 */
export const DEFAULT_FACET_LIMIT = 20;
export const MAX_FACET_LIMIT = 10_000;

/** One value or a repeated parameter, each value max 80 characters, at most 20 values. */
const multi = (field: string) =>
  z
    .union([TextField(field, 80), z.array(TextField(field, 80)).max(20)])
    .transform((v) => (Array.isArray(v) ? v : [v]).map((s) => s.trim()).filter((s) => s.length > 0))
    .optional();

const priceRange = z
  .string()
  .max(40)
  .transform((raw, ctx) => {
    const parts = raw.split(RANGE_DELIMITER);
    const parse = (s: string | undefined) => (s === undefined || s === '' ? null : Number(s));
    const min = parse(parts[0]);
    const max = parse(parts[1]);
    const ok = (n: number | null) => n === null || (Number.isSafeInteger(n) && n >= 0);
    if (parts.length !== 2 || !ok(min) || !ok(max) || (min !== null && max !== null && min > max)) {
      ctx.addIssue({
        code: 'custom',
        message: `rango de precio inválido: use min${RANGE_DELIMITER}max con enteros, min <= max`,
      });
      return z.NEVER;
    }
    return { min, max };
  })
  .optional();

/** Query of the search and listing routes (spec §3 request fields). */
export const SearchQuery = z.object({
  Ntt: TextField('Ntt', 200).optional(),
  currentPage: z.coerce
    .number()
    .int('currentPage debe ser un entero')
    .min(1)
    .max(MAX_PAGE)
    .default(1),
  perPage: z.coerce.number().int().min(1).max(MAX_PER_PAGE).default(DEFAULT_PER_PAGE),
  sortBy: z.enum(SORT_OPTIONS).default('relevance'),
  facetLimit: z.coerce
    .number()
    .int('facetLimit debe ser un entero')
    .min(1)
    .max(MAX_FACET_LIMIT)
    .default(DEFAULT_FACET_LIMIT),
  priceGroup: QueryFields.priceGroup,
  consumer: QueryFields.consumer,
  zoneId: z
    .string()
    .regex(/^[\w-]{1,24}$/, 'zoneId inválido')
    .optional(),
  storeId: z
    .string()
    .regex(/^[\w-]{1,24}$/, 'storeId inválido')
    .optional(),
  channel: z
    .string()
    .regex(/^[a-zA-Z]{1,12}$/, 'channel inválido')
    .default('web'),
  categoryId: z
    .string()
    .regex(/^cat\d{1,12}$/, 'categoryId inválido')
    .optional(),
  collectionId: z
    .string()
    .regex(/^[\w-]{1,40}$/, 'collectionId inválido')
    .optional(),
  brand: multi('brand'),
  [COLOR_FACET]: multi(COLOR_FACET),
  [RATING_FACET]: z.coerce.number().int().min(1).max(5).optional(),
  [PRICE_RANGE_PARAM]: priceRange,
  availability: z
    .union([z.enum(AVAILABILITY_VALUES), z.array(z.enum(AVAILABILITY_VALUES)).max(2)])
    .transform((v) => (Array.isArray(v) ? v : [v]))
    .optional(),
});
export type SearchQuery = z.infer<typeof SearchQuery>;

/** Filters of a search, after parsing: what the repo turns into SQL. */
export interface SearchFilters {
  term: string | null;
  categoryId: string | null;
  collectionId: string | null;
  brands: string[];
  colors: string[];
  minRating: number | null;
  price: { min: number | null; max: number | null } | null;
  homeDelivery: boolean;
  pickupInStore: boolean;
}

/** The filters a parsed query asks for (blank term: browse). */
export const toFilters = (q: SearchQuery): SearchFilters => {
  const term = q.Ntt?.trim().replace(/\s+/g, ' ') ?? '';
  return {
    term: term.length > 0 ? term : null,
    categoryId: q.categoryId ?? null,
    collectionId: q.collectionId ?? null,
    brands: q.brand ?? [],
    colors: q[COLOR_FACET] ?? [],
    minRating: q[RATING_FACET] ?? null,
    price: q[PRICE_RANGE_PARAM] ?? null,
    homeDelivery: q.availability?.includes('homeDelivery') ?? false,
    pickupInStore: q.availability?.includes('pickupInStore') ?? false,
  };
};

/** Spec SKU pattern (4 to 7 digits, optional word char, optional hyphen and word char). */
export const SKU_PATTERN = /^\d{4,7}\w?-?\w?$/;
/** EAN-8 / EAN-13 / UPC-A / GTIN-14. */
export const EAN_PATTERN = /^(\d{8}|\d{12,14})$/;

/** Which exact-identifier lookups a term deserves before the full-text search. */
export const identifierKinds = (term: string): Array<'sku' | 'productId' | 'ean' | 'model'> => {
  const t = term.trim();
  if (t.length === 0 || t.length > 40 || /\s/.test(t)) return [];
  const kinds: Array<'sku' | 'productId' | 'ean' | 'model'> = [];
  if (SKU_PATTERN.test(t)) kinds.push('sku');
  if (/^\d{4,9}$/.test(t)) kinds.push('productId');
  if (EAN_PATTERN.test(t)) kinds.push('ean');
  if (/\d/.test(t) && /^[\w./-]{3,40}$/.test(t)) kinds.push('model');
  return kinds;
};

/** Page meta of a result set. */
export const pageMeta = (total: number, currentPage: number, perPage: number) => ({
  currentPage,
  perPage,
  total,
  totalPages: Math.ceil(total / perPage),
});
