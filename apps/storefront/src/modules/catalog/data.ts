import 'server-only';
import type { Tenant } from '@fierro/tenants';
import { searchCatalogue } from '../../lib/commerce';
import { catalogueQuery, type SearchParams } from './query';

/** What a listing varies by: the price group; zone and store only for availability filters. */
export interface ListingShopper {
  priceGroup: string | null;
  zoneId: string | null;
  storeId: string | null;
  business: boolean;
}

/** Loads a listing or search (the cached read keys on the price group and the query). */
export function loadListing(
  tenant: Tenant,
  scope: { categoryId?: string; collectionId?: string },
  sp: SearchParams,
  shopper: ListingShopper,
) {
  return searchCatalogue(tenant.siteId, { ...catalogueQuery(sp, shopper), ...scope });
}
