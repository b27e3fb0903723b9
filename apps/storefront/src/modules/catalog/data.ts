import 'server-only';
import type { Tenant } from '@fierro/tenants';
import { searchCatalogue } from '../../lib/commerce';
import { shopperOf } from '../../lib/site/shopper';
import { catalogueQuery, type SearchParams } from './query';

/** Loads a listing or search for the request's shopper (the cached read keys on the price group). */
export async function loadListing(
  tenant: Tenant,
  scope: { categoryId?: string; collectionId?: string },
  sp: SearchParams,
) {
  const shopper = await shopperOf(tenant);
  const query = { ...catalogueQuery(sp, shopper), ...scope };
  return { shopper, result: await searchCatalogue(tenant.siteId, query) };
}
