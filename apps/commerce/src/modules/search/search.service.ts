import type { Tenant } from '@fierro/tenants';
import type { ProductCard, ProductRef, SearchResponse, SortBy } from '../../contract';
import { SORT_OPTIONS } from '../../contract';
import type { PriceContext } from '../pricing';
import { type FacetLabels, facetsOf } from './facets';
import { type MatchSet, orderOf, pageOf } from './match-set';
import {
  identifierKinds,
  pageMeta,
  type SearchFilters,
  type SearchQuery,
  toFilters,
} from './search.schemas';
import { didYouMean, type VocabularyWord } from './typo';

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
  /** Every product matching the term (or the whole scope when browsing), at most `cap`. */
  match(args: {
    tenant: Tenant;
    filters: SearchFilters;
    /** The shopper's price context (validated groups, business or not). */
    price: PriceContext;
    zoneId: string | null;
    storeId: string | null;
    now: Date;
    cap: number;
  }): Promise<MatchSet>;
  /** Product cards in the given order. */
  cards(
    tenant: Tenant,
    productIds: string[],
    price: PriceContext,
    now: Date,
  ): Promise<ProductCard[]>;
  /** Vocabulary words close to one word (trigram candidates). */
  vocabulary(siteId: string, word: string): Promise<VocabularyWord[]>;
}

export interface SearchDeps {
  repo: SearchRepo;
  tenant: Tenant;
  now: Date;
  /** Prices for this shopper: cards, the price sort and the price facet all use them. */
  price: PriceContext;
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

const allPositions = (n: number) => {
  const out = new Int32Array(n);
  for (let i = 0; i < n; i++) out[i] = i;
  return out;
};

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

  const answer = async (f: SearchFilters) => {
    const set = await repo.match({
      tenant,
      filters: f,
      price: deps.price,
      zoneId: query.zoneId ?? null,
      storeId: query.storeId ?? null,
      now,
      cap: MATCH_CAP,
    });
    const { facets, total, matching } = facetsOf(set, f, deps.labels, query.facetLimit);
    const positions = matching ? matching.subarray(0, total) : allPositions(set.ords.length);
    const start = (query.currentPage - 1) * query.perPage;
    const page = pageOf(positions, orderOf(set, query.sortBy), start, start + query.perPage);
    const ids = page.map((p) => set.productIds[set.ords[p]!]!);
    const products = ids.length > 0 ? await repo.cards(tenant, ids, deps.price, now) : [];
    return { facets, total, products };
  };

  let { facets, total, products } = await answer(filters);
  let dym: string | null = null;
  if (filters.term && total < DYM_THRESHOLD) {
    const words = filters.term.split(' ');
    const candidates = new Map<string, VocabularyWord[]>();
    for (const w of words) candidates.set(w, await repo.vocabulary(tenant.siteId, w));
    dym = didYouMean(filters.term, (w) => candidates.get(w) ?? []);
    // Typo tolerance: nothing found, so show what the corrected term finds (dym says which).
    if (dym && total === 0) ({ facets, total, products } = await answer({ ...filters, term: dym }));
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
