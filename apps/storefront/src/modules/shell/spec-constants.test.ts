import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  BREAKPOINTS,
  CARD_IMAGE_WIDTHS,
  KEY_CODES,
  SCROLL_THRESHOLDS,
  TIMINGS,
} from '@fierro/domain';
import { describe, expect, it } from 'vitest';
import { CARD_WIDTHS } from '../../ui/product-image';
import { BACK_TO_TOP_AT, STICKY_SEARCH_AT } from './components/scroll-client';
import { KEYS } from './components/search-box-client';
import { TOAST_MS } from './components/toasts-client';

/**
 * Client components keep their own copy of a few spec §9 numbers (importing @fierro/domain there
 * would ship zod to the browser). Each copy must equal the domain's constant, and the stylesheet's
 * breakpoints the domain's BREAKPOINTS (issue 6).
 */
describe('the shell uses the spec §9 numbers of @fierro/domain', () => {
  it.each([
    ['back-to-top threshold (px)', BACK_TO_TOP_AT, SCROLL_THRESHOLDS.backToTop, 50],
    [
      'sticky search header threshold (px)',
      STICKY_SEARCH_AT,
      SCROLL_THRESHOLDS.stickySearchHeader,
      60,
    ],
    ['toast duration (ms)', TOAST_MS, TIMINGS.toast, 4000],
  ])('%s', (_, copy, domain, spec) => {
    expect(copy).toBe(domain);
    expect(copy).toBe(spec);
  });

  it.each(
    (['enter', 'up', 'down', 'backspace', 'escape'] as const).map((k) => [
      k,
      KEYS[k],
      KEY_CODES[k],
    ]),
  )('typeahead key %s is code %d', (_, copy, domain) => {
    expect(copy).toBe(domain);
  });

  it('card image widths per breakpoint: mobile, phablet, tablet, desktop', () => {
    expect([...CARD_WIDTHS]).toEqual([
      CARD_IMAGE_WIDTHS.mobile,
      CARD_IMAGE_WIDTHS.phablet,
      CARD_IMAGE_WIDTHS.tablet,
      CARD_IMAGE_WIDTHS.desktop,
    ]);
  });
});

describe('the stylesheet breakpoints (spec §2, §9)', () => {
  const css = readFileSync(join(import.meta.dirname, '..', '..', 'app', 'globals.css'), 'utf8');
  const px = (name: string) =>
    Number(css.match(new RegExp(`--breakpoint-${name}:\\s*(\\d+)px`))?.[1]);

  it.each([
    ['phablet', BREAKPOINTS.phablet],
    ['tablet', BREAKPOINTS.tablet],
    ['desktop', BREAKPOINTS.desktop],
    ['big', BREAKPOINTS.big],
    ['wide', BREAKPOINTS.wide],
    ['xwide', BREAKPOINTS.extraWide],
  ])('%s starts at %d px', (name, width) => {
    expect(px(name)).toBe(width);
  });

  it('shows the fallback, and hides the shop, below the mobile breakpoint (320 px)', () => {
    const narrow = css.match(/@media \(max-width: (\d+)px\) \{([\s\S]*?)\n\}/);
    expect(Number(narrow?.[1])).toBe(BREAKPOINTS.mobile - 1);
    expect(narrow?.[2]).toMatch(/\.narrow-fallback \{\s*display: block;/);
    expect(narrow?.[2]).toMatch(/\.site-shell \{\s*display: none;/);
    // Outside that query the fallback is hidden.
    expect(css).toMatch(/^\.narrow-fallback \{\s*display: none;/m);
  });
});

describe('the stylesheet and motion', () => {
  const css = readFileSync(join(import.meta.dirname, '..', '..', 'app', 'globals.css'), 'utf8');

  it('scrolls smoothly, except for those whose system asks for less motion', () => {
    expect(css).toMatch(/^html \{\s*scroll-behavior: smooth;/m);
    const reduced = css.match(
      /^@media \(prefers-reduced-motion: reduce\) \{\s*html \{\s*scroll-behavior: ([a-z]+);/m,
    );
    expect(reduced?.[1]).toBe('auto');
  });

  it("draws a checkout step's number beside its heading (its text says it once)", () => {
    expect(css).toMatch(
      /\[data-step-number\]::before \{\s*content: attr\(data-step-number\) "\. ";\s*\}/,
    );
  });
});
