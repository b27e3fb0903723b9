import { CARD_IMAGE_SRCSET_WIDTHS, CARD_IMAGE_WIDTHS } from '@fierro/domain';
import type { ReactNode } from 'react';

/** Spec §9 card image widths per breakpoint: mobile 135, phablet 150, tablet 180, desktop 240. */
export const CARD_WIDTHS = Object.values(CARD_IMAGE_WIDTHS);
const SIZES =
  '(min-width: 1280px) 240px, (min-width: 1024px) 180px, (min-width: 720px) 150px, 135px';

export const imageUrl = (path: string, w: number) =>
  `/images/${path.replace(/^\/?(images\/)?/, '')}?w=${w}&h=${w}&fit=contain&f=webp`;

/**
 * What a product image does when it fails, for every image carrying `data-fallback`: the first
 * failure shows the tenant's default image (the attribute's value), a second one (or an empty
 * value) leaves a plain labelled box (`data-failed="2"`, globals.css).
 *
 * One listener on the document, written into the page right after its content: it spares every
 * card a client component (a listing had 24 of them to hydrate, for an event that almost never
 * fires). Images that failed before it ran (error events are not replayed) are the ones already
 * complete with no width; it treats them at once.
 *
 * Why after the content and not before it: a script in the page waits for the stylesheet, and so
 * does the parser behind it. At the top of the body it stopped the parser there, and the browser
 * painted an empty page first, then laid out the whole listing in one long task after that paint
 * (Lighthouse counted it as blocking time: the same listing's TBT, median of 8 runs each, 212 ms
 * with the script on top, 106 ms with it here).
 */
export const IMAGE_FALLBACK_SCRIPT = `(function(d){function h(i){if(!i||i.tagName!=="IMG"||!i.hasAttribute("data-fallback"))return;var f=i.getAttribute("data-fallback");if(f&&!i.hasAttribute("data-failed")){i.setAttribute("data-failed","1");i.removeAttribute("srcset");i.src=f}else i.setAttribute("data-failed","2")}d.addEventListener("error",function(e){h(e.target)},true);for(var l=d.querySelectorAll("img[data-fallback]:not([data-failed])"),n=0;n<l.length;n++)if(l[n].complete&&!l[n].naturalWidth)h(l[n])})(document)`;

/** The listener above; rendered once per page, after the site's content. */
export function ImageFallbackScript() {
  // biome-ignore lint/security/noDangerouslySetInnerHtml: our own constant, no shopper input
  return <script dangerouslySetInnerHTML={{ __html: IMAGE_FALLBACK_SCRIPT }} />;
}

/**
 * A product image from the image service: square box (no layout shift), widths per breakpoint
 * plus 2x, lazy unless above the fold, the tenant's default image when it fails. A server
 * component: the fallback is the document's listener, not React state.
 */
export function ProductImage({
  path,
  alt,
  eager = false,
  fallback,
  children,
}: {
  path: string | null;
  alt: string;
  eager?: boolean;
  /** Default image of the tenant, when isImageFallbackEnabled. */
  fallback: string | null;
  /** Drawn over the image (a card's badges). */
  children?: ReactNode;
}) {
  const usable = path ?? fallback;
  return (
    // .product-image (globals.css): a square box, the image filling it.
    <div className="product-image">
      {usable ? (
        // biome-ignore lint/performance/noImgElement: the commerce image service resizes already
        <img
          src={imageUrl(usable, 240)}
          srcSet={CARD_IMAGE_SRCSET_WIDTHS.map((w) => `${imageUrl(usable, w)} ${w}w`).join(', ')}
          sizes={SIZES}
          width={240}
          height={240}
          alt={alt}
          loading={eager ? 'eager' : 'lazy'}
          // A lazy image keeps the default priority (auto) without the attribute (an undefined
          // prop would still travel in the page's RSC payload).
          {...(eager ? { fetchPriority: 'high' as const } : {})}
          decoding="async"
          data-fallback={path && fallback ? imageUrl(fallback, 240) : ''}
        />
      ) : (
        <div role="img" aria-label={alt} className="h-full w-full image-missing" />
      )}
      {children}
    </div>
  );
}
