import type { Db } from '@fierro/db';
import { getTenantBySiteId } from '@fierro/tenants';
import { createRoute, type OpenAPIHono, z } from '@hono/zod-openapi';
import { ErrorResponse, MembershipResponse } from '../../contract';
import { type IdentityStore, sessionAsker } from '../identity';
import { membershipOf } from './loyalty';

const json = <T extends z.ZodType>(schema: T, description: string) => ({
  description,
  content: { 'application/json': { schema } },
});

const route = createRoute({
  method: 'get',
  path: '/myaccount/v1/membership',
  tags: ['account'],
  summary: "The signed-in shopper's membership tier and store-card points on a site",
  request: {
    query: z.object({
      siteId: z.string().regex(/^[a-z]{2,12}$/),
      page: z.coerce.number().int().min(1).max(1000).default(1),
      perPage: z.coerce.number().int().min(1).max(50).default(10),
    }),
  },
  responses: {
    200: json(MembershipResponse, 'Tier, progress to the next, points balance and history'),
    401: json(ErrorResponse, 'Sign in first'),
    404: json(ErrorResponse, 'The site has no store-card programme'),
  },
});

const TEXT = {
  signIn: ['Inicia sesión para ver tu membresía', 'Entre na sua conta para ver sua assinatura'],
  none: ['Este sitio no tiene programa de puntos', 'Este site não tem programa de pontos'],
} as const;

export const registerLoyaltyRoutes = (
  // biome-ignore lint/suspicious/noExplicitAny: modules mount on the app whatever its Env
  app: OpenAPIHono<any>,
  deps: { db: Db; identity: IdentityStore; clock: () => Date },
) => {
  app.openapi(route, async (c) => {
    const q = c.req.valid('query');
    const tenant = getTenantBySiteId(q.siteId);
    const lang = tenant?.lang === 'pr' ? 1 : 0;
    const now = deps.clock();
    const asker = await sessionAsker(deps.identity, c, now, false);
    if (!asker.userId) {
      return c.json({ errors: [{ code: 'UNAUTHENTICATED', message: TEXT.signIn[lang] }] }, 401);
    }
    const found = tenant
      ? await membershipOf(deps.db, tenant, asker.userId, now, q.page, q.perPage)
      : null;
    if (!found) return c.json({ errors: [{ code: 'NOT_FOUND', message: TEXT.none[lang] }] }, 404);
    return c.json(found, 200);
  });
};
