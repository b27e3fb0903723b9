import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { BannerImage, gridClasses, gridImageSizes } from './banner-image';

/** Home content images (issue 6): a rendition near the tile's width, not the screen's. */
describe('gridImageSizes', () => {
  it.each([
    [
      'the hero, the whole width',
      { mobile: 1 },
      '(min-width: 1440px) 1440px, (min-width: 1024px) 100vw, (min-width: 720px) 100vw, 100vw',
    ],
    [
      'banners, two from phablet',
      { mobile: 1, phablet: 2 },
      '(min-width: 1440px) 720px, (min-width: 1024px) 50vw, (min-width: 720px) 50vw, 100vw',
    ],
    [
      'showcases, two then four',
      { mobile: 2, tablet: 4 },
      '(min-width: 1440px) 360px, (min-width: 1024px) 25vw, (min-width: 720px) 50vw, 50vw',
    ],
    [
      'brands, three then six',
      { mobile: 3, tablet: 6 },
      '(min-width: 1440px) 240px, (min-width: 1024px) 17vw, (min-width: 720px) 34vw, 34vw',
    ],
  ] as const)('%s', (_, columns, sizes) => {
    expect(gridImageSizes(columns)).toBe(sizes);
  });
});

describe('gridClasses', () => {
  it.each([
    [{ mobile: 1, phablet: 2 }, 'phablet:grid-cols-2'],
    [{ mobile: 1, phablet: 2, tablet: 3 }, 'phablet:grid-cols-2 tablet:grid-cols-3'],
    [{ mobile: 2, tablet: 4 }, 'grid-cols-2 tablet:grid-cols-4'],
    [{ mobile: 3, tablet: 6 }, 'grid-cols-3 tablet:grid-cols-6'],
  ] as const)('%o lays the row out as %s, the columns its sizes assume', (columns, classes) => {
    expect(gridClasses(columns)).toBe(classes);
  });
});

describe('BannerImage', () => {
  const entry = {
    desktopImage: 'socl/content/brand-0-desktop',
    mobileImage: 'socl/content/brand-0-mobile',
    altText: 'Bosch',
  } as Parameters<typeof BannerImage>[0]['entry'];
  const html = renderToStaticMarkup(
    <BannerImage
      entry={entry}
      eager={false}
      ratio="aspect-[2/1]"
      columns={{ mobile: 3, tablet: 6 }}
    />,
  );

  it("gives the desktop source and the phone image the grid's sizes", () => {
    const sizes = gridImageSizes({ mobile: 3, tablet: 6 });
    expect(html.match(/sizes="([^"]*)"/g)).toEqual([`sizes="${sizes}"`, `sizes="${sizes}"`]);
  });

  it('offers the desktop image at 480, 960 and 1440 px, the phone one at 480 and 720', () => {
    for (const w of [480, 960, 1440])
      expect(html).toContain(
        `/images/socl/content/brand-0-desktop?w=${w}&amp;h=${w}&amp;fit=inside&amp;f=webp ${w}w`,
      );
    for (const w of [480, 720])
      expect(html).toContain(
        `/images/socl/content/brand-0-mobile?w=${w}&amp;h=${w}&amp;fit=inside&amp;f=webp ${w}w`,
      );
    expect(html).toContain('alt="Bosch"');
    expect(html).toContain('loading="lazy"');
  });
});

describe('an eager BannerImage (the hero)', () => {
  const entry = {
    desktopImage: 'socl/content/hero-desktop',
    mobileImage: 'socl/content/hero-mobile',
    altText: 'Ofertas',
  } as Parameters<typeof BannerImage>[0]['entry'];
  const page = renderToStaticMarkup(
    <html lang="es">
      <head />
      <body>
        <BannerImage entry={entry} eager ratio="aspect-[16/9]" />
      </body>
    </html>,
  );
  const head = page.slice(0, page.indexOf('</head>'));
  const preloads = head.match(/<link rel="preload"[^>]*>/g) ?? [];

  it('is announced in the head, once per screen width, each with its own images', () => {
    expect(preloads).toHaveLength(2);
    const [phone, desktop] = preloads as [string, string];
    expect(phone).toContain('media="not all and (min-width: 1024px)"');
    expect(phone).toContain('hero-mobile?w=720');
    expect(phone).not.toContain('hero-desktop');
    expect(desktop).toContain('media="(min-width: 1024px)"');
    expect(desktop).toContain('hero-desktop?w=1440');
    expect(desktop).not.toContain('hero-mobile');
    for (const link of preloads) {
      expect(link).toContain('as="image"');
      expect(link).toContain('fetchPriority="high"');
      expect(link).toContain(`imageSizes="${gridImageSizes({ mobile: 1 })}"`);
    }
  });

  it('a lazy one is not', () => {
    const lazy = renderToStaticMarkup(
      <html lang="es">
        <head />
        <body>
          <BannerImage entry={entry} eager={false} ratio="aspect-[16/9]" />
        </body>
      </html>,
    );
    expect(lazy).not.toContain('rel="preload"');
  });
});
