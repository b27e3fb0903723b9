import 'server-only';
import type { Tenant } from '@fierro/tenants';
import { cookies, headers } from 'next/headers';
import { clientAddressOf } from '../security/peer-address';
import {
  type CookieContext,
  expiredCookieOptions,
  REDIRECT_URL_COOKIE,
  SESSION_COOKIE,
  sessionCookieOptions,
  USER_ROLE_COOKIE,
  userRoleCookieOptions,
} from './cookies';
import { contextOf } from './server-context';

/** Session cookies from server actions and route handlers (the proxy has its own writer). */
export async function cookieContext(tenant: Tenant): Promise<CookieContext> {
  const h = await headers();
  return contextOf(tenant, h);
}

export async function readSessionId(): Promise<string | undefined> {
  return (await cookies()).get(SESSION_COOKIE)?.value || undefined;
}

export async function startSession(tenant: Tenant, sessionId: string, userRole: string) {
  const jar = await cookies();
  const ctx = await cookieContext(tenant);
  jar.set(SESSION_COOKIE, sessionId, sessionCookieOptions(ctx));
  jar.set(USER_ROLE_COOKIE, userRole, userRoleCookieOptions(ctx));
  jar.set(REDIRECT_URL_COOKIE, '', expiredCookieOptions(ctx));
}

export async function endSession(tenant: Tenant) {
  const jar = await cookies();
  const ctx = await cookieContext(tenant);
  for (const name of [SESSION_COOKIE, USER_ROLE_COOKIE, REDIRECT_URL_COOKIE]) {
    jar.set(name, '', expiredCookieOptions(ctx));
  }
}

/**
 * The shopper's address, for commerce's per-address login limit: the socket's peer, or behind
 * TRUSTED_PROXIES the hop they name (lib/security/peer-address.ts).
 */
export async function clientAddress(): Promise<string> {
  return clientAddressOf(await headers());
}
