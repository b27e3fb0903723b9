import { acceptanceSchema, loginSchema, testProviderLoginSchema } from '@fierro/domain';
import type { Tenant } from '@fierro/tenants';
import { createRoute, type OpenAPIHono } from '@hono/zod-openapi';
import type { Env } from 'hono';
import { z } from 'zod';
import { ErrorResponse } from '../../contract/common';
import {
  AcceptedResponse,
  LoginOptionsResponse,
  LoginResponse,
  LogoutResponse,
  TestProviderTokenResponse,
  ValidateResponse,
} from '../../contract/identity';
import { login, loginOptions, socialLogin } from './auth.service';
import { csrfGuard } from './csrf';
import type { IdentityRouteDeps } from './identity.deps';
import {
  clientAddressOf,
  identityErrorResponse,
  missingTenant,
  parseBody,
  sessionIdOf,
  tenantOf,
} from './identity.http';
import { IdentityError } from './identity-errors';
import { IDENTITY_PROVIDERS, TestIdentityProvider } from './identity-provider';
import { refuseSocialLogin } from './login-policy';
import { activeSession, revokeSession } from './session.service';

const headers = z.object({ 'tenant-b2b': z.string(), 'x-channel-id': z.string().optional() });
const json = <T extends z.ZodType>(schema: T, description: string) => ({
  content: { 'application/json': { schema } },
  description,
});
const errors = (description: string) => json(ErrorResponse, description);

/**
 * A provider's token; `acceptTerms: true` (registration's field) is needed only when the
 * identity opens an account, which only the service knows after verifying the token.
 */
const socialLoginOf = (lang: Tenant['lang']) =>
  z.object({
    provider: z.enum(IDENTITY_PROVIDERS, 'Proveedor desconocido'),
    token: z.string('Falta el token').min(1, 'Falta el token').max(4096),
    acceptTerms: acceptanceSchema(lang).optional(),
  });
const SOCIAL_LOGIN = { es: socialLoginOf('es'), pr: socialLoginOf('pr') };

export function mountAuthRoutes<E extends Env>(app: OpenAPIHono<E>, deps: IdentityRouteDeps) {
  const csrf = csrfGuard(deps.allowedOrigins);
  const authDeps = (tenant: NonNullable<ReturnType<typeof tenantOf>>) => ({
    store: deps.store,
    now: deps.clock(),
    tenant,
    policy: deps.policyOf(tenant),
    providers: deps.providers,
    account: deps.account,
  });
  const doc = (
    method: 'get' | 'post',
    path: string,
    body: z.ZodType | null,
    ok: z.ZodType,
    accepted?: z.ZodType,
  ) =>
    app.openAPIRegistry.registerPath(
      createRoute({
        method,
        path,
        tags: ['auth'],
        request: {
          headers: headers.extend({ authorization: z.string().optional() }),
          ...(body ? { body: { content: { 'application/json': { schema: body } } } } : {}),
        },
        responses: {
          200: json(ok, 'OK'),
          ...(accepted ? { 202: json(accepted, 'Accepted; nothing said of the e-mail') } : {}),
          400: errors('Invalid input; field names the input'),
          401: errors('Invalid credentials or session'),
          403: errors('Cross-site request, or login kind not offered on this site'),
          429: errors('Too many failed attempts'),
        },
      }),
    );

  doc('get', '/auth/v1/options', null, LoginOptionsResponse);
  app.get('/auth/v1/options', (c) => {
    const tenant = tenantOf(c);
    if (!tenant) return missingTenant(c);
    return c.json(loginOptions(tenant, deps.policyOf(tenant)));
  });

  doc('post', '/auth/v1/login', loginSchema({ lang: 'es' }), LoginResponse);
  app.post('/auth/v1/login', csrf, async (c) => {
    const tenant = tenantOf(c);
    if (!tenant) return missingTenant(c);
    const body = await parseBody(c, loginSchema(tenant));
    if (!body.ok) return body.response;
    try {
      return c.json(
        await login(authDeps(tenant), body.data, clientAddressOf(c, deps.trustedProxies)),
      );
    } catch (error) {
      return identityErrorResponse(c, tenant, error);
    }
  });

  // 202 `{ accepted: true }` when the identity's e-mail already has an account (as registration).
  doc('post', '/auth/v1/social-login', SOCIAL_LOGIN.es, LoginResponse, AcceptedResponse);
  app.post('/auth/v1/social-login', csrf, async (c) => {
    const tenant = tenantOf(c);
    if (!tenant) return missingTenant(c);
    const body = await parseBody(c, SOCIAL_LOGIN[tenant.lang]);
    if (!body.ok) return body.response;
    try {
      const { provider, token, acceptTerms } = body.data;
      const address = clientAddressOf(c, deps.trustedProxies);
      const signUp = { acceptTerms: acceptTerms === true, address };
      const answer = await socialLogin(authDeps(tenant), provider, token, signUp);
      return 'accepted' in answer ? c.json(answer, 202) : c.json(answer);
    } catch (error) {
      return identityErrorResponse(c, tenant, error);
    }
  });

  // The test identity provider's login (a fake of the outside world, named as such): mounted only
  // while every provider is the built-in test one, so a real provider's site never has it. It
  // signs the identity the shopper typed; POST /auth/v1/social-login then verifies it as usual.
  const testProviders = Object.values(deps.providers).every(
    (p) => p instanceof TestIdentityProvider,
  );
  if (testProviders) {
    doc(
      'post',
      '/auth/v1/test-provider/tokens',
      testProviderLoginSchema({ lang: 'es' }),
      TestProviderTokenResponse,
    );
    app.post('/auth/v1/test-provider/tokens', csrf, async (c) => {
      const tenant = tenantOf(c);
      if (!tenant) return missingTenant(c);
      // Who signs in at the test provider's page (our stand-in for the provider's own login
      // page): the storefront form's schema, so a name with a line break or an escape is
      // refused here as at registration, in the site's language.
      const body = await parseBody(c, testProviderLoginSchema(tenant));
      if (!body.ok) return body.response;
      const { provider, email, firstName, lastName } = body.data;
      try {
        const refusal = refuseSocialLogin(deps.policyOf(tenant), provider);
        if (refusal) throw new IdentityError(refusal, 'provider');
      } catch (error) {
        return identityErrorResponse(c, tenant, error);
      }
      const issuer = deps.providers[provider] as TestIdentityProvider;
      const normalized = email.trim().toLowerCase();
      const token = issuer.issueToken({
        subject: `test:${normalized}`,
        email: normalized,
        firstName,
        lastName,
      });
      return c.json({ token });
    });
  }

  doc('post', '/auth/v1/logout', null, LogoutResponse);
  app.post('/auth/v1/logout', csrf, async (c) => {
    if (!tenantOf(c)) return missingTenant(c);
    await revokeSession({ store: deps.store, now: deps.clock() }, sessionIdOf(c));
    return c.json({ success: true as const });
  });

  doc('post', '/auth/v1/validate', null, ValidateResponse);
  app.post('/auth/v1/validate', async (c) => {
    const tenant = tenantOf(c);
    if (!tenant) return missingTenant(c);
    const session = await activeSession({ store: deps.store, now: deps.clock() }, sessionIdOf(c));
    const valid = session !== null && session.tenant === tenant.code;
    return c.json({
      valid,
      userId: valid ? session.userId : null,
      accountKind: valid ? session.accountKind : null,
    });
  });
}
