import 'server-only';
import type { TenantCode } from '@fierro/tenants';
import type { RefreshState } from './refresh';

/**
 * The storefront's calls to the commerce identity routes (spec §7: refresh-session, user
 * details, login, logout, my-account users). Server-side only: the browser never talks to
 * them directly, so the session id stays in its HttpOnly cookie.
 */
export interface ApiResult<T> {
  data: T | null;
  error: { status: number; statusText: string; body?: unknown } | null;
}

const base = () =>
  (process.env.COMMERCE_AUTH_URL ?? process.env.COMMERCE_URL ?? 'http://127.0.0.1:4000').replace(
    /\/$/,
    '',
  );

async function call<T>(
  tenant: TenantCode,
  method: 'GET' | 'POST',
  path: string,
  options: { body?: unknown; sessionId?: string; clientAddress?: string } = {},
): Promise<ApiResult<T>> {
  const headers: Record<string, string> = { 'tenant-b2b': tenant, 'x-channel-id': 'WEB' };
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  if (options.sessionId) headers.authorization = options.sessionId;
  if (options.clientAddress) headers['x-forwarded-for'] = options.clientAddress;
  try {
    const res = await fetch(`${base()}${path}`, {
      method,
      headers,
      cache: 'no-store',
      ...(options.body !== undefined ? { body: JSON.stringify(options.body) } : {}),
    });
    const body = await res.json().catch(() => undefined);
    if (!res.ok)
      return { data: null, error: { status: res.status, statusText: res.statusText, body } };
    return { data: body as T, error: null };
  } catch (thrown) {
    return { data: null, error: { status: 0, statusText: String(thrown) } };
  }
}

export interface LoginAnswer {
  sessionId: string;
  accountKind: 'person' | 'company';
  userRole: '' | 'admin' | 'buyer';
  profile: { id: string; firstName: string };
}

export const identityApi = {
  refresh: (tenant: TenantCode, sessionId: string) =>
    call<RefreshState>(tenant, 'POST', '/session/refresh', { body: { sessionId } }),
  userDetails: (tenant: TenantCode, sessionId: string) =>
    call<{ userRole: '' | 'admin' | 'buyer' }>(tenant, 'GET', '/session/user', { sessionId }),
  login: (tenant: TenantCode, body: unknown, clientAddress: string) =>
    call<LoginAnswer>(tenant, 'POST', '/auth/v1/login', { body, clientAddress }),
  logout: (tenant: TenantCode, sessionId: string) =>
    call<{ success: true }>(tenant, 'POST', '/auth/v1/logout', { sessionId }),
  register: (tenant: TenantCode, body: unknown) =>
    call<{ profile: { id: string } }>(tenant, 'POST', '/myaccount/v3/users', { body }),
};

/** Commerce's `{ errors: [{ code, message, field? }] }` body, if that is what came back. */
export function commerceErrors(body: unknown): { code: string; message: string; field?: string }[] {
  const errors = (body as { errors?: unknown } | undefined)?.errors;
  return Array.isArray(errors) ? errors : [];
}
