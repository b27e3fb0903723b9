'use client';
import { useState } from 'react';

/** Spec §9 card image widths per breakpoint: mobile 135, phablet 150, tablet 180, desktop 240. */
export const CARD_WIDTHS = [135, 150, 180, 240] as const;
const SIZES =
  '(min-width: 1280px) 240px, (min-width: 1024px) 180px, (min-width: 720px) 150px, 135px';

const src = (path: string, w: number) =>
  `/images/${path.replace(/^\/?(images\/)?/, '')}?w=${w}&h=${w}&fit=contain&f=webp`;

/**
 * A product image from the image service: square box (no layout shift), widths per breakpoint
 * plus 2x, lazy unless above the fold, the tenant's default image when it fails.
 */
export function ProductImage({
  path,
  alt,
  eager = false,
  fallback,
}: {
  path: string | null;
  alt: string;
  eager?: boolean;
  /** Default image of the tenant, when isImageFallbackEnabled. */
  fallback: string | null;
}) {
  const [failed, setFailed] = useState(false);
  const usable = path && !failed ? path : fallback;
  return (
    <div className="relative aspect-square w-full overflow-hidden bg-white">
      {usable ? (
        // biome-ignore lint/performance/noImgElement: the commerce image service resizes already
        <img
          src={src(usable, 240)}
          srcSet={[...CARD_WIDTHS, 270, 300, 360, 480]
            .map((w) => `${src(usable, w)} ${w}w`)
            .join(', ')}
          sizes={SIZES}
          width={240}
          height={240}
          alt={alt}
          loading={eager ? 'eager' : 'lazy'}
          fetchPriority={eager ? 'high' : 'auto'}
          decoding="async"
          className="absolute inset-0 h-full w-full object-contain"
          onError={() => setFailed(true)}
        />
      ) : null}
    </div>
  );
}
