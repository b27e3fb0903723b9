import { createRoute, type OpenAPIHono } from '@hono/zod-openapi';
import { z } from 'zod';
import { ErrorResponse, ProductResponse } from '../../contract';
import { notFound } from '../../lib/errors';
import { requireTenant, SiteIdParam } from '../../lib/tenant';
import { type ProductRepo, productPage } from './product.service';

export const ProductQuery = z.object({
  productId: z.string().regex(/^\d{1,12}$/, 'productId: de 1 a 12 dígitos'),
  variantId: z
    .string()
    .regex(/^\d{4,7}\w?-?\w?$|^\d{1,12}$/, 'variantId inválido')
    .optional(),
  zoneId: z
    .string()
    .regex(/^[\w-]{1,24}$/, 'zoneId inválido')
    .optional(),
  storeId: z
    .string()
    .regex(/^[\w-]{1,24}$/, 'storeId inválido')
    .optional(),
  priceGroup: z
    .string()
    .regex(/^\d{1,6}$/, 'priceGroup: de 1 a 6 dígitos')
    .optional(),
  channel: z
    .string()
    .regex(/^[a-zA-Z]{1,12}$/, 'channel inválido')
    .default('web'),
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
  repo: ProductRepo;
  clock: () => Date;
}

// biome-ignore lint/suspicious/noExplicitAny: modules mount on the app whatever its Env
export const registerProductRoutes = (app: OpenAPIHono<any>, deps: ProductRouteDeps): void => {
  app.openapi(productRoute, async (c) => {
    const { siteId } = c.req.valid('param');
    const q = c.req.valid('query');
    const tenant = requireTenant(siteId);
    const page = await productPage({ repo: deps.repo, tenant, now: deps.clock() }, q);
    if ('notFound' in page) {
      throw notFound(`Producto desconocido: ${q[page.notFound]}`, page.notFound);
    }
    return c.json(page, 200);
  });
};
