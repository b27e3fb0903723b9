import { NO_TRUSTED_PROXIES } from '@fierro/domain';
import { OpenAPIHono } from '@hono/zod-openapi';
import { describe, expect, it } from 'vitest';
import { loginPolicyOf } from './auth.service';
import { mountIdentityRoutes } from './identity.routes';
import type { IdentityStore } from './identity.store';
import { testIdentityProviders } from './identity-provider';

/**
 * HTTP edge of the identity routes: everything here must be decided before the database is
 * touched (validation, CSRF, tenant policy, signed-out callers). The store refuses every call,
 * so a test that reached it fails. The database-backed flows live in *.db.test.ts.
 */
const noDatabase = new Proxy({} as IdentityStore, {
  get: (_, method) => () => {
    throw new Error(`database reached: ${String(method)}`);
  },
});

function app() {
  const a = new OpenAPIHono();
  mountIdentityRoutes(a, {
    store: noDatabase,
    clock: () => new Date('2026-03-01T10:00:00Z'),
    providers: testIdentityProviders('test-secret'),
    allowedOrigins: ['http://localhost:3000'],
    policyOf: loginPolicyOf,
    trustedProxies: NO_TRUSTED_PROXIES,
  });
  a.doc('/openapi.json', { openapi: '3.0.0', info: { title: 'test', version: '1' } });
  return a;
}

const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
  app().request(path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'tenant-b2b': 'cl', ...headers },
    body: JSON.stringify(body),
  });

describe('identity routes before the database', () => {
  it('refresh with an empty or malformed session id is inactive without a lookup', async () => {
    for (const sessionId of ['', 'abc']) {
      const res = await post('/session/refresh', { sessionId }, { 'x-channel-id': 'WEB' });
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ active: false, status: 'inactive', isAgent: false });
    }
  });
  it('user details without Authorization answers an empty userRole', async () => {
    const res = await app().request('/session/user', { headers: { 'tenant-b2b': 'socl' } });
    expect(await res.json()).toEqual({ userRole: '' });
  });
  it('a missing or unknown tenant-b2b is a 400 naming the header', async () => {
    const res = await post('/session/refresh', { sessionId: '' }, { 'tenant-b2b': 'zz' });
    expect(res.status).toBe(400);
    expect((await res.json()).errors[0].field).toBe('tenant-b2b');
  });
  it('bad login input is a 400 naming the field, in Spanish or Portuguese', async () => {
    const res = await post('/auth/v1/login', { email: 'nope', password: 'x' });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      errors: [{ code: 'INVALID_PARAMETER', message: 'Ingresa un correo válido', field: 'email' }],
    });
    const br = await post('/auth/v1/login', { email: 'a@b.br' }, { 'tenant-b2b': 'br' });
    expect((await br.json()).errors[0]).toMatchObject({
      field: 'password',
      message: 'Informe sua senha',
    });
  });
  it('a register with a bad document names the field', async () => {
    const res = await post('/myaccount/v3/users', {
      firstName: 'Ana',
      lastName: 'Pérez',
      email: 'ana@example.cl',
      document: '12.345.678-4',
      phone: '+56 9 1234 5678',
      password: 'secreto1',
      acceptTerms: true,
    });
    expect(res.status).toBe(400);
    expect((await res.json()).errors).toEqual([
      { code: 'INVALID_PARAMETER', message: 'El RUT no es válido', field: 'document' },
    ]);
  });
  it.each(['uy', 'br'])('company login is refused on %s', async (tenant) => {
    const res = await post(
      '/auth/v1/login',
      { email: 'compras@example.com', password: 'secreto1', accountKind: 'company' },
      { 'tenant-b2b': tenant },
    );
    expect(res.status).toBe(403);
    expect((await res.json()).errors[0]).toMatchObject({
      code: 'COMPANY_LOGIN_DISABLED',
      field: 'accountKind',
    });
  });
  it('Facebook login is refused on Colombia', async () => {
    const token = testIdentityProviders('test-secret').FACEBOOK.issueToken({
      subject: '1',
      email: 'a@b.co',
      firstName: 'A',
      lastName: 'B',
    });
    const res = await post(
      '/auth/v1/social-login',
      { provider: 'FACEBOOK', token },
      { 'tenant-b2b': 'co' },
    );
    expect(res.status).toBe(403);
    expect((await res.json()).errors[0].code).toBe('FACEBOOK_LOGIN_DISABLED');
  });
  it.each([
    ['POST', '/auth/v1/login'],
    ['POST', '/auth/v1/logout'],
    ['POST', '/auth/v1/social-login'],
    ['POST', '/myaccount/v3/users'],
    ['PATCH', '/myaccount/v3/users/u1'],
    ['POST', '/myaccount/v3/users/u1/password'],
  ])('a cross-origin %s %s is refused', async (method, path) => {
    const res = await app().request(path, {
      method,
      headers: {
        'tenant-b2b': 'cl',
        origin: 'https://evil.example',
        'sec-fetch-site': 'cross-site',
      },
      body: '{}',
    });
    expect(res.status).toBe(403);
    expect((await res.json()).errors[0].code).toBe('CSRF');
  });
  it("a signed-out request for someone's profile is 401", async () => {
    const res = await app().request('/myaccount/v3/users/u1', { headers: { 'tenant-b2b': 'cl' } });
    expect(res.status).toBe(401);
    expect((await res.json()).errors[0]).toEqual({
      code: 'UNAUTHENTICATED',
      message: 'Inicia sesión para continuar',
    });
  });
  it('validate without a session is not valid', async () => {
    const res = await post('/auth/v1/validate', {});
    expect(await res.json()).toEqual({ valid: false, userId: null, accountKind: null });
  });
  it('login options follow the registry policy and the country documents', async () => {
    const res = await app().request('/auth/v1/options', { headers: { 'tenant-b2b': 'pe' } });
    expect(await res.json()).toEqual({
      companyLogin: true,
      facebookLogin: true,
      loginTypes: ['DEFAULT', 'LIVELO'],
      personDocument: { kind: 'PE_DNI', label: 'DNI' },
      companyDocument: { kind: 'PE_RUC', label: 'RUC' },
    });
    const options = async (tenant: string) =>
      (await app().request('/auth/v1/options', { headers: { 'tenant-b2b': tenant } })).json();
    // Facebook is not offered on Colombia; company login is not offered on Uruguay or Brazil.
    expect(await options('co')).toMatchObject({ companyLogin: true, facebookLogin: false });
    expect(await options('uy')).toMatchObject({ companyLogin: false, facebookLogin: true });
    expect(await options('br')).toMatchObject({ companyLogin: false, facebookLogin: true });
    expect(await options('dicico')).toMatchObject({ companyLogin: true });
  });
  it('every identity route is in /openapi.json', async () => {
    const doc = await (await app().request('/openapi.json')).json();
    expect(Object.keys(doc.paths).sort()).toEqual([
      '/auth/v1/login',
      '/auth/v1/logout',
      '/auth/v1/options',
      '/auth/v1/social-login',
      '/auth/v1/test-provider/tokens',
      '/auth/v1/validate',
      '/myaccount/v3/users',
      '/myaccount/v3/users/{id}',
      '/myaccount/v3/users/{id}/password',
      '/session/refresh',
      '/session/user',
    ]);
  });
});

describe('a body that is not a JSON object is refused before the database', () => {
  const send = (method: string, path: string, body: string, tenant = 'cl') =>
    app().request(path, {
      method,
      headers: { 'content-type': 'application/json', 'tenant-b2b': tenant },
      body,
    });
  const routes = [
    ['PATCH', '/myaccount/v3/users/u1'],
    ['POST', '/auth/v1/login'],
    ['POST', '/myaccount/v3/users'],
    ['POST', '/myaccount/v3/users/u1/password'],
    ['POST', '/auth/v1/social-login'],
    ['POST', '/session/refresh'],
  ] as const;

  // Read as {} it passed every optional field: PATCH of 'garbage' answered 200.
  it.each(routes)('%s %s: not JSON is a 400 in the site language', async (method, path) => {
    for (const [tenant, message] of [
      ['cl', 'El cuerpo de la solicitud no es un JSON válido'],
      ['br', 'O corpo da solicitação não é um JSON válido'],
      ['sobr', 'O corpo da solicitação não é um JSON válido'],
    ] as const) {
      const res = await send(method, path, 'garbage', tenant);
      expect(res.status, tenant).toBe(400);
      expect(await res.json()).toEqual({ errors: [{ code: 'BAD_REQUEST', message }] });
    }
  });

  it.each(routes)(
    '%s %s: a list asks for an object, not "recibido indefinido"',
    async (method, path) => {
      for (const body of ['[]', '[{"email":"a@b.cl"}]', '42', '"hola"']) {
        const res = await send(method, path, body);
        expect(res.status, body).toBe(400);
        expect(await res.json()).toEqual({
          errors: [
            {
              code: 'INVALID_PARAMETER',
              message: 'La solicitud no trae datos válidos: envía un objeto JSON',
              field: 'json',
            },
          ],
        });
      }
      const br = await send(method, path, '[]', 'br');
      expect((await br.json()).errors[0].message).toBe(
        'A solicitação não traz dados válidos: envie um objeto JSON',
      );
    },
  );
});

describe('names of the test identity provider follow the registration rules', () => {
  it.each([
    ['a line break', 'Ana\r\nBcc: x@evil.com', 'firstName'],
    ['an escape', 'Ana\u001b[31m', 'firstName'],
    ['a bell', 'Ana\u0007', 'lastName'],
    ['a C1 control', 'Z\u0085\u009b', 'lastName'],
    ['a lone surrogate', 'Ana\ud800', 'firstName'],
  ])('a name with %s is refused, naming the field', async (_what, name, field) => {
    const res = await post('/auth/v1/test-provider/tokens', {
      provider: 'FACEBOOK',
      email: 'ana@example.cl',
      firstName: field === 'firstName' ? name : 'Ana',
      lastName: field === 'lastName' ? name : 'Pérez',
    });
    expect(res.status).toBe(400);
    expect((await res.json()).errors).toEqual([
      { code: 'INVALID_PARAMETER', message: 'Hay caracteres no válidos', field },
    ]);
  });

  it('an e-mail a mailer would read as another address is refused', async () => {
    const res = await post('/auth/v1/test-provider/tokens', {
      provider: 'FACEBOOK',
      email: 'eve<persona.cl@fierro.demo>',
      firstName: 'Eve',
      lastName: 'Test',
    });
    expect(res.status).toBe(400);
    expect((await res.json()).errors[0].field).toBe('email');
  });

  it('in Portuguese on Brazil', async () => {
    const res = await post(
      '/auth/v1/test-provider/tokens',
      { provider: 'FACEBOOK', email: 'ana@example.com.br', firstName: 'Ana\n', lastName: 'Silva' },
      { 'tenant-b2b': 'br' },
    );
    expect((await res.json()).errors[0]).toMatchObject({
      field: 'firstName',
      message: 'Há caracteres inválidos',
    });
  });
});
