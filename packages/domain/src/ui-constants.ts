/** Spec §9 interface constants: modal widths, scroll thresholds, timings, key codes, layers. */

/** Modal widths in px; a range is { min, max }. */
export const MODAL_WIDTHS = {
  homeDelivery: 460,
  clickAndCollect: { min: 720, max: 950 },
  search: 482,
  paintCalculator: { min: 720, max: 950 },
  paintCalculatorMobileInfo: 460,
} as const;

/** Scroll positions in px past which an element shows or sticks. */
export const SCROLL_THRESHOLDS = {
  backToTop: 50,
  stickySearchHeader: 60,
  stickyAddToCart: 50,
  stickyProductDesktop: 700,
  /** Default position of the sticky product bar. */
  defaultPosition: 67,
} as const;

/** Timings in milliseconds (§9, and §2's delayed client redirect). */
export const TIMINGS = {
  paginationInit: 100,
  toast: 4000,
  cookiePollingTimeout: 15000,
  cookiePollingInterval: 2000,
  routeLoadTimeout: 3800,
  lazyLoadThrottle: 300,
  lazyLoadDebounce: 300,
  delayedClientRedirect: 200,
} as const;

/** Keyboard key codes. */
export const KEY_CODES = {
  enter: 13,
  up: 38,
  down: 40,
  backspace: 8,
  space: 32,
  escape: 27,
} as const;

/**
 * Z-index layers, up to 200 (spec §9). The layer names and steps are chosen: each overlay
 * sits above what it covers, the toast above everything.
 */
export const Z_INDEX = {
  base: 0,
  dropdown: 10,
  stickyBar: 50,
  header: 100,
  overlay: 150,
  modal: 180,
  toast: 200,
} as const;

/** Spec §4 toast kinds. */
export const TOAST_KINDS = ['success', 'error', 'warning'] as const;
export type ToastKind = (typeof TOAST_KINDS)[number];

/** Spec §3 / §4 login view types; redirect-to-modal only for modal. */
export const LOGIN_VIEW_TYPES = ['popup', 'modal'] as const;
export const redirectsToModal = (loginViewType: (typeof LOGIN_VIEW_TYPES)[number]): boolean =>
  loginViewType === 'modal';

/** Spec §2 layout regions. */
export const LAYOUT_REGIONS = ['header', 'main', 'side', 'footer'] as const;
