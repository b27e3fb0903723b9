import type { Tenant } from '@fierro/tenants';
import type pg from 'pg';
import { siteIndex } from '../../lib/site-index';
import { GUEST, groupsOf, type Shopper, type SitePriceGroups } from './price-rule';

/** What a price is asked for: the shopper's price groups (most specific last) and the shopper. */
export interface PriceContext {
  groups: readonly string[];
  shopper: Shopper;
}

/** The price context of a catalogue read: no groups, a guest. */
export const BASE_PRICES: PriceContext = { groups: [], shopper: GUEST };

/** Where the site's price groups come from (the `price_groups` table, or a test's list). */
export interface PriceGroupSource {
  sitePriceGroups(siteId: string): Promise<SitePriceGroups>;
}

/** The site's price groups from PostgreSQL, held per catalogue version (an import moves it). */
export const pgPriceGroups = (pool: pg.Pool): PriceGroupSource => ({
  sitePriceGroups: (siteId) =>
    siteIndex(pool, siteId, 'price-groups', async (): Promise<SitePriceGroups> => {
      const { rows } = await pool.query<{ g: string; business: boolean }>({
        name: 'pricing-site-price-groups',
        text: `SELECT price_group AS g, business FROM price_groups WHERE site_id = $1
          ORDER BY price_group`,
        values: [siteId],
      });
      return {
        retail: rows.filter((r) => !r.business).map((r) => r.g),
        business: rows.find((r) => r.business)?.g ?? null,
      };
    }),
});

/** A fixed list of price groups (tests and stores without a price_groups table). */
export const fixedPriceGroups = (groups: SitePriceGroups): PriceGroupSource => ({
  sitePriceGroups: async () => groups,
});

/**
 * The price context of a request: the asked price group only when it is one of the site's retail
 * groups (a made-up value is the base list, never a cache key of its own), business mode from the
 * request or the site (dicico), and the business group from the shopper, never from the request.
 */
export const priceContextOf = async (
  source: PriceGroupSource,
  tenant: Pick<Tenant, 'siteId' | 'businessOnly'>,
  ask: { priceGroup?: string | null; businessMode?: boolean },
  shopper: Shopper = GUEST,
): Promise<PriceContext> => {
  const who: Shopper = {
    ...shopper,
    businessMode: shopper.businessMode || ask.businessMode === true || tenant.businessOnly,
  };
  const site = await source.sitePriceGroups(tenant.siteId);
  return { groups: groupsOf(ask.priceGroup, who, site), shopper: who };
};
