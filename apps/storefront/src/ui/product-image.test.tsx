import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ProductImage } from './product-image';

/** Card images (issue 6, spec §9): widths per breakpoint, lazy below the fold, no layout shift. */
const html = (props: Parameters<typeof ProductImage>[0]) =>
  renderToStaticMarkup(<ProductImage {...props} />);

describe('ProductImage', () => {
  const card = html({ path: 'p/1.jpg', alt: 'Taladro', fallback: '/default-product.svg' });

  it.each([
    ['mobile', '135px', 135],
    ['phablet', '(min-width: 720px) 150px', 150],
    ['tablet', '(min-width: 1024px) 180px', 180],
    ['desktop', '(min-width: 1280px) 240px', 240],
  ])('%s: sizes says %s and the image service has a %d px rendition', (_, size, w) => {
    expect(card).toContain(size);
    expect(card).toContain(`/images/p/1.jpg?w=${w}&amp;h=${w}&amp;fit=contain&amp;f=webp ${w}w`);
  });

  it('keeps its square box before the image loads (width, height, aspect-square)', () => {
    expect(card).toMatch(/class="relative aspect-square w-full/);
    expect(card).toContain('width="240" height="240"');
  });

  it('is lazy below the fold and eager (high priority) above it', () => {
    expect(card).toContain('loading="lazy"');
    const eager = html({ path: 'p/1.jpg', alt: 'x', eager: true, fallback: null });
    expect(eager).toContain('loading="eager"');
    expect(eager).toContain('fetchPriority="high"');
  });

  it("without an image: the tenant's default image, or a labelled placeholder without one", () => {
    expect(html({ path: null, alt: 'x', fallback: '/default-product.svg' })).toContain(
      'src="/images/default-product.svg?w=240',
    );
    const none = html({ path: null, alt: 'Taladro', fallback: null });
    expect(none).not.toContain('<img');
    expect(none).toContain('role="img" aria-label="Taladro"');
  });
});
