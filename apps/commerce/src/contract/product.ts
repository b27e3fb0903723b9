import { z } from 'zod';
import { Badge, MediaItem, Price, Rating } from './common';
import { Pricing } from './pricing';
import { ProductCard } from './search';

export const VARIANT_KINDS = ['COLOR', 'SIZE', 'COLOR_AND_SIZE'] as const;
export const VariantKind = z.enum(VARIANT_KINDS);

export const BankInstallment = z.object({
  /** The bank promotion to name when paying with these installments (an order's promotionId). */
  promotionId: z.string().optional(),
  bank: z.string(),
  months: z.number().int().positive(),
  /** True for interest-free (MSI) installments. */
  interestFree: z.boolean(),
  /** Every installment but the last. */
  monthlyAmount: z.number().int().nonnegative(),
  /** The last installment: it takes the rounding, so interest-free plans add up to the price. */
  lastAmount: z.number().int().nonnegative(),
  /** What the shopper pays in all (the price itself when interest-free). */
  total: z.number().int().nonnegative(),
  currency: z.string().length(3),
  /** The monthly interest rate of a plan with interest (0.0199 = 1.99 %), said beside it. */
  monthlyRate: z.number().nonnegative().optional(),
});
export type BankInstallment = z.infer<typeof BankInstallment>;

export const VariantAttribute = z.object({
  /** color, size, ... */
  name: z.string(),
  label: z.string(),
  value: z.string(),
  /** Hex colour for colour swatches. */
  swatch: z.string().optional(),
});
export type VariantAttribute = z.infer<typeof VariantAttribute>;

export const Variant = z.object({
  id: z.string(),
  skuId: z.string(),
  ean: z.string().nullable(),
  model: z.string().nullable(),
  name: z.string(),
  attributes: z.array(VariantAttribute),
  media: z.array(MediaItem),
  /** The variant's prices for the shopper (commerce's price rule). */
  pricing: Pricing,
  /** Its badges, the discount badge derived from `pricing`. */
  badges: z.array(Badge),
  /** Bank installment plans on its paid price. */
  bankInstallments: z.array(BankInstallment),
  available: z.boolean(),
});
export type Variant = z.infer<typeof Variant>;

export const Specification = z.object({ name: z.string(), value: z.string() });
export type Specification = z.infer<typeof Specification>;

export const Promotion = z.object({
  id: z.string(),
  type: z.string(),
  title: z.string(),
  description: z.string().nullable(),
  validFrom: z.string().nullable(),
  validTo: z.string().nullable(),
  /** The product's variants it applies to (the cart applies it to those alone). */
  skuIds: z.array(z.string()),
});
export type Promotion = z.infer<typeof Promotion>;

export const Review = z.object({
  id: z.string(),
  author: z.string(),
  rating: z.number().int().min(1).max(5),
  title: z.string(),
  text: z.string(),
  createdAt: z.string(),
});
export type Review = z.infer<typeof Review>;

export const ReviewSummary = Rating.extend({
  /** Count of reviews per star, index 0 = 1 star. */
  distribution: z.array(z.number().int().nonnegative()).length(5),
});
export type ReviewSummary = z.infer<typeof ReviewSummary>;

export const WarrantyOrService = z.object({
  skuId: z.string(),
  kind: z.enum(['WARRANTY', 'SERVICE']),
  name: z.string(),
  price: Price,
});
export type WarrantyOrService = z.infer<typeof WarrantyOrService>;

/** Answer of `/product/v2/{siteId}?productId&variantId&zoneId&priceGroup&channel`. */
export const ProductResponse = z.object({
  productId: z.string(),
  skuId: z.string(),
  displayName: z.string(),
  /** Longer name for the page title and SEO. */
  name: z.string(),
  brand: z.string(),
  slug: z.string(),
  description: z.string(),
  categoryPath: z.array(z.object({ id: z.string(), name: z.string(), slug: z.string() })),
  variantKind: VariantKind.nullable(),
  /** The variant asked for (or the default one). */
  selectedVariantId: z.string(),
  variants: z.array(Variant),
  media: z.object({
    images: z.array(MediaItem),
    videos: z.array(MediaItem),
    spins: z.array(MediaItem),
  }),
  specifications: z.array(Specification),
  /** The product's own badges (each variant has its own, with its derived discount badge). */
  badges: z.array(Badge),
  /** The selected variant's prices. */
  pricing: Pricing,
  promotions: z.array(Promotion),
  bankInstallments: z.array(BankInstallment),
  reviewSummary: ReviewSummary,
  reviews: z.array(Review),
  warranties: z.array(WarrantyOrService),
  services: z.array(WarrantyOrService),
  /** Unit the product is sold in (m², caja) and units per box when relevant. */
  unit: z.object({ name: z.string(), perBox: z.number().nullable() }).nullable(),
  availability: z.object({ homeDelivery: z.boolean(), pickupInStore: z.boolean() }),
});
export type ProductResponse = z.infer<typeof ProductResponse>;

/** Answer of `/product/v2/{siteId}/linked-products` and `/related-products`. */
export const LinkedProductsResponse = z.object({
  productId: z.string(),
  products: z.array(ProductCard),
});
export type LinkedProductsResponse = z.infer<typeof LinkedProductsResponse>;
export const RelatedProductsResponse = LinkedProductsResponse;
export type RelatedProductsResponse = LinkedProductsResponse;

/** Answer of `/product/v1/{siteId}/productDetails?variantId`. */
export const ProductDetailsResponse = z.object({
  productId: z.string(),
  variantId: z.string(),
  skuId: z.string(),
  displayName: z.string(),
  brand: z.string(),
  ean: z.string().nullable(),
  model: z.string().nullable(),
  attributes: z.array(VariantAttribute),
  specifications: z.array(Specification),
  media: z.array(MediaItem),
});
export type ProductDetailsResponse = z.infer<typeof ProductDetailsResponse>;

/** Answer of `/product/v1/{siteId}/product-info?productId`. */
export const ProductInfoResponse = z.object({
  productId: z.string(),
  displayName: z.string(),
  brand: z.string(),
  slug: z.string(),
  description: z.string(),
  variantIds: z.array(z.string()),
  specifications: z.array(Specification),
});
export type ProductInfoResponse = z.infer<typeof ProductInfoResponse>;

export const FacilityStock = z.object({
  facilityId: z.string(),
  name: z.string(),
  kind: z.enum(['STORE', 'WAREHOUSE']),
  quantity: z.number().int().nonnegative(),
  pickupAvailable: z.boolean(),
});
export type FacilityStock = z.infer<typeof FacilityStock>;

/** Answer of `/product/v1/{siteId}/zone-facility?variantId&zoneId`. */
export const ZoneFacilityResponse = z.object({
  variantId: z.string(),
  zoneId: z.string(),
  homeDeliveryAvailable: z.boolean(),
  totalQuantity: z.number().int().nonnegative(),
  facilities: z.array(FacilityStock),
});
export type ZoneFacilityResponse = z.infer<typeof ZoneFacilityResponse>;
