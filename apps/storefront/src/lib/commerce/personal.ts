import 'server-only';
import {
  GeoChildrenResponse,
  LocationInfoResponse,
  StoresResponse,
} from '@fierro/commerce/contract';
import { cookies, headers } from 'next/headers';
import { type CommerceCall, personalCallIn, type Result, type ShopperRequest } from './gateway';

/**
 * Personal calls: per shopper or per request, never cached (STYLE.md example 3; public.ts holds
 * the other kind). Each forwards the incoming request's tracing headers and the shopper's session
 * (`Authorization`), read here from next/headers, which also makes one unusable inside
 * "use cache" by construction. The rule itself is gateway.ts `personalCallIn`.
 */
export async function currentRequest(): Promise<ShopperRequest> {
  const [incoming, jar] = await Promise.all([headers(), cookies()]);
  return { headers: incoming, cookies: jar };
}

export const personalCall = async <T>(
  call: Omit<CommerceCall<T>, 'session' | 'tracing'>,
): Promise<Result<T>> => personalCallIn(await currentRequest(), call);

export const geoChildren = (siteId: string, parentId: string | null) =>
  personalCall({
    site: siteId,
    path: `/geo/v1/${siteId}/children`,
    query: { parentId },
    schema: GeoChildrenResponse,
  });

export const locationInfo = (siteId: string, locationId: string) =>
  personalCall({
    site: siteId,
    path: `/geo/v1/${siteId}/location`,
    query: { locationId },
    schema: LocationInfoResponse,
  });

export const locationByZip = (siteId: string, zipCode: string) =>
  personalCall({
    site: siteId,
    path: `/geo/v1/${siteId}/zip/${encodeURIComponent(zipCode)}`,
    schema: LocationInfoResponse,
  });

export const storesNear = (siteId: string, locationId: string | null) =>
  personalCall({
    site: siteId,
    path: `/geo/v1/${siteId}/stores`,
    query: { locationId },
    schema: StoresResponse,
  });
