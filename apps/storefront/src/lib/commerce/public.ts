import 'server-only';
import {
  type Audience,
  BannersResponse,
  CategoryTreeResponse,
  ContentPageResponse,
  FeaturesConfigResponse,
  HomeContentResponse,
  SearchResponse,
  SmartBannerResponse,
} from '@fierro/commerce/contract';
import { cacheLife, cacheTag } from 'next/cache';
import { profiles, tags } from '../cache/manifest';
import { type Result, request } from './http';

/**
 * Public reads: the same answer for every shopper of a site and price group, so they are cached
 * ("use cache") under the manifest's profiles and tags. Never pass a zone, session or cart here.
 * A 404 is kept (an unknown id stays unknown); an outage throws inside the cache scope, so it is
 * never cached, and comes back as `{ data, error }` with status 500.
 */
/** What a cached read keeps: the data, or a 404 (an unknown id stays unknown until the importer runs). */
type Kept<T> = { data: T; status: 200 } | { data: null; status: 404 };

async function unwrap<T>(call: () => Promise<Kept<T>>): Promise<Result<T>> {
  try {
    const kept = await call();
    if (kept.status === 200) return { data: kept.data, error: null };
    return {
      data: null,
      error: { kind: 'status', status: 404, statusText: 'Not Found', special: false },
    };
  } catch (e) {
    // Outages and 5xx are thrown inside the cache scope, so they are never cached.
    return {
      data: null,
      error: { kind: 'status', status: 500, statusText: String(e), special: false },
    };
  }
}

const keep = <T>(res: Result<T>): Kept<T> => {
  if (res.error === null) return { data: res.data, status: 200 };
  if (res.error.status === 404) return { data: null, status: 404 };
  throw new Error(`commerce ${res.error.status || 'unreachable'} ${res.error.statusText}`);
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
  return keep(
    await request(path, {
      query: { ...q, currentPage: q.currentPage, perPage: q.perPage },
      schema: SearchResponse,
    }),
  );
}

export const searchCatalogue = (siteId: string, q: CatalogueQuery) =>
  unwrap(() => cachedSearch(siteId, q));

async function cachedHome(siteId: string, audience: Audience) {
  'use cache';
  cacheLife(profiles.content);
  cacheTag(tags.content(siteId));
  return keep(
    await request(`/content/v1/${siteId}/home`, {
      query: { audience },
      schema: HomeContentResponse,
    }),
  );
}

export const homeContent = (siteId: string, audience: Audience) =>
  unwrap(() => cachedHome(siteId, audience));

async function cachedFeatures(siteId: string) {
  'use cache';
  cacheLife(profiles.content);
  cacheTag(tags.config(siteId));
  return keep(
    await request(`/config/v1/${siteId}/features/config/features`, {
      schema: FeaturesConfigResponse,
    }),
  );
}

export const featuresConfig = (siteId: string) => unwrap(() => cachedFeatures(siteId));

/** Departments (top-level categories) from commerce's category tree, in display order. */
async function cachedDepartments(siteId: string) {
  'use cache';
  cacheLife(profiles.content);
  cacheTag(tags.catalogue(siteId));
  const kept = keep(
    await request(`/catalog/v1/${siteId}/category-tree`, {
      query: { depth: 1 },
      schema: CategoryTreeResponse,
    }),
  );
  if (kept.status === 404) return kept;
  const list = kept.data.categories.map((c) => ({
    id: c.id,
    name: c.name,
    slug: c.slug,
    count: c.productCount,
  }));
  return { data: list, status: 200 as const };
}

export const departments = (siteId: string) => unwrap(() => cachedDepartments(siteId));

async function cachedSmartBanner(siteId: string, smartBannerId: string) {
  'use cache';
  cacheLife(profiles.content);
  cacheTag(tags.content(siteId));
  return keep(
    await request(`/search/v1/${siteId}/smart-banner/${smartBannerId}`, {
      schema: SmartBannerResponse,
    }),
  );
}

/** The mobile-app smart banner of a site. */
export const smartBanner = (siteId: string, smartBannerId: string) =>
  unwrap(() => cachedSmartBanner(siteId, smartBannerId));

async function cachedBanners(siteId: string, placement: BannersResponse['placement']) {
  'use cache';
  cacheLife(profiles.content);
  cacheTag(tags.content(siteId));
  return keep(
    await request(`/content/v1/${siteId}/banners/${placement}`, { schema: BannersResponse }),
  );
}

/** Text banners of a placement (header, content, or the no-search-result page's content). */
export const contentBanners = (siteId: string, placement: BannersResponse['placement']) =>
  unwrap(() => cachedBanners(siteId, placement));

async function cachedContentPage(siteId: string, slug: string) {
  'use cache';
  cacheLife(profiles.content);
  cacheTag(tags.content(siteId));
  return keep(
    await request(`/content/v1/${siteId}/pages/${slug}`, { schema: ContentPageResponse }),
  );
}

/** A content page (FAQ, terms, privacy, about us, stores, store card, guarantee) by slug. */
export const contentPage = (siteId: string, slug: string) =>
  unwrap(() => cachedContentPage(siteId, slug));
