import { addressKey, clientAddress, type TrustedProxies } from '@fierro/domain';
import { getTenant, getTenantBySiteId, type Tenant } from '@fierro/tenants';
import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';
import type { ZodType } from 'zod';
import { issueMessage, langOf, unreadableRequest } from '../../lib/validation';
import { IdentityError } from './identity-errors';

/** Shared HTTP helpers of the identity modules (session, auth, account). */

/** `tenant-b2b` header: a tenant code (cl, dicico, ...) or a site id (socl, ...). */
export function tenantOf(c: Context): Tenant | null {
  const value = c.req.header('tenant-b2b')?.trim();
  if (!value) return null;
  return getTenant(value as Tenant['code']) ?? getTenantBySiteId(value) ?? null;
}

export function missingTenant(c: Context) {
  return c.json(
    {
      errors: [
        { code: 'INVALID_TENANT', message: 'Sitio desconocido o ausente', field: 'tenant-b2b' },
      ],
    },
    400,
  );
}

/** The session id from `Authorization` (raw or `Bearer <id>`) or the `sessionId` cookie. */
export function sessionIdOf(c: Context): string | undefined {
  const auth = c.req.header('authorization')?.trim();
  if (auth) return auth.replace(/^Bearer\s+/i, '');
  return getCookie(c, 'sessionId');
}

/**
 * Client address for the per-address login limit (issue 20): the socket's peer, unless it is a
 * trusted proxy (TRUSTED_PROXIES: the storefront, a balancer), whose X-Forwarded-For is then read
 * from the right (`@fierro/domain` clientAddress). The header from anyone else is ignored: the
 * first hop was trusted before, and rotating it walked past the limit.
 */
export function clientAddressOf(c: Context, trusted: TrustedProxies): string {
  const env = c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined;
  // Counted by network: an IPv6 shopper by the /64 they are given (addressKey).
  return addressKey(
    clientAddress({
      peer: env?.incoming?.socket?.remoteAddress,
      forwardedFor: c.req.header('x-forwarded-for'),
      trusted,
    }),
  );
}

/**
 * Reads and validates the JSON body; a bad one is a 400 naming the field, in the site's language
 * (`tenant-b2b`). A body that is not JSON is a 400 as on the cart's routes: read as `{}` it
 * passed every optional field, and a PATCH of garbage answered 200. No body at all is `{}`.
 */
export async function parseBody<T>(
  c: Context,
  schema: ZodType<T>,
): Promise<{ ok: true; data: T } | { ok: false; response: Response }> {
  let raw: unknown = {};
  try {
    // A route that peeked at the body first (c.req.json()) left its failure in Hono's cache:
    // reading the text then fails too, as the body is no JSON either way.
    const text = await c.req.text();
    if (text.trim() !== '') raw = JSON.parse(text);
  } catch {
    const message = unreadableRequest(langOf(c), true);
    return { ok: false, response: c.json({ errors: [{ code: 'BAD_REQUEST', message }] }, 400) };
  }
  const result = schema.safeParse(raw);
  if (result.success) return { ok: true, data: result.data };
  const lang = langOf(c, raw);
  const errors = result.error.issues.map((issue) => ({
    code: 'INVALID_PARAMETER',
    message: issueMessage(issue, lang),
    ...(issue.path.length
      ? { field: issue.path.join('.') }
      : // A list or a number where the object was expected: the whole body, as the cart says.
        issue.code === 'invalid_type'
        ? { field: 'json' }
        : {}),
  }));
  return { ok: false, response: c.json({ errors }, 400) };
}

/** Maps an IdentityError to its answer; anything else goes on to the app's error handler. */
export function identityErrorResponse(c: Context, tenant: Tenant, error: unknown) {
  if (error instanceof IdentityError) {
    if (error.retryAfterSeconds) c.header('retry-after', String(error.retryAfterSeconds));
    return c.json(error.body(tenant), error.status);
  }
  throw error;
}
