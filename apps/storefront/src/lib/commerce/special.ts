/**
 * Spec §8: "a response whose errors list contains code -1 is a special error". The storefront
 * gives it its own handling: the shopper goes to the error page with this status (503, "the
 * service is not available for a moment, try again"), never the 404 or the 500 page.
 * No imports: the error boundary (a client component) reads it.
 */
export const SPECIAL_ERROR_STATUS = 503;

/**
 * The digest a page's special error is thrown with. Next keeps an error's own `digest` across
 * the "use cache" boundary and into the browser's error boundary, where a production build
 * replaces the message (create-error-handler.js: "If the error already has a digest, respect the
 * original digest").
 */
export const SPECIAL_ERROR_DIGEST = 'FIERRO_SPECIAL_ERROR';

/** A read failed with the special error: thrown by a page, shown by the error boundary. */
export class SpecialCommerceError extends Error {
  readonly digest = SPECIAL_ERROR_DIGEST;
  constructor(what: string) {
    super(`${what}: commerce answered the special error (code -1)`);
    this.name = 'SpecialCommerceError';
  }
}

/** Whether a thrown value (here, or as the error boundary receives it) is the special error. */
export const isSpecialError = (error: unknown): boolean =>
  typeof error === 'object' &&
  error !== null &&
  (error as { digest?: unknown }).digest === SPECIAL_ERROR_DIGEST;
