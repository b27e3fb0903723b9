import type { Tenant } from '@fierro/tenants';
import { notFound } from 'next/navigation';
import {
  type CatalogueView,
  parseQuerySegment,
  parseViewSegment,
  type QueryValues,
} from './catalogue-view';
import { tenantOf } from './site';

/**
 * The site and view of a cached catalogue route (`/{site}/v/{view}/...`). A segment the proxy
 * never writes (someone typed it, or the build's sample) is the 404 page.
 */
export async function viewOf(
  params: Promise<{ site: string; view: string }>,
): Promise<{ tenant: Tenant; view: CatalogueView }> {
  const tenant = await tenantOf(params);
  const view = parseViewSegment((await params).view);
  if (!view) notFound();
  return { tenant, view };
}

export function queryOf(segment: string): QueryValues {
  const query = parseQuerySegment(segment);
  if (!query) notFound();
  return query;
}

/** The listing shopper of a cached page: its price group, never a zone or store. */
export const viewShopper = (view: CatalogueView) => ({
  priceGroup: view.priceGroup,
  zoneId: null,
  storeId: null,
  business: view.business,
});

export { BUILD_SAMPLE } from './catalogue-view';
