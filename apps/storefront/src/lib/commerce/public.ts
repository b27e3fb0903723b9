import 'server-only';
import {
  type Audience,
  FeaturesConfigResponse,
  HomeContentResponse,
  SearchResponse,
  SmartBannerResponse,
} from '@fierro/commerce/contract';
import { cacheLife, cacheTag } from 'next/cache';
import { profiles, tags } from '../cache/manifest';
import { type CommerceError, type Result, request } from './http';

/**
 * Public reads: the same answer for every shopper of a site and price group, so they are cached
 * ("use cache") under the manifest's profiles and tags. Never pass a zone, session or cart here.
 * A failed call throws inside the cache scope (not cached) and comes back as `{ data, error }`.
 */
async function unwrap<T>(call: () => Promise<T>): Promise<Result<T>> {
  try {
    return { data: await call(), error: null };
  } catch (e) {
    // A cached scope rethrows what it threw as a plain Error: rebuild its status from the message.
    const status = Number(/^status:(\d+)/.exec(String((e as Error)?.message))?.[1] ?? 0);
    return {
      data: null,
      error: { kind: 'status', status: status || 500, statusText: String(e), special: false },
    };
  }
}

const fail = (error: CommerceError): never => {
  throw new Error(`status:${error.status || 500} ${error.statusText}`);
};

/** Listing and search query, already normalised by the catalog module. */
export interface CatalogueQuery {
  Ntt?: string;
  categoryId?: string;
  collectionId?: string;
  currentPage?: number;
  perPage?: number;
  sortBy?: string;
  priceGroup?: string;
  brand?: string[];
  primary_color_group?: string[];
  averageOverallRating?: string;
  'f.range.price'?: string;
}

async function cachedSearch(siteId: string, q: CatalogueQuery) {
  'use cache';
  cacheLife(profiles.catalogue);
  cacheTag(tags.catalogue(siteId));
  if (q.categoryId) cacheTag(tags.category(siteId, q.categoryId));
  const path = q.categoryId
    ? `/search/v1/${siteId}/category/products`
    : q.collectionId
      ? `/search/v1/${siteId}/collections/products`
      : `/search/v1/${siteId}`;
  const { data, error } = await request(path, {
    query: { ...q, currentPage: q.currentPage, perPage: q.perPage },
    schema: SearchResponse,
  });
  return data ?? fail(error);
}

export const searchCatalogue = (siteId: string, q: CatalogueQuery) =>
  unwrap(() => cachedSearch(siteId, q));

async function cachedHome(siteId: string, audience: Audience) {
  'use cache';
  cacheLife(profiles.content);
  cacheTag(tags.content(siteId));
  const { data, error } = await request(`/content/v1/${siteId}/home`, {
    query: { audience },
    schema: HomeContentResponse,
  });
  return data ?? fail(error);
}

export const homeContent = (siteId: string, audience: Audience) =>
  unwrap(() => cachedHome(siteId, audience));

async function cachedFeatures(siteId: string) {
  'use cache';
  cacheLife(profiles.content);
  cacheTag(tags.config(siteId));
  const { data, error } = await request(`/config/v1/${siteId}/features/config/features`, {
    schema: FeaturesConfigResponse,
  });
  return data ?? fail(error);
}

export const featuresConfig = (siteId: string) => unwrap(() => cachedFeatures(siteId));

/** Departments: the top-level category facet of an unfiltered browse of the site. */
async function cachedDepartments(siteId: string) {
  'use cache';
  cacheLife(profiles.content);
  cacheTag(tags.catalogue(siteId));
  const { data, error } = await request(`/search/v1/${siteId}`, {
    query: { perPage: 1 },
    schema: SearchResponse,
  });
  if (!data) return fail(error);
  const facet = data.facets.find((f) => f.kind === 'category');
  return (facet?.values ?? []).map((v) => ({ id: v.value, name: v.label, count: v.count }));
}

export const departments = (siteId: string) => unwrap(() => cachedDepartments(siteId));

async function cachedSmartBanner(siteId: string, smartBannerId: string) {
  'use cache';
  cacheLife(profiles.content);
  cacheTag(tags.content(siteId));
  const { data, error } = await request(`/search/v1/${siteId}/smart-banner/${smartBannerId}`, {
    schema: SmartBannerResponse,
  });
  return data ?? fail(error);
}

/** The mobile-app smart banner of a site. */
export const smartBanner = (siteId: string, smartBannerId: string) =>
  unwrap(() => cachedSmartBanner(siteId, smartBannerId));
