import { createRoute, type OpenAPIHono } from '@hono/zod-openapi';
import { z } from 'zod';
import { QueryFields, readResponses, ZoneFacilityResponse } from '../../contract';
import { notFound } from '../../lib/errors';
import { requireTenant, SiteIdParam } from '../../lib/tenant';
import { type InventoryRepo, zoneFacility } from './inventory.service';

const route = createRoute({
  method: 'get',
  path: '/product/v1/{siteId}/zone-facility',
  tags: ['product'],
  request: {
    params: SiteIdParam,
    query: z.object({
      variantId: QueryFields.variantId,
      zoneId: QueryFields.zoneId.unwrap(),
    }),
  },
  responses: readResponses(ZoneFacilityResponse, 'Stock of a variant by facility for a zone'),
});

// biome-ignore lint/suspicious/noExplicitAny: modules mount on the app whatever its Env
export const registerInventoryRoutes = (app: OpenAPIHono<any>, deps: { repo: InventoryRepo }) => {
  app.openapi(route, async (c) => {
    const { siteId } = c.req.valid('param');
    const { variantId, zoneId } = c.req.valid('query');
    requireTenant(siteId);
    const found = await zoneFacility(deps.repo, siteId, variantId, zoneId);
    if ('notFound' in found) {
      const id = found.notFound === 'variantId' ? variantId : zoneId;
      throw notFound(`No existe: ${id}`, found.notFound);
    }
    return c.json(found, 200);
  });
};
