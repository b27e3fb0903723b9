import { createHash } from 'node:crypto';
import { TENANTS } from '@fierro/tenants';
import type { ImageSource } from './images.service';

/**
 * The image a product shows when it has none or its own fails (the registry's `defaultImageUrl`,
 * spec §3, "served by the image service"). It ships with the service, so no import or seed has to
 * provide it: a neutral box with a picture outline and no words, the same on every site.
 */
export const DEFAULT_PRODUCT_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" width="800" height="800" viewBox="0 0 800 800">' +
  '<rect width="800" height="800" fill="#f3f4f6"/>' +
  '<g fill="none" stroke="#9ca3af" stroke-width="18" stroke-linecap="round" stroke-linejoin="round">' +
  '<rect x="230" y="250" width="340" height="300" rx="28"/>' +
  '<circle cx="330" cy="350" r="36"/>' +
  '<path d="M570 470 460 360 270 550"/></g></svg>';

const IMAGES = '/images/';

/** The image service's paths of the registry's default images (`/images/` taken off). */
const defaultImagePaths = (): ReadonlySet<string> =>
  new Set(
    TENANTS.map((t) => t.defaultImageUrl)
      .filter((url) => url.startsWith(IMAGES))
      .map((url) => url.slice(IMAGES.length)),
  );

/**
 * A source that answers the registry's default images itself when `source` does not hold them
 * (a directory may still override one, for a brand's own picture).
 */
export const withDefaultImages = (source: ImageSource): ImageSource => {
  const paths = defaultImagePaths();
  const data = Buffer.from(DEFAULT_PRODUCT_SVG);
  // From the drawing itself: a changed drawing is a new render, never a cached old one.
  const version = `built-in-${createHash('sha256').update(data).digest('hex').slice(0, 12)}`;
  return {
    async load(path) {
      const own = await source.load(path);
      if (own || !paths.has(path)) return own;
      return { data, version };
    },
  };
};
