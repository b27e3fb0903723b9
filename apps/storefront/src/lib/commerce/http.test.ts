import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';

vi.mock('server-only', () => ({}));
const { request } = await import('./http');

/** A local HTTP server standing in for commerce: answers by path, echoes what it received. */
let server: Server;
let seen: { headers: Record<string, unknown>; body: string; method: string } | null = null;
beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (c) => {
      body += c;
    });
    req.on('end', () => {
      seen = { headers: req.headers, body, method: req.method ?? '' };
      const send = (status: number, json: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(json));
      };
      if (req.url?.startsWith('/ok')) send(200, { n: 1 });
      else if (req.url?.startsWith('/special')) send(200, { errors: [{ code: -1, message: 'x' }] });
      else if (req.url?.startsWith('/bad-shape')) send(200, { n: 'one' });
      else send(404, { errors: [{ code: 'NOT_FOUND', message: 'no' }] });
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  process.env.COMMERCE_URL = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((r) => server.close(() => r())));

const schema = z.object({ n: z.number() });

describe('commerce request (spec §7 generic helper)', () => {
  it('returns data and no error for an OK answer, with query and tracing headers', async () => {
    const res = await request('/ok', {
      schema,
      query: { a: '1', b: ['x', 'y'], empty: '' },
      tracing: { 'x-request-id': 'r-1', 'x-b3-traceid': 't-1' },
    });
    expect(res).toEqual({ data: { n: 1 }, error: null });
    expect(seen?.headers['x-request-id']).toBe('r-1');
    expect(seen?.headers['x-b3-traceid']).toBe('t-1');
  });
  it('sends an object body as JSON on POST', async () => {
    await request('/ok', { schema, method: 'POST', body: { sessionId: 's' } });
    expect(seen?.method).toBe('POST');
    expect(seen?.headers['content-type']).toBe('application/json');
    expect(JSON.parse(seen?.body ?? '')).toEqual({ sessionId: 's' });
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
