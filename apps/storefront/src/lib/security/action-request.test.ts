import { describe, expect, it } from 'vitest';
import { ACTION_BODY_LIMIT_BYTES, checkActionRequest } from './action-request';

/** A server action request as a browser on this origin (or an attacker) would send it. */
const action = (
  body: BodyInit | null,
  headers: Record<string, string> = {},
  origin: string | null = 'http://shop.example',
) =>
  new Request('http://shop.example/fierro-cl/login/', {
    method: 'POST',
    headers: {
      host: 'shop.example',
      'next-action': '40adfd77b147d3c5a0d0bc6e2c65a6e752db9e55a4',
      // A FormData body writes its own multipart type and boundary.
      ...(body instanceof FormData ? {} : { 'content-type': 'text/plain;charset=UTF-8' }),
      ...(origin ? { origin } : {}),
      ...headers,
    },
    body,
  });

const statusOf = async (req: Request) => (await checkActionRequest(req))?.status ?? 'through';

describe('server action requests (attacker-style)', () => {
  it('lets what React sends for our actions through', async () => {
    const login = [
      { site: 'fierro-cl', email: 'ana@example.cl', password: 'x', returnTo: '$undefined' },
    ];
    expect(await statusOf(action(JSON.stringify(login)))).toBe('through');
    expect(await statusOf(action(JSON.stringify([{ note: '$$ 100 de descuento' }])))).toBe(
      'through',
    );
    expect(
      await statusOf(action(JSON.stringify(['$D2026-03-01T10:00:00.000Z', '$n12', '$NaN']))),
    ).toBe('through');
    const form = new FormData();
    form.set('0', JSON.stringify(['$K1']));
    form.set('1_email', 'ana@example.cl');
    expect(await statusOf(action(form))).toBe('through');
    // React 19.3's encoding (what Next 16.4 sends): `_${id}_${name}`, the id in hex.
    const current = new FormData();
    current.set('0', JSON.stringify([{ ok: true }, '$Ka']));
    current.set('_a_email', 'ana@example.cl');
    expect(await statusOf(action(current))).toBe('through');
  });

  it('leaves requests that are not server actions alone', async () => {
    const plain = new Request('http://shop.example/fierro-cl/', { method: 'POST', body: '{{' });
    expect(await checkActionRequest(plain)).toBeNull();
    const get = new Request('http://shop.example/fierro-cl/', { headers: { 'next-action': 'x' } });
    expect(await checkActionRequest(get)).toBeNull();
  });

  it('answers a form posted before the script (its action in its fields) from another origin with 403', async () => {
    const post = (body: BodyInit, origin: string | null, headers: Record<string, string> = {}) =>
      new Request('http://shop.example/fierro-cl/cart/', {
        method: 'POST',
        headers: { host: 'shop.example', ...(origin ? { origin } : {}), ...headers },
        body,
      });
    const form = () => {
      const f = new FormData();
      f.set('$ACTION_ID_405682a05062a266a91125f6a8bfbf0ac911021851', '');
      f.set('site', 'fierro-cl');
      return f;
    };
    expect(await statusOf(post(form(), 'https://evil.example'))).toBe(403);
    expect(await statusOf(post(form(), null, { 'sec-fetch-site': 'cross-site' }))).toBe(403);
    const urlencoded = { 'content-type': 'application/x-www-form-urlencoded' };
    expect(await statusOf(post('site=fierro-cl', 'null', urlencoded))).toBe(403);
    expect(await statusOf(post(form(), 'http://shop.example'))).toBe('through');
    expect(await statusOf(post('site=fierro-cl', 'http://shop.example', urlencoded))).toBe(
      'through',
    );
  });

  it.each([
    ['another origin', 'https://evil.example'],
    ['an opaque origin', 'null'],
    ['a malformed origin', 'not a url'],
  ])('answers %s with 403', async (_name, origin) => {
    expect(await statusOf(action('[{}]', {}, origin))).toBe(403);
  });

  it('answers a request without Origin with 403 unless the browser says same-origin', async () => {
    expect(await statusOf(action('[{}]', { 'sec-fetch-site': 'cross-site' }, null))).toBe(403);
    expect(await statusOf(action('[{}]', {}, null))).toBe(403);
    expect(await statusOf(action('[{}]', { 'sec-fetch-site': 'same-origin' }, null))).toBe(
      'through',
    );
  });

  it.each([
    ['an empty body', ''],
    ['garbage', '{{{garbage'],
    ['an object instead of the argument list', '{"a":1}'],
    ['a promise reference', '["$@1"]'],
    ['a form-data reference with no form', '[{"x":"$K9"}]'],
    ['a server reference', '["$h1"]'],
    ['a temporary reference', '["$T"]'],
    ['a nesting 100,000 deep', `${'['.repeat(100_000)}${']'.repeat(100_000)}`],
  ])('answers %s with 400 in JSON', async (_name, body) => {
    const res = await checkActionRequest(action(body));
    expect(res?.status).toBe(400);
    expect(res?.headers.get('content-type')).toMatch(/application\/json/);
  });

  it('answers a multipart body that does not parse, or names a missing part, with 400', async () => {
    const garbage = action('garbage', { 'content-type': 'multipart/form-data; boundary=xx' });
    expect(await statusOf(garbage)).toBe(400);
    const form = new FormData();
    form.set('0', JSON.stringify(['$K7']));
    expect(await statusOf(action(form))).toBe(400);
    const broken = new FormData();
    broken.set('0', '{not json');
    expect(await statusOf(action(broken))).toBe(400);
  });

  it('answers a body over 1 MB with 413, by its Content-Length or by what came', async () => {
    const big = JSON.stringify(['x'.repeat(ACTION_BODY_LIMIT_BYTES)]);
    expect(await statusOf(action(big))).toBe(413);
    const lying = action('[{}]', { 'content-length': String(30 * 1024 * 1024) });
    expect(await statusOf(lying)).toBe(413);
  });

  it('answers a chunked body (no stated length) with 411 before reading it', async () => {
    const chunked = action('[{}]', { 'transfer-encoding': 'chunked' });
    expect(await statusOf(chunked)).toBe(411);
    const form = new Request('http://shop.example/fierro-cl/cart/', {
      method: 'POST',
      headers: {
        host: 'shop.example',
        origin: 'http://shop.example',
        'content-type': 'application/x-www-form-urlencoded',
        'transfer-encoding': 'chunked',
      },
      body: 'a=1',
    });
    expect(await statusOf(form)).toBe(411);
  });

  it('answers a form posted before the script over 1 MB with 413 (Next threw a 500)', async () => {
    const form = new Request('http://shop.example/fierro-cl/cart/', {
      method: 'POST',
      headers: {
        host: 'shop.example',
        origin: 'http://shop.example',
        'content-type': 'multipart/form-data; boundary=xx',
        'content-length': String(1.2 * 1024 * 1024),
      },
      body: 'x',
    });
    expect(await statusOf(form)).toBe(413);
  });
});
