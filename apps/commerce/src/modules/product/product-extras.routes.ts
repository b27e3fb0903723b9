import { createRoute, type OpenAPIHono } from '@hono/zod-openapi';
import { z } from 'zod';
import {
  LinkedProductsResponse,
  ProductDetailsResponse,
  ProductInfoResponse,
  QueryFields,
  RelatedProductsResponse,
  readResponses,
} from '../../contract';
import { notFound } from '../../lib/errors';
import { say, type Text } from '../../lib/local-words';
import { requireTenant, SiteIdParam } from '../../lib/tenant';
import { catalogueBusinessMode, type IdentityStore } from '../identity';
import { type PriceGroupSource, priceContextOf } from '../pricing';
import {
  type LinkKind,
  type ProductExtrasRepo,
  productLinks,
  UPSELL_DEFAULT,
  UPSELL_MAX,
} from './product-extras.service';

/** A product or variant the site does not have, said in the site's language. */
export const UNKNOWN: Record<'productId' | 'variantId', Text> = {
  productId: ['Producto desconocido: {id}', 'Produto desconhecido: {id}'],
  variantId: ['Variante desconocida: {id}', 'Variante desconhecida: {id}'],
};

const LinksQuery = z.object({
  productId: QueryFields.productId,
  priceGroup: QueryFields.priceGroup,
  consumer: QueryFields.consumer,
  zoneId: QueryFields.zoneId,
  channel: QueryFields.channel,
  limit: z.coerce.number().int().min(1).max(UPSELL_MAX).default(UPSELL_DEFAULT),
});

const linksRoute = (kind: LinkKind) =>
  createRoute({
    method: 'get',
    path: `/product/v2/{siteId}/${kind}-products`,
    tags: ['product'],
    request: { params: SiteIdParam, query: LinksQuery },
    responses: readResponses(
      kind === 'linked' ? LinkedProductsResponse : RelatedProductsResponse,
      `Cards of the ${kind} products`,
    ),
  });

const detailsRoute = createRoute({
  method: 'get',
  path: '/product/v1/{siteId}/productDetails',
  tags: ['product'],
  request: { params: SiteIdParam, query: z.object({ variantId: QueryFields.variantId }) },
  responses: readResponses(ProductDetailsResponse, 'One variant: ids, attributes, media'),
});

const infoRoute = createRoute({
  method: 'get',
  path: '/product/v1/{siteId}/product-info',
  tags: ['product'],
  request: { params: SiteIdParam, query: z.object({ productId: QueryFields.productId }) },
  responses: readResponses(ProductInfoResponse, 'Product names, description and variant ids'),
});

export const registerProductExtrasRoutes = (
  // biome-ignore lint/suspicious/noExplicitAny: modules mount on the app whatever its Env
  app: OpenAPIHono<any>,
  deps: {
    repo: ProductExtrasRepo;
    priceGroups: PriceGroupSource;
    clock: () => Date;
    identity?: IdentityStore;
  },
): void => {
  for (const kind of ['linked', 'related'] as const) {
    app.openapi(linksRoute(kind), async (c) => {
      const tenant = requireTenant(c.req.valid('param').siteId);
      const q = c.req.valid('query');
      const price = await priceContextOf(deps.priceGroups, tenant, {
        priceGroup: q.priceGroup,
        businessMode: await catalogueBusinessMode(deps.identity, c, deps.clock(), tenant.code),
      });
      const found = await productLinks(
        { repo: deps.repo, tenant, now: deps.clock(), price },
        { ...q, kind },
      );
      if (!found) throw notFound(say(UNKNOWN.productId, tenant, { id: q.productId }), 'productId');
      return c.json(found, 200);
    });
  }
  app.openapi(detailsRoute, async (c) => {
    const { siteId } = c.req.valid('param');
    const { variantId } = c.req.valid('query');
    const tenant = requireTenant(siteId);
    const found = await deps.repo.details(siteId, variantId);
    if (!found) throw notFound(say(UNKNOWN.variantId, tenant, { id: variantId }), 'variantId');
    return c.json(found, 200);
  });
  app.openapi(infoRoute, async (c) => {
    const { siteId } = c.req.valid('param');
    const { productId } = c.req.valid('query');
    const tenant = requireTenant(siteId);
    const found = await deps.repo.info(siteId, productId);
    if (!found) throw notFound(say(UNKNOWN.productId, tenant, { id: productId }), 'productId');
    return c.json(found, 200);
  });
};
