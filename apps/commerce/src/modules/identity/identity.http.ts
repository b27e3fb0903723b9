import { getTenant, getTenantBySiteId, type Tenant } from '@fierro/tenants';
import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';
import type { ZodType } from 'zod';
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

/** Client address for the per-address login limit (first X-Forwarded-For hop, else socket). */
export function clientAddressOf(c: Context): string {
  const forwarded = c.req.header('x-forwarded-for')?.split(',')[0]?.trim();
  if (forwarded) return forwarded;
  const env = c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined;
  return env?.incoming?.socket?.remoteAddress ?? 'unknown';
}

/** Reads and validates the JSON body; a bad one is a 400 naming the field. */
export async function parseBody<T>(
  c: Context,
  schema: ZodType<T>,
): Promise<{ ok: true; data: T } | { ok: false; response: Response }> {
  let raw: unknown;
  try {
    raw = await c.req.json();
  } catch {
    raw = undefined;
  }
  const result = schema.safeParse(raw ?? {});
  if (result.success) return { ok: true, data: result.data };
  const errors = result.error.issues.map((issue) => ({
    code: 'INVALID_PARAMETER',
    message: issue.message,
    ...(issue.path.length ? { field: issue.path.join('.') } : {}),
  }));
  return { ok: false, response: c.json({ errors }, 400) };
}

/** Maps an IdentityError to its answer; anything else goes on to the app's error handler. */
export function identityErrorResponse(c: Context, tenant: Tenant, error: unknown) {
  if (error instanceof IdentityError) return c.json(error.body(tenant), error.status);
  throw error;
}
