import { getTenantBySiteId } from '@fierro/tenants';
import type { MiddlewareHandler } from 'hono';
import { errorBody } from '../lib/errors';
import { langOf } from '../lib/validation';

/**
 * The site a request is about when it names only a cart or an order (their routes' paths and
 * bodies): asked only for a refused request, so a NUL costs a lookup and nothing else does.
 */
export type SiteOfRequest = (path: string, body: unknown) => Promise<string | null>;

const MESSAGE = { es: 'Hay caracteres no válidos', pr: 'Há caracteres inválidos' } as const;

/**
 * A NUL character anywhere in a request's path, query or JSON body answers 400 naming where it
 * was (issue 20). PostgreSQL refuses NUL in every text value, so no route can accept one, and one
 * that reached a query answered 500. The shared schemas refuse every control character field by
 * field (`@fierro/domain` `plainText`); this is the net under a route that forgets one.
 */
export const refuseNul =
  (siteOf?: SiteOfRequest): MiddlewareHandler =>
  async (c, next) => {
    const url = new URL(c.req.url);
    const body = hasBody(c.req.method) ? await jsonOf(c) : undefined;
    const where = nulFieldOf(url.pathname, url.searchParams) ?? nulIn(body, '');
    if (where !== null) {
      // In the language of the site the request is about: the one it names, else its cart's or
      // order's, else the client's.
      const siteId = await siteOf?.(url.pathname, body).catch(() => null);
      const site = siteId ? getTenantBySiteId(siteId) : undefined;
      const lang = site ? (site.lang === 'pr' ? 'pr' : 'es') : langOf(c, body);
      return c.json(
        errorBody([{ code: 'INVALID_PARAMETER', message: MESSAGE[lang], field: where }]),
        400,
      );
    }
    await next();
  };

const nulFieldOf = (pathname: string, query: URLSearchParams): string | null => {
  if (/%00/.test(pathname)) return 'path';
  for (const [key, value] of query) {
    if (key.includes('\u0000') || value.includes('\u0000')) return key.replaceAll('\u0000', '');
  }
  return null;
};

const hasBody = (method: string) => method !== 'GET' && method !== 'HEAD';

/**
 * The body as JSON, whatever its content type says (a route may parse it anyway); one that is not
 * JSON is left to the route, which answers its own 400.
 */
const jsonOf = async (c: Parameters<MiddlewareHandler>[0]): Promise<unknown> => {
  // Read as text first: Hono keeps it, so the route's own c.req.json() or c.req.text() later reads
  // the same bytes (a route hashing the raw body sees what the client sent).
  const text = await c.req.text();
  // JSON can carry a NUL only as the escape \u0000 (a raw one is invalid JSON): a body without
  // that sequence, nearly every body, is not parsed a second time here.
  if (!text.includes('\\u0000')) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
};

/** The dotted path of the first string (or key) holding a NUL, or null. */
const nulIn = (value: unknown, at: string): string | null => {
  if (value === undefined) return null;
  if (typeof value === 'string') return value.includes('\u0000') ? at || 'body' : null;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const found = nulIn(value[i], at ? `${at}.${i}` : String(i));
      if (found !== null) return found;
    }
    return null;
  }
  if (value !== null && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      const name = key.replaceAll('\u0000', '');
      const path = at ? `${at}.${name}` : name;
      if (key.includes('\u0000')) return path || 'body';
      const found = nulIn(item, path);
      if (found !== null) return found;
    }
  }
  return null;
};
