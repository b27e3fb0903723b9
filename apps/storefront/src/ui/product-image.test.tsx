import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { IMAGE_FALLBACK_SCRIPT, ProductImage } from './product-image';

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
    // The box's utilities are the .product-image component class (globals.css): 24 cards a page.
    expect(card).toMatch(/^<div class="product-image"><img /);
    const css = readFileSync(join(import.meta.dirname, '..', 'app', 'globals.css'), 'utf8');
    expect(css).toMatch(
      /\.product-image \{\s*@apply relative aspect-square w-full overflow-hidden/,
    );
    expect(css).toMatch(
      /\.product-image > img \{\s*@apply absolute inset-0 h-full w-full object-contain;/,
    );
    expect(card).toContain('width="240" height="240"');
  });

  it('is lazy below the fold and eager (high priority) above it', () => {
    expect(card).toContain('loading="lazy"');
    const eager = html({ path: 'p/1.jpg', alt: 'x', eager: true, fallback: null });
    expect(eager).toContain('loading="eager"');
    expect(eager).toContain('fetchPriority="high"');
    // A lazy one keeps the default priority, and says nothing of it.
    expect(card).not.toContain('fetchPriority');
  });

  it("without an image: the tenant's default image, or a labelled placeholder without one", () => {
    expect(html({ path: null, alt: 'x', fallback: '/default-product.svg' })).toContain(
      'src="/images/default-product.svg?w=240',
    );
    const none = html({ path: null, alt: 'Taladro', fallback: null });
    expect(none).not.toContain('<img');
    expect(none).toContain('role="img" aria-label="Taladro"');
  });

  it("names the tenant's default image for the document's listener, or nothing to fall back to", () => {
    expect(card).toContain('data-fallback="/images/default-product.svg?w=240&amp;h=240');
    expect(html({ path: 'p/1.jpg', alt: 'x', fallback: null })).toContain('data-fallback=""');
    // Already the default image: a failure leaves the plain box.
    expect(html({ path: null, alt: 'x', fallback: '/default-product.svg' })).toContain(
      'data-fallback=""',
    );
  });
});

/** A stand-in for the few DOM calls the listener makes (no DOM library in these unit tests). */
class FakeImg {
  tagName = 'IMG';
  src: string;
  attrs: Record<string, string>;
  complete: boolean;
  naturalWidth: number;
  constructor(
    src: string,
    attrs: Record<string, string>,
    state: { complete: boolean; width: number } = { complete: false, width: 0 },
  ) {
    this.src = src;
    this.attrs = { srcset: `${src} 240w`, ...attrs };
    this.complete = state.complete;
    this.naturalWidth = state.width;
  }
  hasAttribute(n: string) {
    return n in this.attrs;
  }
  getAttribute(n: string) {
    return this.attrs[n] ?? null;
  }
  setAttribute(n: string, v: string) {
    this.attrs[n] = v;
  }
  removeAttribute(n: string) {
    delete this.attrs[n];
  }
}

describe('IMAGE_FALLBACK_SCRIPT', () => {
  /** Runs the script on a stand-in document holding `images`; returns its error listener. */
  const run = (images: FakeImg[] = []) => {
    const calls: Array<{ type: string; fn: (e: { target: unknown }) => void; capture: boolean }> =
      [];
    const selectors: string[] = [];
    const document = {
      addEventListener: (type: string, fn: (e: { target: unknown }) => void, capture: boolean) =>
        calls.push({ type, fn, capture }),
      querySelectorAll: (selector: string) => {
        selectors.push(selector);
        return images.filter(
          (i) => i.hasAttribute('data-fallback') && !i.hasAttribute('data-failed'),
        );
      },
    };
    new Function('document', IMAGE_FALLBACK_SCRIPT)(document);
    expect(calls).toHaveLength(1);
    // Error events do not bubble: only a capturing listener on the document sees them.
    expect(calls[0]).toMatchObject({ type: 'error', capture: true });
    expect(selectors).toEqual(['img[data-fallback]:not([data-failed])']);
    return (target: unknown) => calls[0]!.fn({ target });
  };
  const listen = () => run();

  it('treats at once the images that failed before it ran, and only those', () => {
    const fallback = { 'data-fallback': '/images/d.svg?w=240' };
    const failed = new FakeImg('/images/p/1.jpg?w=240', fallback, { complete: true, width: 0 });
    const loaded = new FakeImg('/images/p/2.jpg?w=240', fallback, { complete: true, width: 240 });
    const loading = new FakeImg('/images/p/3.jpg?w=240', fallback, { complete: false, width: 0 });
    const noDefault = new FakeImg(
      '/images/p/4.jpg?w=240',
      { 'data-fallback': '' },
      {
        complete: true,
        width: 0,
      },
    );
    const fail = run([failed, loaded, loading, noDefault]);
    expect(failed.src).toBe('/images/d.svg?w=240');
    expect(failed.getAttribute('data-failed')).toBe('1');
    expect(noDefault.getAttribute('data-failed')).toBe('2');
    for (const img of [loaded, loading]) {
      expect(img.hasAttribute('data-failed')).toBe(false);
      expect(img.hasAttribute('srcset')).toBe(true);
    }
    // The default image failing later still reaches the listener.
    fail(failed);
    expect(failed.getAttribute('data-failed')).toBe('2');
  });

  it("swaps a failed image for the tenant's default image once, then leaves a plain box", () => {
    const fail = listen();
    const img = new FakeImg('/images/p/1.jpg?w=240', { 'data-fallback': '/images/d.svg?w=240' });
    fail(img);
    expect(img.src).toBe('/images/d.svg?w=240');
    expect(img.hasAttribute('srcset')).toBe(false);
    expect(img.getAttribute('data-failed')).toBe('1');
    fail(img);
    expect(img.src).toBe('/images/d.svg?w=240');
    expect(img.getAttribute('data-failed')).toBe('2');
  });

  it('leaves a plain box at once when there is no default image', () => {
    const fail = listen();
    const img = new FakeImg('/images/p/1.jpg?w=240', { 'data-fallback': '' });
    fail(img);
    expect(img.src).toBe('/images/p/1.jpg?w=240');
    expect(img.getAttribute('data-failed')).toBe('2');
  });

  it('ignores other images and other elements', () => {
    const fail = listen();
    const logo = new FakeImg('/icons/logo.svg', {});
    fail(logo);
    expect(logo.attrs).toEqual({ srcset: '/icons/logo.svg 240w' });
    const script = { tagName: 'SCRIPT', hasAttribute: () => true };
    expect(() => fail(script)).not.toThrow();
    expect(() => fail(null)).not.toThrow();
  });
});
