import { createRoute, type OpenAPIHono } from '@hono/zod-openapi';
import type { Env } from 'hono';
import { z } from 'zod';
import {
  RefreshSessionRequest,
  RefreshSessionResponse,
  UserDetailsResponse,
} from '../../contract/identity';
import type { IdentityRouteDeps } from './identity.deps';
import { missingTenant, parseBody, sessionIdOf, tenantOf } from './identity.http';
import { refreshSession, userDetails } from './session.service';

const headers = z.object({ 'tenant-b2b': z.string(), 'x-channel-id': z.string().optional() });
const json = <T extends z.ZodType>(schema: T, description: string) => ({
  content: { 'application/json': { schema } },
  description,
});

export function mountSessionRoutes<E extends Env>(app: OpenAPIHono<E>, deps: IdentityRouteDeps) {
  app.openAPIRegistry.registerPath(
    createRoute({
      method: 'post',
      path: '/session/refresh',
      tags: ['session'],
      request: {
        headers,
        body: { content: { 'application/json': { schema: RefreshSessionRequest } } },
      },
      responses: {
        200: json(RefreshSessionResponse, 'Session state (unknown or expired: inactive)'),
      },
    }),
  );
  app.post('/session/refresh', async (c) => {
    const tenant = tenantOf(c);
    if (!tenant) return missingTenant(c);
    const body = await parseBody(c, RefreshSessionRequest);
    if (!body.ok) return body.response;
    // A session of another tenant is inactive here (its cookie domain is another site's).
    const state = await refreshSession(
      { store: deps.store, now: deps.clock(), tenant: tenant.code },
      body.data.sessionId,
    );
    return c.json(state);
  });

  app.openAPIRegistry.registerPath(
    createRoute({
      method: 'get',
      path: '/session/user',
      tags: ['session'],
      request: { headers: headers.extend({ authorization: z.string().optional() }) },
      responses: {
        200: json(UserDetailsResponse, "userRole: '' for people and signed-out callers"),
      },
    }),
  );
  app.get('/session/user', async (c) => {
    const tenant = tenantOf(c);
    if (!tenant) return missingTenant(c);
    const sessionDeps = { store: deps.store, now: deps.clock(), tenant: tenant.code };
    return c.json(await userDetails(sessionDeps, sessionIdOf(c)));
  });
}
