import type { Tenant } from '@fierro/tenants';
import { redirect } from 'next/navigation';
import { sitePath } from './site';

/** Spec §2: client navigation to the error and no-result pages carries consumer=b2b in business mode. */
export const withConsumer = (path: string, business: boolean) =>
  business ? `${path}${path.includes('?') ? '&' : '?'}consumer=b2b` : path;

export const errorPath = (
  tenant: Pick<Tenant, 'pathPrefix'>,
  status: 404 | 500,
  business = false,
) => withConsumer(sitePath(tenant, '/_error/', { statusCode: status }), business);

/** Site-aware redirect: never leaves the site. */
export const siteRedirect = (
  tenant: Pick<Tenant, 'pathPrefix'>,
  path: string,
  query?: Parameters<typeof sitePath>[2],
): never => redirect(sitePath(tenant, path, query));
