import { randomBytes } from 'node:crypto';
import { parseTrustedProxies, type TrustedProxies } from '@fierro/domain';
import type { OpenAPIHono } from '@hono/zod-openapi';
import type { Env } from 'hono';
import type { GeoRepo } from '../geo';
import { mountAccountRoutes } from './account.routes';
import type { AccountStore } from './account.store';
import { mountAccountLinkRoutes } from './account-links.routes';
import { mountAuthRoutes } from './auth.routes';
import { loginPolicyOf } from './auth.service';
import { parseAllowedOrigins } from './csrf';
import type { IdentityRouteDeps } from './identity.deps';
import type { IdentityStore } from './identity.store';
import { testIdentityProviders } from './identity-provider';
import { mountSessionRoutes } from './session.routes';

/** Mounts every identity route (session, auth, my-account) on the commerce app. */
export function mountIdentityRoutes<E extends Env>(app: OpenAPIHono<E>, deps: IdentityRouteDeps) {
  mountSessionRoutes(app, deps);
  mountAuthRoutes(app, deps);
  mountAccountRoutes(app, deps);
  mountAccountLinkRoutes(app, deps);
}

/**
 * The app's identity dependencies: the registry's login policy, the built-in test identity
 * providers (no real provider is configured yet; their secret comes from
 * IDENTITY_TEST_PROVIDER_SECRET or is random per process), the allowed origins and the trusted
 * proxies (TRUSTED_PROXIES, default none).
 */
export function identityDeps(options: {
  store: IdentityStore;
  clock: () => Date;
  allowedOrigins?: readonly string[] | undefined;
  trustedProxies?: TrustedProxies | undefined;
  account?: AccountStore | undefined;
  geo?: GeoRepo | undefined;
}): IdentityRouteDeps {
  const secret = process.env.IDENTITY_TEST_PROVIDER_SECRET ?? randomBytes(32).toString('hex');
  return {
    store: options.store,
    clock: options.clock,
    providers: testIdentityProviders(secret),
    allowedOrigins:
      options.allowedOrigins ?? parseAllowedOrigins(process.env.COMMERCE_ALLOWED_ORIGINS),
    policyOf: loginPolicyOf,
    trustedProxies: options.trustedProxies ?? parseTrustedProxies(process.env.TRUSTED_PROXIES),
    account: options.account,
    geo: options.geo,
  };
}

export type { IdentityRouteDeps };
