import { CONTENT_PAGE_KINDS, CONTENT_SECTIONS } from '@fierro/domain';
import { z } from 'zod';

/** Answer of `/config/v1/{siteId}/features/config/features` (spec §3 feature flags). */
export const FeaturesConfigResponse = z.object({
  siteId: z.string(),
  features: z.object({
    isAddToCartEnabled: z.boolean(),
    isImageFallbackEnabled: z.boolean(),
    isAutomaticRedirectionEnabled: z.boolean(),
  }),
  /** Other per-site flags of the registry by name. */
  flags: z.record(z.string(), z.boolean()),
});
export type FeaturesConfigResponse = z.infer<typeof FeaturesConfigResponse>;

export const AUDIENCES = ['guest', 'business'] as const;
export const Audience = z.enum(AUDIENCES);
export type Audience = z.infer<typeof Audience>;

/** Spec §3 home banner, showcase and brand entries. */
export const ContentEntry = z.object({
  order: z.number().int(),
  desktopImage: z.string(),
  mobileImage: z.string(),
  link: z.string(),
  altText: z.string(),
  ctaType: z.literal('external').optional(),
});
export type ContentEntry = z.infer<typeof ContentEntry>;

export const TextBanner = z.object({
  id: z.string(),
  text: z.string(),
  link: z.string().nullable(),
  image: z.string().nullable(),
});
export type TextBanner = z.infer<typeof TextBanner>;

/** Answer of `/content/v1/{siteId}/home?audience`. */
export const HomeContentResponse = z.object({
  siteId: z.string(),
  audience: Audience,
  banners: z.array(ContentEntry),
  showcases: z.array(ContentEntry),
  brands: z.array(ContentEntry),
});
export type HomeContentResponse = z.infer<typeof HomeContentResponse>;

/** Answer of the header, content and no-search-result banner routes. */
export const BannersResponse = z.object({
  siteId: z.string(),
  placement: z.enum(['header', 'content', 'no-result']),
  banners: z.array(TextBanner),
});
export type BannersResponse = z.infer<typeof BannersResponse>;

/** One part of a content page's body, in order (links are paths of the site). */
export const ContentBlock = z.discriminatedUnion('type', [
  z.object({ type: z.literal('heading'), text: z.string(), id: z.string().optional() }),
  z.object({ type: z.literal('paragraph'), text: z.string() }),
  z.object({ type: z.literal('list'), items: z.array(z.string()) }),
  z.object({
    type: z.literal('faq'),
    items: z.array(z.object({ question: z.string(), answer: z.string() })),
  }),
  z.object({
    type: z.literal('links'),
    items: z.array(z.object({ label: z.string(), href: z.string() })),
  }),
  /** Where the stores directory (`stores` of the answer) goes. */
  z.object({ type: z.literal('stores') }),
]);
export type ContentBlock = z.infer<typeof ContentBlock>;

/** A store of the directory: address, hours by weekday (0 = Sunday), services, our map image. */
export const StoreEntry = z.object({
  id: z.string(),
  name: z.string(),
  address: z.string(),
  city: z.string(),
  /** The first-level division (región, estado, departamento, ...), when known. */
  region: z.string().nullable(),
  phone: z.string().nullable(),
  latitude: z.number(),
  longitude: z.number(),
  openingHours: z.array(
    z.object({
      day: z.number().int().min(0).max(6),
      opens: z.string().regex(/^\d{2}:\d{2}$/),
      closes: z.string().regex(/^\d{2}:\d{2}$/),
    }),
  ),
  /** Codes: pickupInStore, buyAtStore, cutting, paintMixing, toolRental, keyCutting, installation. */
  services: z.array(z.string()),
  /** Path of the store's map under the image service. */
  mapImage: z.string(),
});
export type StoreEntry = z.infer<typeof StoreEntry>;

/** Answer of `/content/v1/{siteId}/pages/{slug}`: a content page in the site's language. */
export const ContentPageResponse = z.object({
  siteId: z.string(),
  slug: z.string(),
  section: z.enum(CONTENT_SECTIONS),
  kind: z.enum(CONTENT_PAGE_KINDS),
  title: z.string(),
  summary: z.string(),
  blocks: z.array(ContentBlock),
  updatedAt: z.string(),
  /** The stores of the site, by region then name (the stores page only; empty elsewhere). */
  stores: z.array(StoreEntry),
});
export type ContentPageResponse = z.infer<typeof ContentPageResponse>;
