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
