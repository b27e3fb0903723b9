import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { personalAnswers } from './personal-answers';

const app = new Hono();
app.use('*', personalAnswers());
app.get('/checkout/v1/carts/:id', (c) => c.json({ lines: [] }));
app.get('/search/v1/socl', (c) => c.json({ products: [] }));
app.get('/catalog/v1/socl/tree', (c) => {
  c.header('Cache-Control', 'public, max-age=60');
  return c.json({});
});

const cacheControlOf = async (path: string, headers: Record<string, string> = {}) =>
  (await app.request(path, { headers })).headers.get('cache-control');

describe('answers about one shopper are never stored', () => {
  it.each([
    ['a cart, asked by anyone', '/checkout/v1/carts/x', {}, 'private, no-store'],
    ['a search with a session', '/search/v1/socl', { authorization: 'S' }, 'private, no-store'],
    [
      'a search with the session cookie',
      '/search/v1/socl',
      { cookie: 'sessionId=S' },
      'private, no-store',
    ],
    ['a search without one', '/search/v1/socl', {}, null],
    ["a route's own policy", '/catalog/v1/socl/tree', { authorization: 'S' }, 'public, max-age=60'],
  ])('%s', async (_what, path, headers, want) => {
    expect(await cacheControlOf(path, headers)).toBe(want);
  });
});
