import 'server-only';
import type { Tenant } from '@fierro/tenants';
import { cookies } from 'next/headers';
import { locationByZip, locationInfo } from '../../lib/commerce';
import { cookieContext } from '../../lib/session/server';
import { LOCATION_LABEL_COOKIE, ZONE_COOKIE } from '../../lib/site/shopper';
import { facts } from '../../lib/site/tenant-facts';
import { LOCATION_ID_COOKIE, ZIP_CODE_COOKIE } from '../cart';

const YEAR_S = 365 * 24 * 60 * 60;

/**
 * The shopper's place, remembered for every page: its price group, zone, label and the place
 * itself in cookies. One home for both ways a place is chosen (the header's selector and the
 * checkout's delivery address), so the catalogue's prices are always the cart's. Answers the
 * place's label, or why not (nothing is set then): a place commerce does not know, or no answer.
 */
export async function rememberPlace(
  tenant: Tenant,
  place: { locationId: string } | { zipCode: string },
): Promise<{ label: string } | { failed: 'notFound' | 'unavailable' }> {
  const { data, error } =
    'zipCode' in place
      ? await locationByZip(tenant.siteId, place.zipCode)
      : await locationInfo(tenant.siteId, place.locationId);
  if (!data) {
    const known = error?.kind === 'status' && error.status >= 400 && error.status < 500;
    return { failed: known ? 'notFound' : 'unavailable' };
  }
  const label =
    data.zipCode ??
    data.path
      .map((p) => p.name)
      .reverse()
      .join(', ');
  const jar = await cookies();
  const { path } = await cookieContext(tenant);
  const opts = { path, sameSite: 'lax' as const, maxAge: YEAR_S };
  jar.set(facts(tenant).priceGroupCookieName, data.priceGroup, opts);
  jar.set(ZONE_COOKIE, data.zoneId, opts);
  jar.set(LOCATION_LABEL_COOKIE, label, opts);
  if ('zipCode' in place) jar.set(ZIP_CODE_COOKIE, place.zipCode, opts);
  else jar.set(LOCATION_ID_COOKIE, place.locationId, opts);
  return { label };
}
