import 'server-only';
import type { Audience } from '@fierro/commerce/contract';
import type { Tenant } from '@fierro/tenants';
import { departments, homeContent, pageFailure } from '../../lib/commerce';

/** Home data for an audience (guest or business, from the page's view): cached reads. */
export async function loadHome(tenant: Tenant, audience: Audience) {
  const [content, deps] = await Promise.all([
    homeContent(tenant.siteId, audience),
    departments(tenant.siteId),
  ]);
  // An outage is thrown so the page is never cached without its content.
  if (content.error && (content.error.kind === 'special' || content.error.status !== 404)) {
    pageFailure(content.error, 'home content');
  }
  return { audience, content: content.data, departments: deps.data ?? [] } as const;
}
