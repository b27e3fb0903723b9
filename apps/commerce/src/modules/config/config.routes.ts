import { createRoute, type OpenAPIHono } from '@hono/zod-openapi';
import { ErrorResponse, FeaturesConfigResponse } from '../../contract';
import { requireTenant, SiteIdParam } from '../../lib/tenant';
import { featuresConfig } from './config.service';

const featuresRoute = createRoute({
  method: 'get',
  path: '/config/v1/{siteId}/features/config/features',
  tags: ['config'],
  request: { params: SiteIdParam },
  responses: {
    200: {
      description: 'Feature flags of the site',
      content: { 'application/json': { schema: FeaturesConfigResponse } },
    },
    400: {
      description: 'Bad parameter',
      content: { 'application/json': { schema: ErrorResponse } },
    },
    404: {
      description: 'Unknown site',
      content: { 'application/json': { schema: ErrorResponse } },
    },
  },
});

// biome-ignore lint/suspicious/noExplicitAny: modules mount on the app whatever its Env
export const registerConfigRoutes = (app: OpenAPIHono<any>): void => {
  app.openapi(featuresRoute, (c) => {
    const { siteId } = c.req.valid('param');
    return c.json(featuresConfig(requireTenant(siteId)), 200);
  });
};
