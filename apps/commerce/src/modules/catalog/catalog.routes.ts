import { createRoute, type OpenAPIHono } from '@hono/zod-openapi';
import { z } from 'zod';
import { CategoryTreeResponse, readResponses } from '../../contract';
import { requireTenant, SiteIdParam } from '../../lib/tenant';
import {
  type CatalogRepo,
  categoryTree,
  DEFAULT_TREE_DEPTH,
  MAX_TREE_DEPTH,
} from './catalog.service';

export const CategoryTreeQuery = z.object({
  depth: z.coerce
    .number()
    .int('depth debe ser un entero')
    .min(1, 'depth: al menos 1')
    .max(MAX_TREE_DEPTH, `depth: como máximo ${MAX_TREE_DEPTH}`)
    .default(DEFAULT_TREE_DEPTH),
});

const treeRoute = createRoute({
  method: 'get',
  path: '/catalog/v1/{siteId}/category-tree',
  tags: ['catalog'],
  request: { params: SiteIdParam, query: CategoryTreeQuery },
  responses: readResponses(
    CategoryTreeResponse,
    'Departments and their subcategories down to depth (the storefront department menu)',
  ),
});

// biome-ignore lint/suspicious/noExplicitAny: modules mount on the app whatever its Env
export const registerCatalogRoutes = (app: OpenAPIHono<any>, deps: { repo: CatalogRepo }) => {
  app.openapi(treeRoute, async (c) => {
    const { siteId } = c.req.valid('param');
    requireTenant(siteId);
    const { depth } = c.req.valid('query');
    // Immutable until the next import (the repo rebuilds it then): shared caches may keep it.
    c.header('Cache-Control', 'public, max-age=60, stale-while-revalidate=300');
    return c.json(await categoryTree(deps.repo, siteId, depth), 200);
  });
};
