import { createRoute, type OpenAPIHono } from '@hono/zod-openapi';
import { z } from 'zod';
import {
  Audience,
  BannersResponse,
  HomeContentResponse,
  readResponses,
  SmartBannerResponse,
} from '../../contract';
import { notFound } from '../../lib/errors';
import { requireTenant, SiteIdParam } from '../../lib/tenant';
import { banners, type ContentRepo, homeContent } from './content.service';

const homeRoute = createRoute({
  method: 'get',
  path: '/content/v1/{siteId}/home',
  tags: ['content'],
  request: { params: SiteIdParam, query: z.object({ audience: Audience.default('guest') }) },
  responses: readResponses(HomeContentResponse, 'Home banners, showcases and brands'),
});

const bannersRoute = createRoute({
  method: 'get',
  path: '/content/v1/{siteId}/banners/{placement}',
  tags: ['content'],
  request: {
    params: SiteIdParam.extend({ placement: z.enum(['header', 'content', 'no-result']) }),
  },
  responses: readResponses(BannersResponse, 'Header, content or no-search-result banners'),
});

const smartBannerRoute = createRoute({
  method: 'get',
  path: '/search/v1/{siteId}/smart-banner/{smartBannerId}',
  tags: ['search'],
  request: {
    params: SiteIdParam.extend({
      smartBannerId: z.string().regex(/^[\w-]{1,40}$/, 'smartBannerId inválido'),
    }),
  },
  responses: readResponses(SmartBannerResponse, 'A smart banner of the search pages'),
});

export const registerContentRoutes = (
  // biome-ignore lint/suspicious/noExplicitAny: modules mount on the app whatever its Env
  app: OpenAPIHono<any>,
  deps: { repo: ContentRepo; clock: () => Date },
): void => {
  app.openapi(homeRoute, async (c) => {
    const { siteId } = c.req.valid('param');
    requireTenant(siteId);
    return c.json(await homeContent(deps.repo, siteId, c.req.valid('query').audience), 200);
  });
  app.openapi(bannersRoute, async (c) => {
    const { siteId, placement } = c.req.valid('param');
    requireTenant(siteId);
    return c.json(await banners(deps.repo, siteId, placement, deps.clock()), 200);
  });
  app.openapi(smartBannerRoute, async (c) => {
    const { siteId, smartBannerId } = c.req.valid('param');
    requireTenant(siteId);
    const banner = await deps.repo.smartBanner(siteId, smartBannerId);
    if (!banner) throw notFound(`Banner desconocido: ${smartBannerId}`, 'smartBannerId');
    return c.json(banner, 200);
  });
};
