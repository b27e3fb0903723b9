import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createApp } from '../app';
import { ErrorResponse } from '../contract';
import { createMetrics } from '../lib/metrics';
import { DEFAULT_BODY_LIMIT_BYTES, DEFAULT_REQUEST_TIMEOUT_MS } from './limits';

/** A catalogue whose search never answers: what a stuck query looks like to a handler. */
const hangingSearch = {
  findExact: async () => null,
  scope: async () => ({ category: null, collection: null }),
  match: () => new Promise<never>(() => {}),
  cards: async () => [],
  vocabulary: async () => [],
};

const appWith = (limits?: { bodyBytes?: number; timeoutMs?: number }) => {
  const metrics = createMetrics();
  const app = createApp({
    imageCacheDir: join(tmpdir(), 'commerce-limits-test'),
    searchRepo: hangingSearch as never,
    metrics,
    ...(limits ? { limits } : {}),
  });
  return { app, metrics };
};

/** A body streamed in 64 KB chunks with no Content-Length, counting what the server pulled. */
const streamed = (bytes: number) => {
  const chunk = new Uint8Array(64 * 1024).fill(0x20);
  let sent = 0;
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (sent >= bytes) return controller.close();
      sent += chunk.length;
      controller.enqueue(chunk);
    },
  });
  return { body, sent: () => sent };
};

describe('body size limit', () => {
  it('is 1 MB and 10 s by default', () => {
    expect(DEFAULT_BODY_LIMIT_BYTES).toBe(1024 * 1024);
    expect(DEFAULT_REQUEST_TIMEOUT_MS).toBe(10_000);
  });

  it('answers a 30 MB JSON body by its Content-Length with 413, in the one error shape, before reading it', async () => {
    const { app } = appWith();
    const { body, sent } = streamed(30 * 1024 * 1024);
    const res = await app.request('/auth/v1/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'content-length': String(30 * 1024 * 1024) },
      body,
      duplex: 'half',
    } as RequestInit);
    expect(res.status).toBe(413);
    expect(res.headers.get('connection')).toBe('close');
    const error = ErrorResponse.parse(await res.json()).errors[0]!;
    expect(error).toEqual({
      code: 'PAYLOAD_TOO_LARGE',
      message: 'El cuerpo de la solicitud supera 1 MB',
    });
    // Nothing (or the stream's first read-ahead) was pulled.
    expect(sent()).toBeLessThanOrEqual(2 * 64 * 1024);
  });

  it('stops reading a chunked body once it passes the limit (no Content-Length to trust)', async () => {
    const { app } = appWith();
    const { body, sent } = streamed(30 * 1024 * 1024);
    const res = await app.request('/auth/v1/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'transfer-encoding': 'chunked' },
      body,
      duplex: 'half',
    } as RequestInit);
    expect(res.status).toBe(413);
    expect(sent()).toBeLessThan(1.5 * 1024 * 1024);
  });

  it('lets a body under the limit through to the route, and the limit is configurable', async () => {
    const { app } = appWith({ bodyBytes: 2048 });
    const small = await app.request('/auth/v1/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'a@b.cl', password: 'x'.repeat(1500) }),
    });
    // No identity store in this app: the route is unknown, but the body was not refused.
    expect(small.status).toBe(404);
    const large = await app.request('/auth/v1/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'a@b.cl', password: 'x'.repeat(2100) }),
    });
    expect(large.status).toBe(413);
    expect(ErrorResponse.parse(await large.json()).errors[0]?.message).toBe(
      'El cuerpo de la solicitud supera 2 KB',
    );
  });
});

describe('an oversized body in the language of the site the request names', () => {
  it.each([
    ['sobr', 'O corpo da solicitação ultrapassa 1,5 MB'],
    ['socl', 'El cuerpo de la solicitud supera 1,5 MB'],
    ['sope', 'El cuerpo de la solicitud supera 1.5 MB'],
  ])('%s: %s', async (site, message) => {
    const { app } = appWith({ bodyBytes: 1.5 * 1024 * 1024 });
    const res = await app.request('/checkout/v1/carts', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'tenant-b2b': site },
      body: JSON.stringify({ siteId: site, note: 'x'.repeat(1_600_000) }),
    });
    expect(res.status).toBe(413);
    expect(ErrorResponse.parse(await res.json()).errors[0]).toEqual({
      code: 'PAYLOAD_TOO_LARGE',
      message,
    });
  });
});

describe('per-request time-out', () => {
  it('answers a handler stuck on its storage with 503 in the one error shape after the bound', async () => {
    const { app, metrics } = appWith({ timeoutMs: 300 });
    const started = performance.now();
    const res = await app.request('/search/v1/socl?Ntt=taladro');
    const took = performance.now() - started;
    expect(res.status).toBe(503);
    expect(ErrorResponse.parse(await res.json()).errors[0]).toEqual({
      code: 'TIMEOUT',
      message: 'Sin respuesta en 0,3 s',
    });
    expect(took).toBeGreaterThanOrEqual(290);
    expect(took).toBeLessThan(3_000);
    expect(await metrics.registry.metrics()).toMatch(
      /commerce_http_requests_total\{method="GET",route="\/search\/v1\/:siteId",status="503"\} 1/,
    );
  });

  // The storefront sends its site as tenant-b2b on every call (a cart action's too).
  it.each([
    ['sobr', 'Sem resposta em 0,3 s'],
    ['dicico', 'Sem resposta em 0,3 s'],
    ['somx', 'Sin respuesta en 0,3 s'],
    ['sope', 'Sin respuesta en 0.3 s'],
  ])('says so in the language of the site the request names (%s): %s', async (site, message) => {
    const { app } = appWith({ timeoutMs: 300 });
    const res = await app.request('/search/v1/socl?Ntt=taladro'.replace('socl', site), {
      headers: { 'tenant-b2b': site },
    });
    expect(res.status).toBe(503);
    expect(ErrorResponse.parse(await res.json()).errors[0]).toEqual({ code: 'TIMEOUT', message });
  });

  it('leaves a quick answer alone', async () => {
    const { app } = appWith({ timeoutMs: 300 });
    expect((await app.request('/healthz')).status).toBe(200);
  });
});
