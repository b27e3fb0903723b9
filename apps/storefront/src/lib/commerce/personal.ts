import 'server-only';
import {
  GeoChildrenResponse,
  GeoLevelsResponse,
  LocationInfoResponse,
  StoresResponse,
} from '@fierro/commerce/contract';
import { headers } from 'next/headers';
import { request, TRACING_HEADERS } from './http';

/**
 * Personal reads: per shopper or per request, never cached; they forward the incoming request's
 * tracing headers. Session and account reads (sign-in issue) belong here too.
 */
export async function tracingHeaders(): Promise<Record<string, string>> {
  const incoming = await headers();
  const out: Record<string, string> = {};
  for (const name of TRACING_HEADERS) {
    const value = incoming.get(name);
    if (value) out[name] = value;
  }
  return out;
}

export const geoLevels = async (siteId: string) =>
  request(`/geo/v1/${siteId}/levels`, {
    schema: GeoLevelsResponse,
    tracing: await tracingHeaders(),
  });

export const geoChildren = async (siteId: string, parentId: string | null) =>
  request(`/geo/v1/${siteId}/children`, {
    query: { parentId },
    schema: GeoChildrenResponse,
    tracing: await tracingHeaders(),
  });

export const locationInfo = async (siteId: string, locationId: string) =>
  request(`/geo/v1/${siteId}/location`, {
    query: { locationId },
    schema: LocationInfoResponse,
    tracing: await tracingHeaders(),
  });

export const locationByZip = async (siteId: string, zipCode: string) =>
  request(`/geo/v1/${siteId}/zip/${encodeURIComponent(zipCode)}`, {
    schema: LocationInfoResponse,
    tracing: await tracingHeaders(),
  });

export const storesNear = async (siteId: string, locationId: string | null) =>
  request(`/geo/v1/${siteId}/stores`, {
    query: { locationId },
    schema: StoresResponse,
    tracing: await tracingHeaders(),
  });
