import type { OpenAPIHono } from '@hono/zod-openapi';
import type { Env } from 'hono';
import { mountAccountRoutes } from '../account/account.routes';
import { mountSessionRoutes } from '../session/session.routes';
import { mountAuthRoutes } from './auth.routes';
import type { IdentityRouteDeps } from './identity.deps';

/** Mounts every identity route (session, auth, my-account) on the commerce app. */
export function mountIdentityRoutes<E extends Env>(app: OpenAPIHono<E>, deps: IdentityRouteDeps) {
  mountSessionRoutes(app, deps);
  mountAuthRoutes(app, deps);
  mountAccountRoutes(app, deps);
}

export type { IdentityRouteDeps };
