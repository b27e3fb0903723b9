/**
 * Every cache tag and lifetime of the storefront (the profiles are declared in next.config.ts
 * `cacheLife`). Readers apply a profile and tags from here; the importer and writers invalidate by
 * the same names (`revalidateTag(tags.catalogue(siteId))`).
 */
export const profiles = {
  /** Listings, search and product cards: prices change with the importer. */
  catalogue: 'catalogue',
  /** Home content, departments, configuration. */
  content: 'content',
} as const;

export const tags = {
  catalogue: (siteId: string) => `catalogue:${siteId}`,
  category: (siteId: string, categoryId: string) => `category:${siteId}:${categoryId}`,
  /** One product page's catalogue part (all price groups). */
  product: (siteId: string, productId: string) => `product:${siteId}:${productId}`,
  content: (siteId: string) => `content:${siteId}`,
  config: (siteId: string) => `config:${siteId}`,
} as const;
