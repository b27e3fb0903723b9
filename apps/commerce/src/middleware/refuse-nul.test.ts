import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { refuseNul } from './refuse-nul';

/** A route that would hand whatever it got to PostgreSQL, as a forgetful route would. */
const app = new Hono();
app.use('*', refuseNul());
app.all('/echo/:id', async (c) => c.json({ id: c.req.param('id'), body: await c.req.text() }));

const fieldOf = async (res: Response) =>
  ((await res.json()) as { errors: { field?: string; message: string }[] }).errors[0];

describe('refuseNul', () => {
  it.each([
    ['/echo/a%00b', 'path'],
    ['/echo/x?term=ta%00', 'term'],
    ['/echo/x?ok=1&q%00=1', 'q'],
    ['/echo/x?brand=a&brand=b%00', 'brand'],
  ])('answers %s with a 400 naming %s', async (url, field) => {
    const res = await app.request(url);
    expect(res.status).toBe(400);
    expect(await fieldOf(res)).toEqual({
      code: 'INVALID_PARAMETER',
      message: 'Hay caracteres no válidos',
      field,
    });
  });

  it.each([
    [{ email: 'a\u0000@b.cl' }, 'email'],
    [{ address: { lines: ['ok', 'calle\u0000'] } }, 'address.lines.1'],
    [{ 'na\u0000me': 'x' }, 'name'],
    ['\u0000', 'body'],
  ])('finds a NUL in a JSON body, whatever the content type (%j)', async (body, field) => {
    for (const type of ['application/json', 'text/plain', 'application/merge-patch+json']) {
      const res = await app.request('/echo/x', {
        method: 'POST',
        headers: { 'content-type': type },
        body: JSON.stringify(body),
      });
      expect(res.status).toBe(400);
      expect((await fieldOf(res))?.field).toBe(field);
    }
  });

  it('lets everything else through, the body bytes unchanged for the route', async () => {
    const raw = '{ "a" : "ñandú\\t", "b": [1, 2] }';
    const res = await app.request('/echo/%C3%B1?term=taladro', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: raw,
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ id: 'ñ', body: raw });
    const garbage = await app.request('/echo/x', { method: 'POST', body: '{not json' });
    expect(garbage.status).toBe(200);
    // An overlong encoding of NUL is not a NUL (it does not decode at all).
    expect((await app.request('/echo/x?q=%C0%80')).status).toBe(200);
  });
});

describe("refuseNul says it in the language of the request's site", () => {
  const site = new Hono();
  // As the app's resolver: a Brazilian cart's id names the site.
  site.use(
    '*',
    refuseNul(async (path, body) =>
      path.includes('cart-br') || (body as { cartId?: string })?.cartId === 'cart-br'
        ? 'sobr'
        : null,
    ),
  );
  site.all('*', (c) => c.text('ok'));
  const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
    site.request(path, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
    });

  it.each([
    [
      "a Brazilian cart's path",
      () => post('/checkout/v1/carts/cart-br/lines', { skuId: 'a\u0000' }),
    ],
    [
      'an order for a Brazilian cart',
      () => post('/checkout/v1/orders', { cartId: 'cart-br', contact: { firstName: 'Ana\u0000' } }),
    ],
    ["the body's siteId", () => post('/checkout/v1/carts', { siteId: 'sobr', x: '\u0000' })],
    ['the tenant-b2b header', () => post('/auth', { user: '\u0000' }, { 'tenant-b2b': 'br' })],
    ['?lang=pr', () => post('/payments/v1/test-gateway/tokens?lang=pr', { holder: 'A\u0000' })],
  ])('Portuguese for %s', async (_name, send) => {
    const res = await send();
    expect(res.status).toBe(400);
    expect((await fieldOf(res))?.message).toBe('Há caracteres inválidos');
  });

  it('Spanish for any other site or none', async () => {
    const res = await post('/checkout/v1/orders', {
      cartId: 'cart-cl',
      contact: { email: '\u0000' },
    });
    expect((await fieldOf(res))?.message).toBe('Hay caracteres no válidos');
  });
});
