import type { MiddlewareHandler } from 'hono';
import { getCookie } from 'hono/cookie';

/** Paths whose answers are about one shopper whoever asks: carts, orders, the account. */
const PERSONAL_PATH = /^\/(?:checkout|account|session|payments)\//;

/**
 * An answer about one shopper (asked with a session, or on a cart, order or account path) is
 * theirs alone: `private, no-store` unless the route said otherwise. The storefront's `/s/*`
 * passes commerce's answers on to the browser, where a shared cache with a default lifetime could
 * have kept a signed-in shopper's cart for the next holder of its URL (issue 24).
 */
export const personalAnswers = (): MiddlewareHandler => async (c, next) => {
  await next();
  if (c.res.headers.has('cache-control')) return;
  const personal =
    c.req.header('authorization') !== undefined ||
    getCookie(c, 'sessionId') !== undefined ||
    PERSONAL_PATH.test(c.req.path);
  if (personal) c.res.headers.set('cache-control', 'private, no-store');
};
