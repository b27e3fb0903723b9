import type { Tenant } from '@fierro/tenants';
import type { TypeaheadResponse } from '../../contract';
import { bestPrice, type PriceRow, resolvePrices } from '../product/pricing';
import { fold } from '../search/typo';

/** What typeahead reads from storage: suggestions of one site for a folded prefix. */
export interface TypeaheadRepo {
  suggest(args: { siteId: string; prefix: string; limit: number }): Promise<{
    terms: TypeaheadResponse['terms'];
    categories: TypeaheadResponse['categories'];
    brands: TypeaheadResponse['brands'];
    products: Array<
      Omit<TypeaheadResponse['products'][number], 'price'> & { priceRows: PriceRow[] }
    >;
  }>;
}

/** Shorter prefixes suggest nothing (every word would match). */
export const MIN_PREFIX = 2;
export const SUGGESTION_LIMIT = 6;

/**
 * The site whose typeahead service answers. The registry may route a site to another site's
 * service (spec §7: Mexico uses Chile's) while the suggestions stay the site's own.
 */
export const typeaheadServiceOf = (tenant: Tenant): string => tenant.typeaheadServiceSiteId;

/** Normalised prefix: accents and case folded, spaces collapsed. */
export const normalisePrefix = (term: string): string => fold(term).trim().replace(/\s+/g, ' ');

export const typeahead = async (
  deps: { repo: TypeaheadRepo; tenant: Tenant; now: Date },
  q: { term: string; priceGroup?: string },
): Promise<TypeaheadResponse> => {
  const prefix = normalisePrefix(q.term);
  const serviceSiteId = typeaheadServiceOf(deps.tenant);
  if (prefix.length < MIN_PREFIX) {
    return { term: prefix, serviceSiteId, terms: [], categories: [], brands: [], products: [] };
  }
  const found = await deps.repo.suggest({
    siteId: deps.tenant.siteId,
    prefix,
    limit: SUGGESTION_LIMIT,
  });
  return {
    term: prefix,
    serviceSiteId,
    terms: found.terms,
    categories: found.categories,
    brands: found.brands,
    products: found.products.map(({ priceRows, ...p }) => ({
      ...p,
      price: bestPrice(resolvePrices(priceRows, q.priceGroup ?? null, deps.now)),
    })),
  };
};
