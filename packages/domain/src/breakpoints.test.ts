import { describe, expect, it } from 'vitest';
import {
  BREAKPOINTS,
  CARD_IMAGE_WIDTHS,
  cardImageWidthOf,
  DEFAULT_IMAGE,
  deviceClassOf,
  isMobileWidth,
} from './breakpoints';

describe('breakpoints (spec §2, §9)', () => {
  it('has the seven breakpoints', () => {
    expect(BREAKPOINTS).toEqual({
      mobile: 320,
      phablet: 720,
      tablet: 1024,
      desktop: 1280,
      big: 1600,
      wide: 1920,
      extraWide: 2400,
    });
  });

  it.each([
    [0, 'fallback', true],
    [319, 'fallback', true],
    [320, 'mobile', true],
    [719, 'mobile', true],
    [720, 'phablet', true],
    [1023, 'phablet', true],
    [1024, 'tablet', false],
    [1279, 'tablet', false],
    [1280, 'desktop', false],
    [2400, 'desktop', false],
    [Number.NaN, 'fallback', false],
  ])('width %d is %s; mobile: %s', (width, device, mobile) => {
    expect(deviceClassOf(width)).toBe(device);
    expect(isMobileWidth(width)).toBe(mobile);
  });

  it.each([
    ['fallback', 135],
    ['mobile', 135],
    ['phablet', 150],
    ['tablet', 180],
    ['desktop', 240],
  ] as const)('card image width on %s is %d', (device, width) => {
    expect(cardImageWidthOf(device)).toBe(width);
  });

  it('image widths and the 400x400 default image (spec §9)', () => {
    expect(CARD_IMAGE_WIDTHS).toEqual({ mobile: 135, phablet: 150, tablet: 180, desktop: 240 });
    expect(DEFAULT_IMAGE).toEqual({ width: 400, height: 400, format: 'jpg' });
  });
});
