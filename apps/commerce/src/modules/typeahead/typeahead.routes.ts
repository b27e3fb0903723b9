import { createRoute, type OpenAPIHono } from '@hono/zod-openapi';
import { z } from 'zod';
import { QueryFields, readResponses, TextField, TypeaheadResponse } from '../../contract';
import { requireTenant, SiteIdParam } from '../../lib/tenant';
import { catalogueBusinessMode, type IdentityStore } from '../identity';
import { type PriceGroupSource, priceContextOf } from '../pricing';
import { type TypeaheadRepo, typeahead } from './typeahead.service';

export const TypeaheadQuery = z.object({
  term: TextField('term', 60),
  channel: QueryFields.channel,
  priceGroup: QueryFields.priceGroup,
  consumer: QueryFields.consumer,
});

const route = createRoute({
  method: 'get',
  path: '/s/typeahead/v1/{siteId}',
  tags: ['typeahead'],
  request: { params: SiteIdParam, query: TypeaheadQuery },
  responses: readResponses(TypeaheadResponse, 'Terms, categories, brands and products'),
});

export const registerTypeaheadRoutes = (
  // biome-ignore lint/suspicious/noExplicitAny: modules mount on the app whatever its Env
  app: OpenAPIHono<any>,
  deps: {
    repo: TypeaheadRepo;
    priceGroups: PriceGroupSource;
    clock: () => Date;
    identity?: IdentityStore;
  },
): void => {
  app.openapi(route, async (c) => {
    const tenant = requireTenant(c.req.valid('param').siteId);
    const q = c.req.valid('query');
    const price = await priceContextOf(deps.priceGroups, tenant, {
      priceGroup: q.priceGroup,
      businessMode: await catalogueBusinessMode(deps.identity, c, deps.clock(), tenant.code),
    });
    return c.json(await typeahead({ repo: deps.repo, tenant, now: deps.clock(), price }, q), 200);
  });
};
