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
