import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { createLogger } from '../lib/logger';
import { type TracingEnv, tracing } from './tracing';

const app = new Hono<TracingEnv>();
app.use('*', tracing(createLogger('silent')));
app.get('/through-context', (c) => c.body('ok'));
// A handler that builds its own Response object, past the context's headers.
app.get('/own-response', () => new Response('ok', { headers: { 'x-own': '1' } }));
app.get('/fails', () => {
  throw new Error('boom');
});
app.onError((_e, c) => c.json({ error: 'x' }, 500));

describe('tracing headers on every answer (spec §7)', () => {
  it.each(['/through-context', '/own-response', '/fails'])('%s echoes them', async (path) => {
    const res = await app.request(path, {
      headers: { 'x-request-id': 'req-9', 'x-b3-traceid': 'abc', 'x-b3-flags': 'bad value!' },
    });
    expect(res.headers.get('x-request-id')).toBe('req-9');
    expect(res.headers.get('x-b3-traceid')).toBe('abc');
    // Only safe values are echoed.
    expect(res.headers.get('x-b3-flags')).toBeNull();
  });

  it('keeps what a handler set on its own response', async () => {
    const res = await app.request('/own-response');
    expect(res.headers.get('x-own')).toBe('1');
    expect(res.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });
});
