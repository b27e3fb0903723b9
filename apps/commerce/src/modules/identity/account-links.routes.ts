import {
  accountTokenSchema,
  confirmEmailSchema,
  emailChangeSchema,
  forgotPasswordSchema,
  resetPasswordSchema,
  savedAddressSchema,
} from '@fierro/domain';
import type { Tenant } from '@fierro/tenants';
import { createRoute, type OpenAPIHono } from '@hono/zod-openapi';
import type { Context, Env } from 'hono';
import { z } from 'zod';
import { ErrorResponse } from '../../contract/common';
import {
  AcceptedResponse,
  AddressListResponse,
  AddressResponse,
  DeletedResponse,
  EmailChangeResponse,
  EmailConfirmedResponse,
  PasswordResetResponse,
  ProviderLinkedResponse,
} from '../../contract/identity';
import {
  confirmEmail,
  confirmProviderLink,
  requestEmailChange,
  requestPasswordReset,
  resetPassword,
} from './account-links.service';
import { createAddress, deleteAddress, listAddresses, updateAddress } from './addresses.service';
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

/**
 * The account's links and address book (issue 23): forgotten password, e-mail change, provider
 * link, saved addresses. State changes pass the CSRF guard; `{id}` routes answer only the session's owner
 * (another shopper's id or address: 404). Mounted when the app has its database pool.
 */
const headers = z.object({
  'tenant-b2b': z.string(),
  'x-channel-id': z.string().optional(),
  authorization: z.string().optional(),
});
const json = <T extends z.ZodType>(schema: T, description: string) => ({
  content: { 'application/json': { schema } },
  description,
});
const ERRORS = {
  400: json(ErrorResponse, 'Invalid input; field names the input'),
  401: json(ErrorResponse, 'No active session'),
  403: json(ErrorResponse, 'Cross-site request'),
  404: json(ErrorResponse, "Not the caller's account or address"),
  429: json(ErrorResponse, 'Too many attempts (Retry-After)'),
};
const CL = { country: 'CL', lang: 'es', isZipCodeCountry: false } as const;
/** A provider link's body: its token, refused in the site's language as the other links'. */
const providerLinkSchema = (tenant: Pick<Tenant, 'lang'>) =>
  z.object({ token: accountTokenSchema(tenant.lang) });

export function mountAccountLinkRoutes<E extends Env>(
  app: OpenAPIHono<E>,
  deps: IdentityRouteDeps,
) {
  const account = deps.account;
  if (!account) return;
  const csrf = csrfGuard(deps.allowedOrigins);
  const linkDeps = (tenant: Tenant) => ({ store: deps.store, account, now: deps.clock(), tenant });
  const doc = (
    method: 'get' | 'post' | 'put' | 'delete',
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
          ...(body ? { body: { content: { 'application/json': { schema: body } } } } : {}),
        },
        responses: { [status]: json(ok, 'OK'), ...ERRORS },
      }),
    );
  /** Runs a handler for the request's tenant; identity errors become their answers. */
  const handle = (run: (c: Context, tenant: Tenant) => Promise<Response>) => async (c: Context) => {
    const tenant = tenantOf(c);
    if (!tenant) return missingTenant(c);
    try {
      return await run(c, tenant);
    } catch (error) {
      return identityErrorResponse(c, tenant, error);
    }
  };

  doc('post', '/auth/v1/password-resets', forgotPasswordSchema(CL), AcceptedResponse, 202);
  app.post(
    '/auth/v1/password-resets',
    csrf,
    handle(async (c, tenant) => {
      const body = await parseBody(c, forgotPasswordSchema(tenant));
      if (!body.ok) return body.response;
      const address = clientAddressOf(c, deps.trustedProxies);
      return c.json(await requestPasswordReset(linkDeps(tenant), body.data.email, address), 202);
    }),
  );

  doc('post', '/auth/v1/password-resets/confirm', resetPasswordSchema(CL), PasswordResetResponse);
  app.post(
    '/auth/v1/password-resets/confirm',
    csrf,
    handle(async (c, tenant) => {
      const body = await parseBody(c, resetPasswordSchema(tenant));
      if (!body.ok) return body.response;
      return c.json(await resetPassword(linkDeps(tenant), body.data));
    }),
  );

  doc('post', '/auth/v1/provider-links/confirm', providerLinkSchema(CL), ProviderLinkedResponse);
  app.post(
    '/auth/v1/provider-links/confirm',
    csrf,
    handle(async (c, tenant) => {
      const body = await parseBody(c, providerLinkSchema(tenant));
      if (!body.ok) return body.response;
      return c.json(await confirmProviderLink(linkDeps(tenant), body.data.token));
    }),
  );

  doc('post', '/myaccount/v3/users/{id}/email', emailChangeSchema(CL), EmailChangeResponse, 202);
  app.post(
    '/myaccount/v3/users/:id/email',
    csrf,
    handle(async (c, tenant) => {
      const body = await parseBody(c, emailChangeSchema(tenant));
      if (!body.ok) return body.response;
      const address = clientAddressOf(c, deps.trustedProxies);
      const id = c.req.param('id') ?? '';
      const answer = await requestEmailChange(
        linkDeps(tenant),
        sessionIdOf(c),
        id,
        body.data,
        address,
      );
      return c.json(answer, 202);
    }),
  );

  doc('post', '/myaccount/v3/email-confirmations', confirmEmailSchema(CL), EmailConfirmedResponse);
  app.post(
    '/myaccount/v3/email-confirmations',
    csrf,
    handle(async (c, tenant) => {
      const body = await parseBody(c, confirmEmailSchema(tenant));
      if (!body.ok) return body.response;
      return c.json(await confirmEmail(linkDeps(tenant), body.data.token));
    }),
  );

  const geo = deps.geo;
  if (!geo) return;
  const addressDeps = (tenant: Tenant) => ({ ...linkDeps(tenant), geo });
  const list = '/myaccount/v3/users/{id}/addresses';
  const one = '/myaccount/v3/users/{id}/addresses/{addressId}';
  doc('get', list, null, AddressListResponse);
  app.get(
    '/myaccount/v3/users/:id/addresses',
    handle(async (c, tenant) =>
      c.json(await listAddresses(addressDeps(tenant), sessionIdOf(c), c.req.param('id') ?? '')),
    ),
  );
  doc('post', list, savedAddressSchema(CL), AddressResponse, 201);
  app.post(
    '/myaccount/v3/users/:id/addresses',
    csrf,
    handle(async (c, tenant) => {
      const body = await parseBody(c, savedAddressSchema(tenant));
      if (!body.ok) return body.response;
      const id = c.req.param('id') ?? '';
      return c.json(await createAddress(addressDeps(tenant), sessionIdOf(c), id, body.data), 201);
    }),
  );
  doc('put', one, savedAddressSchema(CL), AddressResponse);
  app.put(
    '/myaccount/v3/users/:id/addresses/:addressId',
    csrf,
    handle(async (c, tenant) => {
      const body = await parseBody(c, savedAddressSchema(tenant));
      if (!body.ok) return body.response;
      const [id, addressId] = [c.req.param('id') ?? '', c.req.param('addressId') ?? ''];
      const answer = await updateAddress(
        addressDeps(tenant),
        sessionIdOf(c),
        id,
        addressId,
        body.data,
      );
      return c.json(answer);
    }),
  );
  doc('delete', one, null, DeletedResponse);
  app.delete(
    '/myaccount/v3/users/:id/addresses/:addressId',
    csrf,
    handle(async (c, tenant) => {
      const [id, addressId] = [c.req.param('id') ?? '', c.req.param('addressId') ?? ''];
      return c.json(await deleteAddress(addressDeps(tenant), sessionIdOf(c), id, addressId));
    }),
  );
}
