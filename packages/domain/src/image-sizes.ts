/**
 * The image sizes the storefront asks for, and so the only ones the image service renders
 * (issue 20: any width, height, format and fit made a new render and a new file; a 2000x2000
 * AVIF cost 1.3-2.1 s of CPU). One home for the storefront's image components and commerce.
 */

import { CARD_IMAGE_WIDTHS, DEFAULT_IMAGE } from './breakpoints';

/** A card's srcset: the spec widths per device class and their denser renders (to 2x desktop). */
export const CARD_IMAGE_SRCSET_WIDTHS = [
  ...Object.values(CARD_IMAGE_WIDTHS),
  270,
  300,
  360,
  480,
] as const;
/** The product gallery's slide and thumbnail, each also at 2x. */
export const GALLERY_IMAGE_SIZE = 560;
export const GALLERY_THUMB_SIZE = 64;
/** Home banners (square box, fit inside): mobile 480/720, desktop 480/960/1440. */
export const BANNER_IMAGE_WIDTHS = [480, 720, 960, 1440] as const;
/** Store maps (16:9, cover). */
export const MAP_IMAGE_WIDTHS = [320, 480, 640] as const;
export const mapImageHeight = (width: number) => Math.round((width * 9) / 16);
/** Spec §9 default image 400x400; thumbnails 150; the product's image for search engines. */
export const DEFAULT_IMAGE_SIZE = DEFAULT_IMAGE.width;
export const THUMBNAIL_IMAGE_SIZE = CARD_IMAGE_WIDTHS.phablet;
export const SEO_IMAGE_SIZE = 800;

const squares = [
  ...CARD_IMAGE_SRCSET_WIDTHS,
  GALLERY_IMAGE_SIZE,
  GALLERY_IMAGE_SIZE * 2,
  GALLERY_THUMB_SIZE,
  GALLERY_THUMB_SIZE * 2,
  ...BANNER_IMAGE_WIDTHS,
  DEFAULT_IMAGE_SIZE,
  THUMBNAIL_IMAGE_SIZE,
  SEO_IMAGE_SIZE,
];

/** Every width x height the image service renders. */
export const ALLOWED_IMAGE_SIZES: ReadonlyArray<readonly [number, number]> = [
  ...[...new Set(squares)].sort((a, b) => a - b).map((s) => [s, s] as const),
  ...MAP_IMAGE_WIDTHS.map((w) => [w, mapImageHeight(w)] as const),
];

/**
 * The allowed size nearest a requested one (the same size when it is allowed): closest in
 * aspect first, then in area, so a 2000x2000 request gets the largest square and a 300x170 one
 * a map size.
 */
export function nearestImageSize(width: number, height: number): readonly [number, number] {
  const aspect = Math.log(width / height);
  let best = ALLOWED_IMAGE_SIZES[0]!;
  let bestScore = Number.POSITIVE_INFINITY;
  for (const size of ALLOWED_IMAGE_SIZES) {
    const score =
      Math.abs(Math.log(size[0] / size[1]) - aspect) * 10 +
      Math.abs(Math.log((size[0] * size[1]) / (width * height)));
    if (score < bestScore) {
      best = size;
      bestScore = score;
    }
  }
  return best;
}
