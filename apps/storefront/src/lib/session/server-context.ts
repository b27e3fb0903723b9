import { signInOf, type Tenant } from '@fierro/tenants';
import { type CookieContext, cookieDomainFor, cookiePathFor } from './cookies';

/** Cookie domain and Secure flag of a request (shared by the proxy, actions and routes). */
export function contextOf(tenant: Tenant, h: Pick<Headers, 'get'>): CookieContext {
  const proto = h.get('x-forwarded-proto')?.split(',')[0]?.trim();
  const host = h.get('x-forwarded-host') ?? h.get('host');
  const cookieDomain = cookieDomainFor(signInOf(tenant).cookieDomain, host);
  return {
    cookieDomain,
    https: proto === 'https',
    path: cookiePathFor(tenant.pathPrefix, cookieDomain),
  };
}
