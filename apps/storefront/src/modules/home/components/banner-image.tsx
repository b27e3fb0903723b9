import type { ContentEntry } from '@fierro/commerce/contract';

// `inside`: the width asked with the image's own proportions (the service's default height is a
// fixed 400 px, which would crop a banner before the page crops it to its ratio).
const img = (path: string, w: number) =>
  `/images/${path.replace(/^\/?(images\/)?/, '')}?w=${w}&h=${w}&fit=inside&f=webp`;

/** A content entry's image: the mobile image under 1024 px, the desktop one above; fixed ratio. */
export function BannerImage({
  entry,
  eager,
  ratio,
}: {
  entry: ContentEntry;
  eager: boolean;
  ratio: string;
}) {
  return (
    <picture className={`block w-full overflow-hidden bg-gray-100 ${ratio}`}>
      <source
        media="(min-width: 1024px)"
        srcSet={`${img(entry.desktopImage, 1440)} 1440w, ${img(entry.desktopImage, 960)} 960w`}
        sizes="100vw"
      />
      <img
        src={img(entry.mobileImage, 720)}
        srcSet={`${img(entry.mobileImage, 480)} 480w, ${img(entry.mobileImage, 720)} 720w`}
        sizes="100vw"
        alt={entry.altText}
        loading={eager ? 'eager' : 'lazy'}
        fetchPriority={eager ? 'high' : 'auto'}
        className="h-full w-full object-cover"
      />
    </picture>
  );
}
