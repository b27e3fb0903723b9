import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROUTE_TIMEOUT_MS } from './gateway';
import { passToCommerce } from './pass-through';

/**
 * `/s/*` and `/images/*` through the storefront (issue 20), against a commerce on a local server
 * that answers with the headers an attacker would hope to see: its internal address, its
 * software, hop-by-hop headers.
 */
let server: Server;
let seen: { method?: string; url?: string; headers: IncomingHttpHeaders; body: string }[] = [];
const saved = process.env.COMMERCE_URL;

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (c) => {
      body += c;
    });
    req.on('end', () => {
      seen.push({ method: req.method, url: req.url, headers: req.headers, body });
      if (req.url?.startsWith('/images/hang')) return;
      if (req.url?.startsWith('/images/not-modified')) {
        res.writeHead(304, { etag: '"abc"' });
        return res.end();
      }
      res.writeHead(200, {
        'content-type': 'image/webp',
        'cache-control': 'public, max-age=31536000, immutable',
        etag: '"abc"',
        'x-middleware-rewrite': 'http://127.0.0.1:4000/images/x',
        server: 'internal-commerce/1.0',
        'x-powered-by': 'Hono',
        'keep-alive': 'timeout=65',
        'x-request-id': 'r-1',
      });
      res.end('RIFF-image-bytes');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  process.env.COMMERCE_URL = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => {
  process.env.COMMERCE_URL = saved;
  server.closeAllConnections();
  server.close();
});

const call = (path: string, init: RequestInit = {}) =>
  passToCommerce(new Request(`https://tienda.fierro.example${path}`, init));

describe('passToCommerce', () => {
  it("streams commerce's answer back without its internal address, software or hop headers", async () => {
    const res = await call('/images/socl/1/1?w=240&h=240&f=webp');
    expect(res.status).toBe(200);
    expect(await res.text()).toBe('RIFF-image-bytes');
    expect(res.headers.get('content-type')).toBe('image/webp');
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(res.headers.get('etag')).toBe('"abc"');
    for (const name of ['x-middleware-rewrite', 'server', 'x-powered-by', 'keep-alive']) {
      expect(res.headers.get(name), name).toBeNull();
    }
    expect([...res.headers.values()].join(' ')).not.toMatch(/127\.0\.0\.1|localhost/);
    expect(seen.at(-1)?.url).toBe('/images/socl/1/1?w=240&h=240&f=webp');
  });

  it("passes on only the headers commerce reads, never the shopper's Host or Next's internals", async () => {
    seen = [];
    await call('/s/typeahead/v1/socl?term=ta', {
      headers: {
        host: 'evil.example',
        cookie: 'sessionId=abc',
        'if-none-match': '"abc"',
        'x-request-id': 'trace-1',
        'x-middleware-subrequest': 'middleware:middleware:middleware:middleware:middleware',
        'x-forwarded-host': 'evil.example',
        'next-action': 'x',
      },
    });
    const headers = seen[0]!.headers;
    expect(headers.cookie).toBe('sessionId=abc');
    expect(headers['if-none-match']).toBe('"abc"');
    expect(headers['x-request-id']).toBe('trace-1');
    expect(headers.host).toMatch(/^127\.0\.0\.1:\d+$/);
    for (const name of ['x-middleware-subrequest', 'x-forwarded-host', 'next-action']) {
      expect(headers[name], name).toBeUndefined();
    }
  });

  it('passes a body on, and a 304 back empty', async () => {
    seen = [];
    await call('/s/quotations', {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: 'https://tienda.fierro.example' },
      body: '{"a":1}',
    });
    expect(seen[0]).toMatchObject({ method: 'POST', body: '{"a":1}' });
    expect(seen[0]!.headers.origin).toBe('https://tienda.fierro.example');
    const res = await call('/images/not-modified/x', { headers: { 'if-none-match': '"abc"' } });
    expect(res.status).toBe(304);
    expect(await res.text()).toBe('');
  });

  it('gives up on a commerce that never answers after the route time-out: 504', async () => {
    const started = Date.now();
    const res = await call('/images/hang/x');
    expect(res.status).toBe(504);
    expect(Date.now() - started).toBeGreaterThanOrEqual(ROUTE_TIMEOUT_MS - 100);
    expect(Date.now() - started).toBeLessThan(ROUTE_TIMEOUT_MS + 3_000);
    expect(((await res.json()) as { errors: { code: number }[] }).errors[0]?.code).toBe(-1);
  }, 15_000);

  it('answers 502 when commerce refuses the connection', async () => {
    const at = process.env.COMMERCE_URL;
    process.env.COMMERCE_URL = 'http://127.0.0.1:1';
    try {
      expect((await call('/images/x')).status).toBe(502);
    } finally {
      process.env.COMMERCE_URL = at;
    }
  });
});
