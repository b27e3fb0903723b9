import { createRoute, type OpenAPIHono } from '@hono/zod-openapi';
import type { Context } from 'hono';
import type { z } from 'zod';
import { ErrorResponse, SearchResponse } from '../../contract';
import { notFound } from '../../lib/errors';
import { say, type Text } from '../../lib/local-words';
import { requireTenant, SiteIdParam } from '../../lib/tenant';
import { catalogueBusinessMode, type IdentityStore } from '../identity';
import { type PriceGroupSource, priceContextOf } from '../pricing';
import { SearchQuery } from './search.schemas';
import { type SearchRepo, search } from './search.service';

const responses = {
  200: {
    description: 'One page, the total and every facet',
    content: { 'application/json': { schema: SearchResponse } },
  },
  400: { description: 'Bad parameter', content: { 'application/json': { schema: ErrorResponse } } },
  404: {
    description: 'Unknown site, category or collection',
    content: { 'application/json': { schema: ErrorResponse } },
  },
};

/** A category or collection the site does not have, said in the site's language. */
const UNKNOWN: Record<'categoryId' | 'collectionId', Text> = {
  categoryId: ['Categoría desconocida: {id}', 'Categoria desconhecida: {id}'],
  collectionId: ['Colección desconocida: {id}', 'Coleção desconhecida: {id}'],
};

const routes = [
  createRoute({
    method: 'get',
    path: '/search/v1/{siteId}',
    tags: ['search'],
    request: { params: SiteIdParam, query: SearchQuery },
    responses,
  }),
  createRoute({
    method: 'get',
    path: '/search/v1/{siteId}/category/products',
    tags: ['search'],
    request: {
      params: SiteIdParam,
      query: SearchQuery.extend({ categoryId: SearchQuery.shape.categoryId.unwrap() }),
    },
    responses,
  }),
  createRoute({
    method: 'get',
    path: '/search/v1/{siteId}/collections/products',
    tags: ['search'],
    request: {
      params: SiteIdParam,
      query: SearchQuery.extend({ collectionId: SearchQuery.shape.collectionId.unwrap() }),
    },
    responses,
  }),
];

export interface SearchRouteDeps {
  /** Sessions: a company's reads its business prices (`catalogueBusinessMode`). */
  identity?: IdentityStore;
  repo: SearchRepo;
  priceGroups: PriceGroupSource;
  clock: () => Date;
}

// biome-ignore lint/suspicious/noExplicitAny: modules mount on the app whatever its Env
export const registerSearchRoutes = (app: OpenAPIHono<any>, deps: SearchRouteDeps): void => {
  const handler = async (c: Context) => {
    const { siteId } = c.req.valid('param' as never) as z.infer<typeof SiteIdParam>;
    const query = c.req.valid('query' as never) as z.infer<typeof SearchQuery>;
    const tenant = requireTenant(siteId);
    const price = await priceContextOf(deps.priceGroups, tenant, {
      priceGroup: query.priceGroup,
      businessMode: await catalogueBusinessMode(deps.identity, c, deps.clock(), tenant.code),
    });
    const result = await search({ repo: deps.repo, tenant, now: deps.clock(), price }, query);
    if ('notFound' in result) {
      const id = result.notFound === 'categoryId' ? query.categoryId : query.collectionId;
      throw notFound(say(UNKNOWN[result.notFound], tenant, { id: id ?? '' }), result.notFound);
    }
    return c.json(result, 200);
  };
  for (const route of routes) {
    // biome-ignore lint/suspicious/noExplicitAny: one handler serves the three search routes
    app.openapi(route, handler as any);
  }
};
