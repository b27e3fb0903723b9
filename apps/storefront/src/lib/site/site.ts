import { getTenantByPathPrefix, TENANTS, type Tenant } from '@fierro/tenants';
import { notFound } from 'next/navigation';

/** Static params of the `[site]` segment: every site of the registry. */
export const siteParams = () => TENANTS.map((t) => ({ site: t.pathPrefix }));

/** The tenant of a `[site]` param; an unknown prefix is the 404 page. */
export async function tenantOf(params: Promise<{ site: string }>): Promise<Tenant> {
  const { site } = await params;
  const tenant = getTenantByPathPrefix(site);
  if (!tenant) notFound();
  return tenant;
}

/** A path inside the site: `sitePath(t, '/search/', { Ntt: 'taladro' })`. */
export function sitePath(
  tenant: Pick<Tenant, 'pathPrefix'>,
  path = '/',
  query?: Record<string, string | number | readonly string[] | undefined | null>,
): string {
  const clean = path.startsWith('/') ? path : `/${path}`;
  const qs = new URLSearchParams();
  for (const [k, v] of Object.entries(query ?? {})) {
    if (v === undefined || v === null || v === '') continue;
    if (Array.isArray(v)) for (const x of v) qs.append(k, x);
    else qs.set(k, String(v));
  }
  const s = qs.toString();
  return `/${tenant.pathPrefix}${clean}${s ? `?${s}` : ''}`;
}
