import type { Tenant } from '@fierro/tenants';
import type { ProductCard, TypeaheadResponse } from '../../contract';
import type { PriceContext } from '../pricing';
import { fold } from '../search';

/** What typeahead reads from storage: suggestions of one site for a folded prefix. */
export interface TypeaheadRepo {
  suggest(args: { siteId: string; prefix: string; limit: number }): Promise<{
    terms: TypeaheadResponse['terms'];
    categories: TypeaheadResponse['categories'];
    brands: TypeaheadResponse['brands'];
    /** Suggested products, best first. */
    productIds: string[];
  }>;
  /** Product cards in the given order, priced for the shopper. */
  cards(
    tenant: Tenant,
    productIds: string[],
    price: PriceContext,
    now: Date,
  ): Promise<ProductCard[]>;
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
  deps: { repo: TypeaheadRepo; tenant: Tenant; now: Date; price: PriceContext },
  q: { term: string },
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
  const cards = await deps.repo.cards(deps.tenant, found.productIds, deps.price, deps.now);
  return {
    term: prefix,
    serviceSiteId,
    terms: found.terms,
    categories: found.categories,
    brands: found.brands,
    products: cards.map((c) => ({
      productId: c.productId,
      skuId: c.skuId,
      displayName: c.displayName,
      slug: c.slug,
      image: c.images[0] ?? null,
      price: c.pricing.paid
        ? { type: c.pricing.paid.type, amount: c.pricing.paid.amount, currency: c.pricing.currency }
        : null,
    })),
  };
};
