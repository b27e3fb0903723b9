/**
 * Every cache tag and lifetime of the storefront (next.config.ts `cacheLife` declares `lifetimes`;
 * lib/cache/browser-cache.ts tells a CDN the catalogue's). Readers apply a profile and tags from
 * here; the importer and writers invalidate by the same names
 * (`revalidateTag(tags.catalogue(siteId))`).
 */
export const profiles = {
  /** Listings, search and product cards: prices change with the importer. */
  catalogue: 'catalogue',
  /** Home content, departments, configuration. */
  content: 'content',
} as const;

/** Each profile's lifetimes in seconds (Next's cacheLife: stale in the browser's router, revalidate, expire). */
export const lifetimes = {
  catalogue: { stale: 60, revalidate: 300, expire: 3600 },
  content: { stale: 300, revalidate: 900, expire: 86400 },
} as const satisfies Record<
  keyof typeof profiles,
  { stale: number; revalidate: number; expire: number }
>;

export const tags = {
  catalogue: (siteId: string) => `catalogue:${siteId}`,
  category: (siteId: string, categoryId: string) => `category:${siteId}:${categoryId}`,
  /** One product page's catalogue part (all price groups). */
  product: (siteId: string, productId: string) => `product:${siteId}:${productId}`,
  content: (siteId: string) => `content:${siteId}`,
  config: (siteId: string) => `config:${siteId}`,
} as const;
