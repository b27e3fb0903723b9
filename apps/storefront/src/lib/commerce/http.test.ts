import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';

vi.mock('server-only', () => ({}));
const { request } = await import('./http');
const { startCommerceStandIn } = await import('./stand-in');

/** Commerce stands in on a local HTTP server: answers by path, records what it received. */
let commerce: Awaited<ReturnType<typeof startCommerceStandIn>>;
const seen = () => commerce.calls.at(-1);
beforeAll(async () => {
  commerce = await startCommerceStandIn(({ url }) => {
    if (url.startsWith('/ok')) return { status: 200, json: { n: 1 } };
    if (url.startsWith('/special'))
      return { status: 200, json: { errors: [{ code: -1, message: 'x' }] } };
    if (url.startsWith('/bad-shape')) return { status: 200, json: { n: 'one' } };
    return { status: 404, json: { errors: [{ code: 'NOT_FOUND', message: 'no' }] } };
  });
  process.env.COMMERCE_URL = commerce.url;
});
afterAll(() => commerce.close());

const schema = z.object({ n: z.number() });

describe('commerce request (spec §7 generic helper)', () => {
  it('returns data and no error for an OK answer, with query and tracing headers', async () => {
    const res = await request('/ok', {
      schema,
      query: { a: '1', b: ['x', 'y'], empty: '' },
      tracing: { 'x-request-id': 'r-1', 'x-b3-traceid': 't-1' },
    });
    expect(res).toEqual({ data: { n: 1 }, error: null });
    expect(seen()?.headers['x-request-id']).toBe('r-1');
    expect(seen()?.headers['x-b3-traceid']).toBe('t-1');
  });
  it('sends an object body as JSON on POST', async () => {
    await request('/ok', { schema, method: 'POST', body: { sessionId: 's' } });
    expect(seen()?.method).toBe('POST');
    expect(seen()?.headers['content-type']).toBe('application/json');
    expect(JSON.parse(seen()?.body ?? '')).toEqual({ sessionId: 's' });
  });
  it('gives status and status text for a non-OK answer', async () => {
    const res = await request('/missing', { schema });
    expect(res.data).toBeNull();
    expect(res.error).toMatchObject({
      kind: 'status',
      status: 404,
      statusText: 'Not Found',
      special: false,
    });
  });
  it('flags an errors list with code -1 as the special error', async () => {
    const res = await request('/special', { schema });
    expect(res.error).toMatchObject({ special: true });
  });
  it('reports an answer that breaks the contract, and a refused connection, as thrown errors', async () => {
    expect((await request('/bad-shape', { schema })).error?.kind).toBe('thrown');
    const saved = process.env.COMMERCE_URL;
    process.env.COMMERCE_URL = 'http://127.0.0.1:1';
    const res = await request('/ok', { schema });
    process.env.COMMERCE_URL = saved;
    expect(res.error).toMatchObject({ kind: 'thrown', status: 0 });
  });
});
