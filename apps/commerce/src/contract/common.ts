import {
  BANK_PROMOTIONS,
  COMBINED_PRICE_TYPES,
  type CombinedPriceType,
  type PriceType as DomainPriceType,
  MEDIA_TYPES,
  plainText,
  PRICE_TYPES as SIMPLE_PRICE_TYPES,
  BADGE_TYPES as SPEC_BADGE_TYPES,
} from '@fierro/domain';
import { z } from 'zod';

/**
 * Shared pieces of the commerce read contract (issue 5). Every error answer of every route is
 * `ErrorResponse`; code -1 marks the spec's special error (§8).
 */
export const ApiError = z.object({
  code: z.union([z.number().int(), z.string()]),
  message: z.string(),
  field: z.string().optional(),
  /** A refusal for stock (the cart's OUT_OF_STOCK): the units left. */
  available: z.number().int().nonnegative().optional(),
});
export type ApiError = z.infer<typeof ApiError>;

export const ErrorResponse = z.object({ errors: z.array(ApiError).min(1) });
export type ErrorResponse = z.infer<typeof ErrorResponse>;

/** The spec's special error code (§8). */
export const SPECIAL_ERROR_CODE = -1;

/** Spec §3 price types, simple and combined (the rule lives in @fierro/domain). */
export const PRICE_TYPES = [
  ...SIMPLE_PRICE_TYPES,
  ...(Object.keys(COMBINED_PRICE_TYPES) as CombinedPriceType[]),
] as [DomainPriceType | CombinedPriceType, ...(DomainPriceType | CombinedPriceType)[]];
export const PriceType = z.enum(PRICE_TYPES);
export type PriceType = z.infer<typeof PriceType>;

/** A price resolved for the shopper's price group and today's date. `amount` is in minor units. */
export const Price = z.object({
  type: PriceType,
  amount: z.number().int().nonnegative(),
  currency: z.string().length(3),
  /** Unit the price is quoted per (m², caja) when it is not per item. */
  unit: z.string().optional(),
  validity: z
    .object({
      from: z.string().nullable(),
      to: z.string().nullable(),
    })
    .optional(),
});
export type Price = z.infer<typeof Price>;

/** Spec §3 badge types plus the multipurpose badge (as an API code) and the bank promotions. */
export const BADGE_TYPES = [
  ...SPEC_BADGE_TYPES,
  'INTERNATIONAL_SHIPPING',
  ...BANK_PROMOTIONS,
] as const;
export const BadgeType = z.enum(BADGE_TYPES);
export type BadgeType = z.infer<typeof BadgeType>;

export const Badge = z.object({
  type: BadgeType,
  /** Text a shopper reads (Spanish or Portuguese), e.g. "-20%" or "Nuevo". */
  label: z.string(),
  value: z.string().optional(),
});
export type Badge = z.infer<typeof Badge>;

export const MEDIA_KINDS = MEDIA_TYPES;
export const MediaKind = z.enum(MEDIA_KINDS);
export type MediaKind = z.infer<typeof MediaKind>;

/** Spec §3 image item: name and url (path under `/images/`). */
export const MediaItem = z.object({
  kind: MediaKind,
  name: z.string(),
  url: z.string(),
  altText: z.string().optional(),
});
export type MediaItem = z.infer<typeof MediaItem>;

export const Rating = z.object({
  /** Average overall rating, 0 to 5 with one decimal. */
  average: z.number().min(0).max(5),
  count: z.number().int().nonnegative(),
});
export type Rating = z.infer<typeof Rating>;

/** Redirect target for exact SKU, EAN, model or product-id hits and related links. */
export const ProductRef = z.object({
  productId: z.string(),
  skuId: z.string(),
  slug: z.string(),
});
export type ProductRef = z.infer<typeof ProductRef>;

export const HealthResponse = z.object({ status: z.literal('ok') });
export type HealthResponse = z.infer<typeof HealthResponse>;

/**
 * A free text a request carries (a search term, a facet value): control characters refused first
 * with a 400 naming the field (`@fierro/domain` `plainText`), then at most `max` characters.
 */
export const TextField = (field: string, max: number) =>
  plainText({ field, required: `${field}: falta el texto` }).max(
    max,
    `${field}: máximo ${max} caracteres`,
  );

/** Query fields shared by the read routes (spec §3 request fields), each naming itself in a 400. */
export const QueryFields = {
  zoneId: z
    .string()
    .regex(/^[\w-]{1,24}$/, 'zoneId inválido')
    .optional(),
  storeId: z
    .string()
    .regex(/^[\w-]{1,24}$/, 'storeId inválido')
    .optional(),
  priceGroup: z
    .string()
    .regex(/^\d{1,6}$/, 'priceGroup: de 1 a 6 dígitos')
    .optional(),
  /**
   * Business mode (spec §2 consumer=b2b: the header's switch). PRECIOS_PRO prices apply; a
   * signed-in company's prices follow its session instead.
   */
  consumer: z.literal('b2b', { error: 'consumer: solo b2b' }).optional(),
  /** Spec §9: channel default web. */
  channel: z
    .string()
    .regex(/^[a-zA-Z]{1,12}$/, 'channel inválido')
    .default('web'),
  productId: z.string().regex(/^\d{1,12}$/, 'productId: de 1 a 12 dígitos'),
  /** A variant is named by its SKU (spec §5 pattern) or its numeric id. */
  variantId: z.string().regex(/^\d{4,7}\w?-?\w?$|^\d{1,12}$/, 'variantId inválido'),
  /** Spec §5 SKU: 4 to 7 digits, optional word char, optional hyphen and word char. */
  skuId: z.string().regex(/^\d{4,7}\w?-?\w?$/, 'skuId: de 4 a 7 dígitos (formato SKU)'),
  locationId: z.string().regex(/^[\w-]{1,40}$/, 'locationId inválido'),
} as const;

/** OpenAPI responses of a read route: its 200 schema plus the one error shape for 400 and 404. */
export const readResponses = <T extends z.ZodType>(schema: T, description: string) => ({
  200: { description, content: { 'application/json': { schema } } },
  400: { description: 'Bad parameter', content: { 'application/json': { schema: ErrorResponse } } },
  404: {
    description: 'Unknown site or resource',
    content: { 'application/json': { schema: ErrorResponse } },
  },
});
