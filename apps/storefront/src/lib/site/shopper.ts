import 'server-only';
import type { Tenant } from '@fierro/tenants';
import { cookies } from 'next/headers';
import { businessMode } from '../session/business-mode';
import { CONSUMER_COOKIE, USER_ROLE_COOKIE } from '../session/cookies';
import { validPriceGroup } from './price-groups';
import { facts } from './tenant-facts';

/** Cookie names the location and store selectors write (spec §3 cookies). */
export const ZONE_COOKIE = 'zoneId';
export const LOCATION_LABEL_COOKIE = 'usrLocationLabel';

export interface Shopper {
  priceGroup: string | null;
  zoneId: string | null;
  storeId: string | null;
  locationLabel: string | null;
  business: boolean;
}

/**
 * What the request says about the shopper: runtime data, read outside every cached scope. Only
 * the price group may key a cached catalogue read; zone and store go to the availability hole.
 */
export async function shopperOf(tenant: Tenant): Promise<Shopper> {
  const jar = await cookies();
  const f = facts(tenant);
  // The price-group cookie carries the registry's tenant-specific name (usrLocation or usrStore).
  const pg = jar.get(f.priceGroupCookieName)?.value ?? null;
  return {
    priceGroup: await validPriceGroup(tenant.siteId, pg && /^\d{1,6}$/.test(pg) ? pg : null),
    zoneId: jar.get(ZONE_COOKIE)?.value ?? null,
    storeId: jar.get(f.storeCookieName)?.value ?? null,
    locationLabel: jar.get(LOCATION_LABEL_COOKIE)?.value ?? null,
    // The proxy has already taken an ended session's cookies out of the request.
    business: businessMode({
      businessOnly: f.businessOnly,
      consumer: jar.get(CONSUMER_COOKIE)?.value,
      userRole: jar.get(USER_ROLE_COOKIE)?.value,
    }),
  };
}
