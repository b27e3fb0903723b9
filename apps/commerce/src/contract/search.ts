import { z } from 'zod';
import { Badge, Price, ProductRef } from './common';
import { Pricing } from './pricing';

/** The card fields of one product in a search, listing or typeahead answer. */
export const ProductCard = z.object({
  productId: z.string(),
  skuId: z.string(),
  displayName: z.string(),
  brand: z.string(),
  /** URL slug of the product (built with the domain's slugify). */
  slug: z.string(),
  /** Image paths under `/images/` (first is the main image). */
  images: z.array(z.string()),
  /** The prices of the variant the card links to (`skuId`), for the shopper (the price rule). */
  pricing: Pricing,
  /** Badges, the discount badge derived from `pricing`. */
  badges: z.array(Badge),
  rating: z.number().min(0).max(5),
  reviewCount: z.number().int().nonnegative(),
  variantCount: z.number().int().nonnegative(),
  /** Availability for the requested zone and store, when those were given. */
  availability: z
    .object({
      homeDelivery: z.boolean(),
      pickupInStore: z.boolean(),
    })
    .optional(),
});
export type ProductCard = z.infer<typeof ProductCard>;

export const FacetValue = z.object({
  /** Value sent back in the facet query parameter. */
  value: z.string(),
  label: z.string(),
  count: z.number().int().nonnegative(),
  selected: z.boolean(),
});
export type FacetValue = z.infer<typeof FacetValue>;

export const FACET_KINDS = [
  'brand',
  'price',
  'rating',
  'color',
  'availability',
  'category',
] as const;
export const Facet = z.object({
  /** Query parameter name: `brand`, `f.range.price` (`min::max`), `averageOverallRating`, `primary_color_group`, `availability`, `category`. */
  name: z.string(),
  label: z.string(),
  kind: z.enum(FACET_KINDS),
  multiSelect: z.boolean(),
  values: z.array(FacetValue),
  /** How many values the facet has in all when `values` is capped (query `facetLimit`). */
  valueCount: z.number().int().nonnegative().optional(),
});
export type Facet = z.infer<typeof Facet>;

export const PageMeta = z.object({
  currentPage: z.number().int().positive(),
  perPage: z.number().int().positive(),
  totalPages: z.number().int().nonnegative(),
  total: z.number().int().nonnegative(),
});
export type PageMeta = z.infer<typeof PageMeta>;

export const SORT_OPTIONS = [
  'relevance',
  'price_asc',
  'price_desc',
  'rating_desc',
  'newest',
] as const;
export const SortBy = z.enum(SORT_OPTIONS);
export type SortBy = z.infer<typeof SortBy>;

export const SortOption = z.object({ value: SortBy, label: z.string(), selected: z.boolean() });
export type SortOption = z.infer<typeof SortOption>;

export const Breadcrumb = z.object({ id: z.string(), label: z.string(), slug: z.string() });
export type Breadcrumb = z.infer<typeof Breadcrumb>;

/** Answer of `/search/v1/{siteId}`, `/category/products` and `/collections/products`. */
export const SearchResponse = z.object({
  siteId: z.string(),
  /** The term as searched (after normalisation), or null when browsing. */
  term: z.string().nullable(),
  products: z.array(ProductCard),
  facets: z.array(Facet),
  pagination: PageMeta,
  sortOptions: z.array(SortOption),
  /** Did-you-mean: a better term when this one found little (spec `DYM`). */
  dym: z.string().nullable(),
  /** Set when the term is an exact SKU, EAN, model number or product id: go to that product. */
  redirect: ProductRef.nullable(),
  /** True when nothing matched: the storefront shows the no-search-result page. */
  empty: z.boolean(),
  /** Category or collection being listed, with its breadcrumb. */
  category: z
    .object({ id: z.string(), name: z.string(), breadcrumb: z.array(Breadcrumb) })
    .nullable(),
  collection: z.object({ id: z.string(), name: z.string() }).nullable(),
});
export type SearchResponse = z.infer<typeof SearchResponse>;

/** Answer of `/s/typeahead/v1/{siteId}?term&channel`. */
export const TypeaheadResponse = z.object({
  term: z.string(),
  /** Site whose typeahead service answers (the registry routes some sites to another's). */
  serviceSiteId: z.string(),
  terms: z.array(z.object({ term: z.string(), count: z.number().int().nonnegative() })),
  categories: z.array(z.object({ id: z.string(), name: z.string(), slug: z.string() })),
  brands: z.array(z.object({ name: z.string(), count: z.number().int().nonnegative() })),
  products: z.array(
    z.object({
      productId: z.string(),
      skuId: z.string(),
      displayName: z.string(),
      slug: z.string(),
      image: z.string().nullable(),
      price: Price.nullable(),
    }),
  ),
});
export type TypeaheadResponse = z.infer<typeof TypeaheadResponse>;

/** Answer of `/search/v1/{siteId}/smart-banner/{smartBannerId}`. */
export const SmartBannerResponse = z.object({
  id: z.string(),
  title: z.string(),
  text: z.string(),
  buttonLabel: z.string(),
  iconImage: z.string(),
  androidUrl: z.string().nullable(),
  iosUrl: z.string().nullable(),
  /** App store rating as shown (e.g. "4,7"). */
  rating: z.string().nullable(),
});
export type SmartBannerResponse = z.infer<typeof SmartBannerResponse>;
