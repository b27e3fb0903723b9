import 'server-only';
import { createHash } from 'node:crypto';
import type { Tenant } from '@fierro/tenants';
import { sessionUser } from '../../lib/commerce/account';
import { readSessionId } from '../../lib/session/server';

/**
 * Who is buying, as the saved steps keep it (state.ts `account`): a digest of the signed-in
 * account (its id stays out of the cookie), null for a guest, undefined when identity did not
 * answer (nothing is then taken for a change). One call per request, shared with the profile's
 * read (`sessionUser` is cached), and none without a session cookie.
 */
export async function shopperAccount(
  tenant: Pick<Tenant, 'siteId'>,
): Promise<string | null | undefined> {
  if (!(await readSessionId())) return null;
  try {
    const userId = await sessionUser(tenant.siteId);
    return userId
      ? createHash('sha256').update(`${tenant.siteId}:${userId}`).digest('base64url').slice(0, 22)
      : null;
  } catch {
    return undefined;
  }
}

/**
 * Whether the request carried a session at all: with `shopperAccount` null, a session that ended
 * (revoked elsewhere, expired) rather than a guest's visit.
 */
export async function sessionCookieSent(): Promise<boolean> {
  return Boolean(await readSessionId());
}
