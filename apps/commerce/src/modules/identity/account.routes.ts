import {
  changePasswordSchema,
  profileUpdateSchema,
  registerCompanySchema,
  registerPersonSchema,
} from '@fierro/domain';
import type { Tenant } from '@fierro/tenants';
import { createRoute, type OpenAPIHono } from '@hono/zod-openapi';
import type { Env } from 'hono';
import { z } from 'zod';
import { ErrorResponse } from '../../contract/common';
import { ChangePasswordResponse, ProfileResponse, RegisterResponse } from '../../contract/identity';
import { changePassword, getProfile, register, updateProfile } from './account.service';
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

const headers = z.object({
  'tenant-b2b': z.string(),
  'x-channel-id': z.string().optional(),
  authorization: z.string().optional(),
});
const json = <T extends z.ZodType>(schema: T, description: string) => ({
  content: { 'application/json': { schema } },
  description,
});
const params = z.object({ id: z.string() });

export function mountAccountRoutes<E extends Env>(app: OpenAPIHono<E>, deps: IdentityRouteDeps) {
  const csrf = csrfGuard(deps.allowedOrigins);
  const accountDeps = (tenant: Tenant) => ({
    store: deps.store,
    now: deps.clock(),
    tenant,
    policy: deps.policyOf(tenant),
    account: deps.account,
  });
  const doc = (
    method: 'get' | 'post' | 'patch',
    path: string,
    body: z.ZodType | null,
    ok: z.ZodType,
    status: 200 | 201 | 202 = 200,
  ) =>
    app.openAPIRegistry.registerPath(
      createRoute({
        method,
        path,
        tags: ['myaccount'],
        request: {
          headers,
          ...(path.includes('{id}') ? { params } : {}),
          ...(body ? { body: { content: { 'application/json': { schema: body } } } } : {}),
        },
        responses: {
          [status]: json(ok, 'OK'),
          400: json(ErrorResponse, 'Invalid input; field names the input'),
          401: json(ErrorResponse, 'No active session'),
          403: json(ErrorResponse, 'Cross-site request or company accounts not offered'),
          404: json(ErrorResponse, "Not the caller's account"),
          409: json(ErrorResponse, 'Company already registered'),
          429: json(ErrorResponse, 'Too many attempts from this address (Retry-After)'),
        },
      }),
    );

  /** Register body: person fields, plus `accountKind: 'company'`, companyDocument and legalName. */
  const RegisterDoc = registerCompanySchema({ country: 'CL', lang: 'es' }).partial({
    companyDocument: true,
    legalName: true,
  });
  doc('post', '/myaccount/v3/users', RegisterDoc, RegisterResponse, 202);
  app.post('/myaccount/v3/users', csrf, async (c) => {
    const tenant = tenantOf(c);
    if (!tenant) return missingTenant(c);
    const kind = await c.req
      .json()
      .then((b: { accountKind?: unknown }) => b?.accountKind)
      .catch(() => undefined);
    const schema =
      kind === 'company' ? registerCompanySchema(tenant) : registerPersonSchema(tenant);
    const body = await parseBody(c, schema);
    if (!body.ok) return body.response;
    try {
      const address = clientAddressOf(c, deps.trustedProxies);
      return c.json(await register(accountDeps(tenant), body.data, address), 202);
    } catch (error) {
      return identityErrorResponse(c, tenant, error);
    }
  });

  doc('get', '/myaccount/v3/users/{id}', null, ProfileResponse);
  app.get('/myaccount/v3/users/:id', async (c) => {
    const tenant = tenantOf(c);
    if (!tenant) return missingTenant(c);
    try {
      return c.json(await getProfile(accountDeps(tenant), sessionIdOf(c), c.req.param('id')));
    } catch (error) {
      return identityErrorResponse(c, tenant, error);
    }
  });

  doc(
    'patch',
    '/myaccount/v3/users/{id}',
    profileUpdateSchema({ country: 'CL', lang: 'es' }),
    ProfileResponse,
  );
  app.patch('/myaccount/v3/users/:id', csrf, async (c) => {
    const tenant = tenantOf(c);
    if (!tenant) return missingTenant(c);
    const body = await parseBody(c, profileUpdateSchema(tenant));
    if (!body.ok) return body.response;
    try {
      const id = c.req.param('id');
      return c.json(await updateProfile(accountDeps(tenant), sessionIdOf(c), id, body.data));
    } catch (error) {
      return identityErrorResponse(c, tenant, error);
    }
  });

  doc(
    'post',
    '/myaccount/v3/users/{id}/password',
    changePasswordSchema({ lang: 'es' }),
    ChangePasswordResponse,
  );
  app.post('/myaccount/v3/users/:id/password', csrf, async (c) => {
    const tenant = tenantOf(c);
    if (!tenant) return missingTenant(c);
    const body = await parseBody(c, changePasswordSchema(tenant));
    if (!body.ok) return body.response;
    try {
      const id = c.req.param('id');
      const address = clientAddressOf(c, deps.trustedProxies);
      const session = sessionIdOf(c);
      return c.json(await changePassword(accountDeps(tenant), session, id, body.data, address));
    } catch (error) {
      return identityErrorResponse(c, tenant, error);
    }
  });
}
