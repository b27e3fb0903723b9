/**
 * Paths under the image service (IMAGE_SOURCE_DIR) that the seed writes and the commerce service
 * names in its answers: one rule for both.
 */

/** A store's map (seed/store-map.ts draws it). */
export const storeMapImagePath = (siteId: string, facilityId: string) =>
  `${siteId}/stores/${facilityId}-map`;
