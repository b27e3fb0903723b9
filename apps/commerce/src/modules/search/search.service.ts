import type { Tenant } from '@fierro/tenants';
import type { ProductCard, ProductRef, SearchResponse, SortBy } from '../../contract';
import { SORT_OPTIONS } from '../../contract';
import { computeFacets, type FacetLabels, type FacetRow } from './facets';
import {
  identifierKinds,
  pageMeta,
  type SearchFilters,
  type SearchQuery,
  toFilters,
} from './search.schemas';
import { didYouMean, type VocabularyWord } from './typo';

/** One product matching the term and scope, with what facets and sorting need. */
export interface MatchRow extends FacetRow {
  productId: string;
  /** Text rank for the term (0 when browsing). */
  rank: number;
  /** Newest first: creation time in ms. */
  createdAt: number;
}

/** What the search service needs from storage (apps/commerce search.repo.ts implements it). */
export interface SearchRepo {
  /** Exact SKU, product id, EAN or model hit of the site, or null. */
  findExact(
    siteId: string,
    term: string,
    kinds: ReturnType<typeof identifierKinds>,
  ): Promise<ProductRef | null>;
  /** Category or collection scope: null when it does not exist on the site. */
  scope(
    siteId: string,
    filters: SearchFilters,
  ): Promise<{
    category: SearchResponse['category'];
    collection: SearchResponse['collection'];
  } | null>;
  /** Rows of every product matching the term (or the whole scope when browsing), at most `cap`. */
  match(args: {
    tenant: Tenant;
    filters: SearchFilters;
    priceGroup: string | null;
    zoneId: string | null;
    storeId: string | null;
    now: Date;
    cap: number;
  }): Promise<MatchRow[]>;
  /** Product cards in the given order. */
  cards(
    tenant: Tenant,
    productIds: string[],
    priceGroup: string | null,
    now: Date,
  ): Promise<ProductCard[]>;
  /** Vocabulary words close to one word (trigram candidates). */
  vocabulary(siteId: string, word: string): Promise<VocabularyWord[]>;
}

export interface SearchDeps {
  repo: SearchRepo;
  tenant: Tenant;
  now: Date;
  labels?: FacetLabels;
  sortLabels?: Record<SortBy, string>;
}

/** Ranking work is capped for broad terms (DESIGN §3/§7): the best `MATCH_CAP` by text rank. */
export const MATCH_CAP = 20_000;
/** Fewer results than this make a did-you-mean worth offering. */
export const DYM_THRESHOLD = 3;

export const SPANISH_SORT_LABELS: Record<SortBy, string> = {
  relevance: 'Relevancia',
  price_asc: 'Precio de menor a mayor',
  price_desc: 'Precio de mayor a menor',
  rating_desc: 'Mejor calificados',
  newest: 'Más nuevos',
};

const comparators: Record<SortBy, (a: MatchRow, b: MatchRow) => number> = {
  relevance: (a, b) => b.rank - a.rank || b.rating - a.rating,
  price_asc: (a, b) => a.price - b.price,
  price_desc: (a, b) => b.price - a.price,
  rating_desc: (a, b) => b.rating - a.rating,
  newest: (a, b) => b.createdAt - a.createdAt,
};

const passesAll = (row: MatchRow, f: SearchFilters) =>
  (f.brands.length === 0 || f.brands.includes(row.brand)) &&
  (f.colors.length === 0 || (row.color !== null && f.colors.includes(row.color))) &&
  (f.minRating === null || row.rating >= f.minRating) &&
  (f.price === null ||
    ((f.price.min === null || row.price >= f.price.min) &&
      (f.price.max === null || row.price <= f.price.max))) &&
  (!f.homeDelivery || row.homeDelivery) &&
  (!f.pickupInStore || row.pickupInStore);

const inOrder = (rows: readonly MatchRow[], compare: (a: MatchRow, b: MatchRow) => number) => {
  for (let i = 1; i < rows.length; i++) if (compare(rows[i - 1]!, rows[i]!) > 0) return false;
  return true;
};

const hasFilters = (f: SearchFilters) =>
  f.brands.length > 0 ||
  f.colors.length > 0 ||
  f.minRating !== null ||
  f.price !== null ||
  f.homeDelivery ||
  f.pickupInStore;

/** Search, category listing and collection listing: one page, the total and every facet. */
export const search = async (
  deps: SearchDeps,
  query: SearchQuery,
): Promise<SearchResponse | { notFound: 'categoryId' | 'collectionId' }> => {
  const { repo, tenant, now } = deps;
  const filters = toFilters(query);
  const scope = await repo.scope(tenant.siteId, filters);
  if (!scope) return { notFound: filters.categoryId ? 'categoryId' : 'collectionId' };

  const sortOptions = SORT_OPTIONS.map((value) => ({
    value,
    label: (deps.sortLabels ?? SPANISH_SORT_LABELS)[value],
    selected: value === query.sortBy,
  }));
  const base = {
    siteId: tenant.siteId,
    term: filters.term,
    sortOptions,
    category: scope.category,
    collection: scope.collection,
  };

  if (filters.term) {
    const kinds = identifierKinds(filters.term);
    if (kinds.length > 0) {
      const hit = await repo.findExact(tenant.siteId, filters.term, kinds);
      if (hit) {
        return {
          ...base,
          products: [],
          facets: [],
          pagination: pageMeta(0, 1, query.perPage),
          dym: null,
          redirect: hit,
          empty: false,
        };
      }
    }
  }

  const page = async (f: SearchFilters) => {
    const rows = await repo.match({
      tenant,
      filters: f,
      priceGroup: query.priceGroup ?? null,
      zoneId: query.zoneId ?? null,
      storeId: query.storeId ?? null,
      now,
      cap: MATCH_CAP,
    });
    const { facets, total } = computeFacets(rows, f, deps.labels, query.facetLimit);
    const filtered = hasFilters(f) ? rows.filter((r) => passesAll(r, f)) : rows;
    // The read model answers a term's matches best first: an ordered list is not sorted again.
    const compare = comparators[query.sortBy];
    const matching = inOrder(filtered, compare) ? filtered : [...filtered].sort(compare);
    const start = (query.currentPage - 1) * query.perPage;
    const ids = matching.slice(start, start + query.perPage).map((r) => r.productId);
    const products =
      ids.length > 0 ? await repo.cards(tenant, ids, query.priceGroup ?? null, now) : [];
    return { facets, total, products };
  };

  let { facets, total, products } = await page(filters);
  let dym: string | null = null;
  if (filters.term && total < DYM_THRESHOLD) {
    const words = filters.term.split(' ');
    const candidates = new Map<string, VocabularyWord[]>();
    for (const w of words) candidates.set(w, await repo.vocabulary(tenant.siteId, w));
    dym = didYouMean(filters.term, (w) => candidates.get(w) ?? []);
    // Typo tolerance: nothing found, so show what the corrected term finds (dym says which).
    if (dym && total === 0) ({ facets, total, products } = await page({ ...filters, term: dym }));
  }
  return {
    ...base,
    products,
    facets,
    pagination: pageMeta(total, query.currentPage, query.perPage),
    dym,
    redirect: null,
    empty: total === 0,
  };
};
