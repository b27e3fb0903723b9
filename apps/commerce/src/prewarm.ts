import { setImmediate as nextTurn } from 'node:timers/promises';
import { getTenantBySiteId } from '@fierro/tenants';
import type pg from 'pg';
import { createCatalogRepo } from './modules/catalog';
import { warmCardPrices } from './modules/pricing';
import { warmProductCards } from './modules/product';
import {
  awaitTextIndex,
  facetSnapshot,
  synonymTerms,
  textConfigOf,
  vocabularyIndex,
  vocabularyStems,
} from './modules/search';
import { typeaheadIndex } from './modules/typeahead';

/** One per-site index: what the first search, listing, typeahead or did-you-mean would build. */
const builders: Array<[string, (pool: pg.Pool, siteId: string) => Promise<unknown>]> = [
  ['text-config', textConfigOf],
  ['facet-snapshot', facetSnapshot],
  ['card-prices', (pool, siteId) => warmCardPrices(pool, siteId, new Date())],
  ['category-tree', (pool, siteId) => createCatalogRepo(pool).categories(siteId)],
  ['typeahead', typeaheadIndex],
  ['vocabulary-trigrams', vocabularyIndex],
  ['vocabulary-stems', vocabularyStems],
  ['synonym-terms', synonymTerms],
  ['search-text-index', awaitTextIndex],
  // Last: the largest (60 MB for 50,000 products), and searches are served while it loads.
  [
    'product-cards',
    (pool, siteId) => {
      const tenant = getTenantBySiteId(siteId);
      return tenant ? warmProductCards(pool, tenant) : Promise.resolve(0);
    },
  ],
];

export interface PrewarmReport {
  sites: number;
  ms: number;
  failed: string[];
}

/**
 * Builds the per-site indexes in memory (site-index.ts) in the background, so that the first
 * shopper's search does not pay 100-300 ms for them. One index at a time, with a turn of the event
 * loop between them, so requests that arrive meanwhile are served (and share a build in flight).
 * A failure is reported and left to the first request that needs the index.
 */
export const prewarmSiteIndexes = async (
  pool: pg.Pool,
  siteIds: readonly string[],
): Promise<PrewarmReport> => {
  const started = performance.now();
  const failed: string[] = [];
  // Index by index over the sites: every site has its small indexes before the cards load.
  for (const [name, build] of builders) {
    for (const siteId of siteIds) {
      await nextTurn();
      try {
        await build(pool, siteId);
      } catch (error) {
        failed.push(`${siteId}/${name}: ${(error as Error).message}`);
      }
    }
  }
  return { sites: siteIds.length, ms: Math.round(performance.now() - started), failed };
};
