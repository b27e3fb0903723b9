import type { MiddlewareHandler } from 'hono';

/**
 * Cross-site request forgery guard for cookie-authenticated, state-changing routes: the request
 * must come from one of the allowed origins (env COMMERCE_ALLOWED_ORIGINS, comma separated).
 * Browsers send Origin on every cross-origin POST and Sec-Fetch-Site on every request; a
 * server-to-server call (the storefront's server) sends neither and is allowed.
 */
export function parseAllowedOrigins(value: string | undefined): string[] {
  return (value ?? 'http://localhost:3000,http://127.0.0.1:3000')
    .split(',')
    .map((o) => o.trim().replace(/\/$/, ''))
    .filter(Boolean);
}

export interface OriginHeaders {
  origin: string | undefined;
  secFetchSite: string | undefined;
}

export function isCrossSiteRequest(h: OriginHeaders, allowedOrigins: readonly string[]): boolean {
  if (h.origin !== undefined) {
    return h.origin === 'null' || !allowedOrigins.includes(h.origin.replace(/\/$/, ''));
  }
  if (h.secFetchSite !== undefined) {
    return !['same-origin', 'same-site', 'none'].includes(h.secFetchSite);
  }
  return false;
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export function csrfGuard(allowedOrigins: readonly string[]): MiddlewareHandler {
  return async (c, next) => {
    if (SAFE_METHODS.has(c.req.method)) return next();
    const headers = {
      origin: c.req.header('origin'),
      secFetchSite: c.req.header('sec-fetch-site'),
    };
    if (isCrossSiteRequest(headers, allowedOrigins)) {
      return c.json(
        { errors: [{ code: 'CSRF', message: 'Solicitud de otro sitio rechazada' }] },
        403,
      );
    }
    return next();
  };
}
