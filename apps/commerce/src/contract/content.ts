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
