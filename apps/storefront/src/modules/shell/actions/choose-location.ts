'use server';
import { getTenantByPathPrefix } from '@fierro/tenants';
import { cookies } from 'next/headers';
import { z } from 'zod';
import { locationByZip, locationInfo } from '../../../lib/commerce';
import { LOCATION_LABEL_COOKIE, ZONE_COOKIE } from '../../../lib/site/shopper';
import { facts } from '../../../lib/site/tenant-facts';
import { LOCATION_ID_COOKIE, syncCartPlace, ZIP_CODE_COOKIE } from '../../cart';

const Input = z.union([
  z.object({ site: z.string().max(40), locationId: z.string().min(1).max(40) }),
  // Spec §5: a zip code holds digits and hyphens only.
  z.object({ site: z.string().max(40), zipCode: z.string().regex(/^[\d-]{3,12}$/) }),
]);

const YEAR_S = 365 * 24 * 60 * 60;

/** Sets the price-group, zone and location-label cookies from a chosen place or zip code. */
export async function chooseLocation(
  input: z.input<typeof Input>,
): Promise<{ ok: true; label: string } | { ok: false }> {
  const parsed = Input.safeParse(input);
  const tenant = parsed.success ? getTenantByPathPrefix(parsed.data.site) : undefined;
  if (!parsed.success || !tenant) return { ok: false };
  const { data } =
    'zipCode' in parsed.data
      ? await locationByZip(tenant.siteId, parsed.data.zipCode)
      : await locationInfo(tenant.siteId, parsed.data.locationId);
  if (!data) return { ok: false };
  const label =
    data.zipCode ??
    data.path
      .map((p) => p.name)
      .reverse()
      .join(', ');
  const jar = await cookies();
  const opts = { path: '/', sameSite: 'lax' as const, maxAge: YEAR_S };
  jar.set(facts(tenant).priceGroupCookieName, data.priceGroup, opts);
  jar.set(ZONE_COOKIE, data.zoneId, opts);
  jar.set(LOCATION_LABEL_COOKIE, label, opts);
  // The place itself, so a cart made later takes it; the cart there now takes it at once.
  if ('zipCode' in parsed.data) {
    jar.set(ZIP_CODE_COOKIE, parsed.data.zipCode, opts);
    await syncCartPlace(tenant, { zipCode: parsed.data.zipCode });
  } else {
    jar.set(LOCATION_ID_COOKIE, parsed.data.locationId, opts);
    await syncCartPlace(tenant, { locationId: parsed.data.locationId });
  }
  return { ok: true, label };
}
