import { BREAKPOINTS, SCROLL_THRESHOLDS } from '@fierro/domain';
import { describe, expect, it } from 'vitest';
import { stickyBarShown } from './sticky-rule';

// The values the product page passes (product-view.tsx).
const thresholds = {
  desktopWidth: BREAKPOINTS.desktop,
  desktop: SCROLL_THRESHOLDS.stickyProductDesktop,
  mobile: SCROLL_THRESHOLDS.stickyAddToCart,
};

describe('sticky product bar (spec §9: desktop past 700 px, below desktop past 50 px)', () => {
  it('uses the spec thresholds', () => {
    expect([thresholds.desktop, thresholds.mobile]).toEqual([700, 50]);
  });

  it.each([
    // scrollY, viewport width, shown
    [0, 360, false],
    [50, 360, false],
    [51, 360, true],
    [51, BREAKPOINTS.desktop - 1, true],
    [51, BREAKPOINTS.desktop, false],
    [700, 1280, false],
    [701, 1280, true],
    [701, BREAKPOINTS.desktop, true],
  ])('scrolled %d px at %d px wide: shown %s', (scrollY, width, shown) => {
    expect(stickyBarShown(scrollY, width, thresholds)).toBe(shown);
  });
});
