/** Spec §9 breakpoints in px (the smallest width of each). */
export const BREAKPOINTS = {
  mobile: 320,
  phablet: 720,
  tablet: 1024,
  desktop: 1280,
  big: 1600,
  wide: 1920,
  extraWide: 2400,
} as const;

/** Spec §2 responsive display: four device classes, and a fallback below 320px. */
export const DEVICE_CLASSES = ['fallback', 'mobile', 'phablet', 'tablet', 'desktop'] as const;
export type DeviceClass = (typeof DEVICE_CLASSES)[number];

/** mobile 320-719, phablet 720-1023, tablet 1024-1279, desktop 1280 and up; fallback below. */
export function deviceClassOf(width: number): DeviceClass {
  if (width >= BREAKPOINTS.desktop) return 'desktop';
  if (width >= BREAKPOINTS.tablet) return 'tablet';
  if (width >= BREAKPOINTS.phablet) return 'phablet';
  if (width >= BREAKPOINTS.mobile) return 'mobile';
  return 'fallback';
}

/** Spec §9: mobile means a width below tablet. */
export const isMobileWidth = (width: number): boolean => width < BREAKPOINTS.tablet;

/** Spec §9 product-card image widths per device class. */
export const CARD_IMAGE_WIDTHS = { mobile: 135, phablet: 150, tablet: 180, desktop: 240 } as const;

/** Card image width for a device class (the fallback uses the mobile width). */
export const cardImageWidthOf = (device: DeviceClass): number =>
  CARD_IMAGE_WIDTHS[device === 'fallback' ? 'mobile' : device];

/** Spec §9 / §7: the default image is 400x400 jpg. */
export const DEFAULT_IMAGE = { width: 400, height: 400, format: 'jpg' } as const;
