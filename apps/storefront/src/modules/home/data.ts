import 'server-only';
import type { Tenant } from '@fierro/tenants';
import { departments, homeContent } from '../../lib/commerce';
import { shopperOf } from '../../lib/site/shopper';

/** Home data: the audience's content (guest or business) and the departments, both cached reads. */
export async function loadHome(tenant: Tenant) {
  const shopper = await shopperOf(tenant);
  const audience = shopper.business ? 'business' : 'guest';
  const [content, deps] = await Promise.all([
    homeContent(tenant.siteId, audience),
    departments(tenant.siteId),
  ]);
  return { audience, content: content.data, departments: deps.data ?? [] } as const;
}
