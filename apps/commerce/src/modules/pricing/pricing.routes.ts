import { createRoute, type OpenAPIHono } from '@hono/zod-openapi';
import { PriceGroupsResponse, readResponses } from '../../contract';
import { requireTenant, SiteIdParam } from '../../lib/tenant';
import type { PriceGroupSource } from './price-context';

const priceGroupsRoute = createRoute({
  method: 'get',
  path: '/pricing/v1/{siteId}/price-groups',
  tags: ['pricing'],
  request: { params: SiteIdParam },
  responses: readResponses(PriceGroupsResponse, 'Retail price groups of the site'),
});

/** The storefront keys cached pages only by these groups (issue 18). */
export const registerPricingRoutes = (
  // biome-ignore lint/suspicious/noExplicitAny: modules mount on the app whatever its Env
  app: OpenAPIHono<any>,
  deps: { groups: PriceGroupSource },
): void => {
  app.openapi(priceGroupsRoute, async (c) => {
    const tenant = requireTenant(c.req.valid('param').siteId);
    const { retail } = await deps.groups.sitePriceGroups(tenant.siteId);
    return c.json({ siteId: tenant.siteId, priceGroups: [...retail] }, 200);
  });
};
