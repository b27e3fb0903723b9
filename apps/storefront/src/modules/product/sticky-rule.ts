/** Where the sticky product bar starts showing (spec §9 scroll thresholds). */
export interface StickyThresholds {
  /** BREAKPOINTS.desktop: from this viewport width on, the desktop threshold applies. */
  desktopWidth: number;
  /** SCROLL_THRESHOLDS.stickyProductDesktop (700). */
  desktop: number;
  /** SCROLL_THRESHOLDS.stickyAddToCart (50), below the desktop width. */
  mobile: number;
}

/** Shown once the page has scrolled past the threshold of the viewport's size. */
export const stickyBarShown = (scrollY: number, viewportWidth: number, t: StickyThresholds) =>
  scrollY > (viewportWidth >= t.desktopWidth ? t.desktop : t.mobile);
