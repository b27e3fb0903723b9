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
  // 0: the product's image, 1: the tenant's default image, 2: a neutral placeholder.
  const [failures, setFailures] = useState(path ? 0 : 1);
  const usable = failures === 0 ? path : failures === 1 ? fallback : null;
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
          onError={() => setFailures((f) => f + 1)}
        />
      ) : (
        <div
          role="img"
          aria-label={alt}
          className="flex h-full w-full items-center justify-center bg-gray-50"
        >
          <svg
            aria-hidden="true"
            viewBox="0 0 24 24"
            className="h-12 w-12 text-gray-300"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.5"
          >
            <rect x="3" y="4" width="18" height="16" rx="2" />
            <circle cx="9" cy="10" r="2" />
            <path d="m21 17-5-5-9 8" />
          </svg>
        </div>
      )}
    </div>
  );
}
