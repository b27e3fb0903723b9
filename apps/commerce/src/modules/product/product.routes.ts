import { createRoute, type OpenAPIHono } from '@hono/zod-openapi';
import { z } from 'zod';
import { ErrorResponse, ProductResponse, QueryFields } from '../../contract';
import { notFound } from '../../lib/errors';
import { say } from '../../lib/local-words';
import { requireTenant, SiteIdParam } from '../../lib/tenant';
import { catalogueBusinessMode, type IdentityStore } from '../identity';
import { type PriceGroupSource, priceContextOf } from '../pricing';
import { type ProductRepo, productPage } from './product.service';
import { UNKNOWN } from './product-extras.routes';

export const ProductQuery = z.object({
  productId: QueryFields.productId,
  variantId: QueryFields.variantId.optional(),
  zoneId: QueryFields.zoneId,
  storeId: QueryFields.storeId,
  priceGroup: QueryFields.priceGroup,
  consumer: QueryFields.consumer,
  channel: QueryFields.channel,
});

const productRoute = createRoute({
  method: 'get',
  path: '/product/v2/{siteId}',
  tags: ['product'],
  request: { params: SiteIdParam, query: ProductQuery },
  responses: {
    200: {
      description: 'Everything a product page shows',
      content: { 'application/json': { schema: ProductResponse } },
    },
    400: {
      description: 'Bad parameter',
      content: { 'application/json': { schema: ErrorResponse } },
    },
    404: {
      description: 'Unknown site, product or variant',
      content: { 'application/json': { schema: ErrorResponse } },
    },
  },
});

export interface ProductRouteDeps {
  /** Sessions: a company's reads its business prices (`catalogueBusinessMode`). */
  identity?: IdentityStore;
  repo: ProductRepo;
  priceGroups: PriceGroupSource;
  clock: () => Date;
}

// biome-ignore lint/suspicious/noExplicitAny: modules mount on the app whatever its Env
export const registerProductRoutes = (app: OpenAPIHono<any>, deps: ProductRouteDeps): void => {
  app.openapi(productRoute, async (c) => {
    const { siteId } = c.req.valid('param');
    const q = c.req.valid('query');
    const tenant = requireTenant(siteId);
    const price = await priceContextOf(deps.priceGroups, tenant, {
      priceGroup: q.priceGroup,
      businessMode: await catalogueBusinessMode(deps.identity, c, deps.clock(), tenant.code),
    });
    const page = await productPage({ repo: deps.repo, tenant, now: deps.clock(), price }, q);
    if ('notFound' in page) {
      const id = q[page.notFound] ?? '';
      throw notFound(say(UNKNOWN[page.notFound], tenant, { id }), page.notFound);
    }
    return c.json(page, 200);
  });
};
