import { createRoute, type OpenAPIHono } from '@hono/zod-openapi';
import { z } from 'zod';
import {
  DeliveryEstimatesResponse,
  DeliveryMethod,
  MonthlyInstallmentsResponse,
  PromotionInfoResponse,
  QueryFields,
  readResponses,
} from '../../contract';
import { badRequest, notFound } from '../../lib/errors';
import { say, type Text } from '../../lib/local-words';
import { requireTenant, SiteIdParam } from '../../lib/tenant';
import { catalogueBusinessMode, type IdentityStore } from '../identity';
import { type PriceGroupSource, priceContextOf } from '../pricing';
import { type DeliveryRepo, deliveryEstimates } from './delivery.service';
import { monthlyInstallments, type OffersRepo, promotionInfo } from './offers.service';

/** Spec §5: maximum cart quantity 9999. */
export const MAX_QUANTITY = 9999;
const quantity = z.coerce
  .number()
  .int('quantity debe ser un entero')
  .min(1, 'quantity: al menos 1')
  .max(MAX_QUANTITY, `quantity: máximo ${MAX_QUANTITY}`);

/** What these routes answer a shopper, in the site's language. */
const NOT_OFFERED: Text = [
  'Este sitio no ofrece esa forma de entrega',
  'Este site não oferece essa forma de entrega',
];
const UNKNOWN: Record<'skuId' | 'zoneId', Text> = {
  skuId: ['Producto desconocido: {id}', 'Produto desconhecido: {id}'],
  zoneId: ['Zona desconocida: {id}', 'Zona desconhecida: {id}'],
};

const siteQuery = z.object({ siteId: SiteIdParam.shape.siteId });

export const DeliveryQuery = siteQuery.extend({
  skuId: QueryFields.skuId,
  quantity: quantity.default(1),
  deliveryMethod: DeliveryMethod.optional(),
  zoneId: QueryFields.zoneId,
  storeId: QueryFields.storeId,
});

const estimatesRoute = createRoute({
  method: 'get',
  path: '/checkout/v1/shipments/delivery-estimates/products',
  tags: ['checkout'],
  request: { query: DeliveryQuery },
  responses: readResponses(DeliveryEstimatesResponse, 'Dates and cost per delivery method'),
});

const installmentsRoute = createRoute({
  method: 'get',
  path: '/checkout/v1/installments',
  tags: ['checkout'],
  request: {
    query: siteQuery.extend({
      skuId: QueryFields.skuId,
      quantity: quantity.default(1),
      priceGroup: QueryFields.priceGroup,
      consumer: QueryFields.consumer,
    }),
  },
  responses: readResponses(MonthlyInstallmentsResponse, 'Monthly installments per bank plan'),
});

const promotionsRoute = createRoute({
  method: 'get',
  path: '/checkout/v1/promotions',
  tags: ['checkout'],
  request: { query: siteQuery.extend({ skuId: QueryFields.skuId }) },
  responses: readResponses(PromotionInfoResponse, 'Promotions running today on a SKU'),
});

export interface DeliveryRouteDeps {
  /** Sessions: a company's reads its business prices (`catalogueBusinessMode`). */
  identity?: IdentityStore;
  delivery?: DeliveryRepo;
  offers?: OffersRepo;
  priceGroups: PriceGroupSource;
  clock: () => Date;
}

// biome-ignore lint/suspicious/noExplicitAny: modules mount on the app whatever its Env
export const registerDeliveryRoutes = (app: OpenAPIHono<any>, deps: DeliveryRouteDeps): void => {
  const { delivery, offers, clock } = deps;
  if (delivery) {
    app.openapi(estimatesRoute, async (c) => {
      const { siteId, ...q } = c.req.valid('query');
      const tenant = requireTenant(siteId);
      const found = await deliveryEstimates({ repo: delivery, tenant, now: clock() }, q);
      if ('notOffered' in found) throw badRequest(say(NOT_OFFERED, tenant), 'deliveryMethod');
      if ('notFound' in found) {
        const id = q[found.notFound] ?? '';
        throw notFound(say(UNKNOWN[found.notFound], tenant, { id }), found.notFound);
      }
      return c.json(found, 200);
    });
  }
  if (offers) {
    app.openapi(installmentsRoute, async (c) => {
      const q = c.req.valid('query');
      const tenant = requireTenant(q.siteId);
      const price = await priceContextOf(deps.priceGroups, tenant, {
        priceGroup: q.priceGroup,
        businessMode: await catalogueBusinessMode(deps.identity, c, clock(), tenant.code),
      });
      const found = await monthlyInstallments({ repo: offers, now: clock(), tenant, price }, q);
      if (!found) throw notFound(say(UNKNOWN.skuId, tenant, { id: q.skuId }), 'skuId');
      return c.json(found, 200);
    });
    app.openapi(promotionsRoute, async (c) => {
      const q = c.req.valid('query');
      const tenant = requireTenant(q.siteId);
      const found = await promotionInfo({ repo: offers, now: clock() }, q);
      if (!found) throw notFound(say(UNKNOWN.skuId, tenant, { id: q.skuId }), 'skuId');
      return c.json(found, 200);
    });
  }
};
