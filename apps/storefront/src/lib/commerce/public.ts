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
import { type CommerceCall, commerceCall, type Result } from './gateway';
import { isSpecialError, SpecialCommerceError } from './special';

/**
 * Public reads: the same answer for every shopper of a site and price group, so they are cached
 * ("use cache") under the manifest's profiles and tags (STYLE.md example 3; personal.ts holds the
 * other kind). The rule, written once here:
 * - a public call carries no session and no request's tracing (its type has no room for them),
 *   and never a zone, session or cart;
 * - inside the cache scope `publicRead` keeps the data or a "missing" answer (an unknown id stays
 *   unknown until the importer runs) and throws on anything else, so an outage, a time-out or a
 *   special error is never cached;
 * - outside it `fromCache` turns the kept answer, or the throw, back into `{ data, error }`; the
 *   special error crosses the boundary as itself (its digest survives where a message does not).
 */
export type PublicCall<T> = Omit<CommerceCall<T>, 'session' | 'tracing' | 'forwardedFor'>;

/** What a cached read keeps: the data, or a 404. */
export type Kept<T> = { data: T; status: 200 } | { data: null; status: 404 };

/** Inside a "use cache" function. `missing` are the statuses kept as a 404 (default 404 only). */
export async function publicRead<T>(
  call: PublicCall<T>,
  missing: readonly number[] = [404],
): Promise<Kept<T>> {
  const res = await commerceCall(call);
  if (res.error === null) return { data: res.data, status: 200 };
  // Spec §8: never a "missing" answer, whatever status it came with.
  if (res.error.kind === 'special') throw new SpecialCommerceError(call.path);
  if (missing.includes(res.error.status)) return { data: null, status: 404 };
  // A thrown error's message does not survive the cache boundary in production: the status
  // travels as a missing answer above, everything else is a 500 for the caller.
  throw new Error(`commerce ${res.error.status || 'unreachable'} ${res.error.statusText}`);
}

/** Around a "use cache" function: its kept answer, or its throw, as `{ data, error }`. */
export async function fromCache<T>(cached: () => Promise<Kept<T>>): Promise<Result<T>> {
  try {
    const kept = await cached();
    if (kept.status === 200) return { data: kept.data, error: null };
    return {
      data: null,
      error: { kind: 'status', status: 404, statusText: 'Not Found', special: false, errors: [] },
    };
  } catch (e) {
    if (isSpecialError(e)) {
      return {
        data: null,
        error: { kind: 'special', status: 500, statusText: String(e), special: true, errors: [] },
      };
    }
    return {
      data: null,
      error: { kind: 'status', status: 500, statusText: String(e), special: false, errors: [] },
    };
  }
}

/** Listing and search query, already normalised by the catalog module. */
export interface CatalogueQuery {
  Ntt?: string;
  categoryId?: string;
  collectionId?: string;
  currentPage?: number;
  perPage?: number;
  sortBy?: string;
  priceGroup?: string;
  consumer?: 'b2b';
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
  return publicRead({ site: siteId, path, query: { ...q }, schema: SearchResponse });
}

export const searchCatalogue = (siteId: string, q: CatalogueQuery) =>
  fromCache(() => cachedSearch(siteId, q));

async function cachedHome(siteId: string, audience: Audience) {
  'use cache';
  cacheLife(profiles.content);
  cacheTag(tags.content(siteId));
  return publicRead({
    site: siteId,
    path: `/content/v1/${siteId}/home`,
    query: { audience },
    schema: HomeContentResponse,
  });
}

export const homeContent = (siteId: string, audience: Audience) =>
  fromCache(() => cachedHome(siteId, audience));

async function cachedFeatures(siteId: string) {
  'use cache';
  cacheLife(profiles.content);
  cacheTag(tags.config(siteId));
  return publicRead({
    site: siteId,
    path: `/config/v1/${siteId}/features/config/features`,
    schema: FeaturesConfigResponse,
  });
}

export const featuresConfig = (siteId: string) => fromCache(() => cachedFeatures(siteId));

/** Departments (top-level categories) from commerce's category tree, in display order. */
async function cachedDepartments(siteId: string) {
  'use cache';
  cacheLife(profiles.content);
  cacheTag(tags.catalogue(siteId));
  const kept = await publicRead({
    site: siteId,
    path: `/catalog/v1/${siteId}/category-tree`,
    query: { depth: 1 },
    schema: CategoryTreeResponse,
  });
  if (kept.status === 404) return kept;
  const list = kept.data.categories.map((c) => ({
    id: c.id,
    name: c.name,
    slug: c.slug,
    count: c.productCount,
  }));
  return { data: list, status: 200 as const };
}

export const departments = (siteId: string) => fromCache(() => cachedDepartments(siteId));

async function cachedSmartBanner(siteId: string, smartBannerId: string) {
  'use cache';
  cacheLife(profiles.content);
  cacheTag(tags.content(siteId));
  return publicRead({
    site: siteId,
    path: `/search/v1/${siteId}/smart-banner/${smartBannerId}`,
    schema: SmartBannerResponse,
  });
}

/** The mobile-app smart banner of a site. */
export const smartBanner = (siteId: string, smartBannerId: string) =>
  fromCache(() => cachedSmartBanner(siteId, smartBannerId));

async function cachedBanners(siteId: string, placement: BannersResponse['placement']) {
  'use cache';
  cacheLife(profiles.content);
  cacheTag(tags.content(siteId));
  return publicRead({
    site: siteId,
    path: `/content/v1/${siteId}/banners/${placement}`,
    schema: BannersResponse,
  });
}

/** Text banners of a placement (header, content, or the no-search-result page's content). */
export const contentBanners = (siteId: string, placement: BannersResponse['placement']) =>
  fromCache(() => cachedBanners(siteId, placement));

async function cachedContentPage(siteId: string, slug: string) {
  'use cache';
  cacheLife(profiles.content);
  cacheTag(tags.content(siteId));
  return publicRead({
    site: siteId,
    path: `/content/v1/${siteId}/pages/${slug}`,
    schema: ContentPageResponse,
  });
}

/** A content page (FAQ, terms, privacy, about us, stores, store card, guarantee) by slug. */
export const contentPage = (siteId: string, slug: string) =>
  fromCache(() => cachedContentPage(siteId, slug));
