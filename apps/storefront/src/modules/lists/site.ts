import type { Tenant } from '@fierro/tenants';

/**
 * Commerce's answer (a list, a shared list, the cart a list moved to) when it is the asked site's,
 * else null. A list is its own site's alone: commerce already answers another site's list as one
 * that does not exist; the pages check again, so no list or cart of another site is ever shown,
 * remembered or priced under this site's prefix (its amounts read in this site's currency).
 */
export const ofSite = <T extends { siteId: string }>(
  tenant: Pick<Tenant, 'siteId'>,
  answer: T | null | undefined,
): T | null => (answer && answer.siteId === tenant.siteId ? answer : null);
