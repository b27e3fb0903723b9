import type { ContentEntry } from '@fierro/commerce/contract';
import { BANNER_IMAGE_WIDTHS, BREAKPOINTS } from '@fierro/domain';
import { preload } from 'react-dom';

/** The page's content is at most this wide (the site layout's `max-w-[1440px]`). */
const PAGE_MAX_WIDTH = 1440;

/**
 * A grid's columns per breakpoint, each carrying on up, with their classes written out whole so
 * Tailwind finds them. One column on phones is the grid's default, so it has no class.
 */
const GRID_CLASSES = {
  mobile: { 1: '', 2: 'grid-cols-2', 3: 'grid-cols-3' },
  phablet: { 2: 'phablet:grid-cols-2' },
  tablet: { 3: 'tablet:grid-cols-3', 4: 'tablet:grid-cols-4', 6: 'tablet:grid-cols-6' },
} as const;

/** How many images a row holds: on phones, from phablet and from tablet. */
export type GridColumns = {
  mobile: keyof typeof GRID_CLASSES.mobile;
  phablet?: keyof typeof GRID_CLASSES.phablet;
  tablet?: keyof typeof GRID_CLASSES.tablet;
};

/** The grid's column classes. */
export function gridClasses({ mobile, phablet, tablet }: GridColumns): string {
  return [
    GRID_CLASSES.mobile[mobile],
    phablet && GRID_CLASSES.phablet[phablet],
    tablet && GRID_CLASSES.tablet[tablet],
  ]
    .filter(Boolean)
    .join(' ');
}

/**
 * The `sizes` of an image filling one column of such a grid: the browser then fetches a rendition
 * near the tile's width (a brand tile of a six-column row is about 230 px on a desktop), not one
 * as wide as the screen.
 */
export function gridImageSizes(columns: GridColumns): string {
  const phablet = columns.phablet ?? columns.mobile;
  const tablet = columns.tablet ?? phablet;
  const share = (n: number) => `${Math.ceil(100 / n)}vw`;
  return [
    `(min-width: ${PAGE_MAX_WIDTH}px) ${Math.ceil(PAGE_MAX_WIDTH / tablet)}px`,
    `(min-width: ${BREAKPOINTS.tablet}px) ${share(tablet)}`,
    `(min-width: ${BREAKPOINTS.phablet}px) ${share(phablet)}`,
    share(columns.mobile),
  ].join(', ');
}

// `inside`: the width asked with the image's own proportions (the service's default height is a
// fixed 400 px, which would crop a banner before the page crops it to its ratio).
const img = (path: string, w: number) =>
  `/images/${path.replace(/^\/?(images\/)?/, '')}?w=${w}&h=${w}&fit=inside&f=webp`;

/**
 * A content entry's image: the mobile image under 1024 px, the desktop one above; fixed ratio.
 * An eager one (the hero) is also announced in the head, one preload per screen width: found
 * there, it is asked for before the page's scripts rather than after them, which is what a
 * phone's LCP waits for (the product page's gallery image does the same).
 */
export function BannerImage({
  entry,
  eager,
  ratio,
  columns = { mobile: 1 },
}: {
  entry: ContentEntry;
  eager: boolean;
  ratio: string;
  /** The grid the image sits in; one column (the whole width) by default. */
  columns?: GridColumns;
}) {
  const sizes = gridImageSizes(columns);
  const desktop = `(min-width: ${BREAKPOINTS.tablet}px)`;
  const desktopSrcSet = BANNER_IMAGE_WIDTHS.filter((w) => w !== 720)
    .map((w) => `${img(entry.desktopImage, w)} ${w}w`)
    .join(', ');
  const mobileSrcSet = BANNER_IMAGE_WIDTHS.filter((w) => w <= 720)
    .map((w) => `${img(entry.mobileImage, w)} ${w}w`)
    .join(', ');
  if (eager) {
    const hint = { as: 'image', imageSizes: sizes, fetchPriority: 'high' } as const;
    preload(img(entry.mobileImage, 720), {
      ...hint,
      imageSrcSet: mobileSrcSet,
      media: `not all and ${desktop}`,
    });
    preload(img(entry.desktopImage, 1440), { ...hint, imageSrcSet: desktopSrcSet, media: desktop });
  }
  return (
    <picture className={`block w-full overflow-hidden bg-gray-100 ${ratio}`}>
      <source media={desktop} srcSet={desktopSrcSet} sizes={sizes} />
      <img
        src={img(entry.mobileImage, 720)}
        srcSet={mobileSrcSet}
        sizes={sizes}
        alt={entry.altText}
        loading={eager ? 'eager' : 'lazy'}
        fetchPriority={eager ? 'high' : 'auto'}
        className="h-full w-full object-cover"
      />
    </picture>
  );
}
