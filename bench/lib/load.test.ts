import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { measureAlternating } from './load';

/** Two tiny servers that note when each request arrived and with which cookie. */
const seen: Array<{ server: 'reference' | 'page'; at: number; cookie?: string }> = [];
const servers: Server[] = [];
const urls: Record<'reference' | 'page', string> = { reference: '', page: '' };

beforeAll(async () => {
  for (const name of ['reference', 'page'] as const) {
    const server = createServer((req, res) => {
      seen.push({ server: name, at: Date.now(), cookie: req.headers.cookie });
      // A few hundred requests a window are plenty, and keep the test quick.
      setTimeout(() => res.end('ok'), 5);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    servers.push(server);
    urls[name] = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
  }
});
afterAll(() => Promise.all(servers.map((s) => new Promise((r) => s.close(r)))));

describe('measureAlternating', () => {
  it('measures reference, page, page, reference and merges each side', {
    timeout: 30_000,
  }, async () => {
    const { reference, measured } = await measureAlternating(
      { url: urls.reference },
      { url: urls.page, headers: { cookie: 'sessionId=abc' } },
      { connections: 2, seconds: 2, warmupSeconds: 0 },
    );
    // The order of the windows: the page's requests all fall between the reference's two windows.
    const times = (s: 'reference' | 'page') => seen.filter((r) => r.server === s).map((r) => r.at);
    const [ref, page] = [times('reference'), times('page')];
    expect(Math.min(...ref)).toBeLessThanOrEqual(Math.min(...page));
    expect(Math.max(...ref)).toBeGreaterThanOrEqual(Math.max(...page));
    expect(ref.some((t) => t > Math.min(...page))).toBe(true);
    // Headers go to the page only.
    expect(seen.filter((r) => r.server === 'page').every((r) => r.cookie === 'sessionId=abc')).toBe(
      true,
    );
    expect(seen.some((r) => r.server === 'reference' && r.cookie)).toBe(false);
    // Two windows of half the seconds each, merged: rps is requests over the two seconds.
    for (const side of [reference, measured]) {
      expect(side.seconds).toBe(2);
      expect(side.windowRps).toHaveLength(2);
      expect(side.requests).toBeGreaterThan(0);
      expect(side.rps).toBeCloseTo(side.requests / 2, 0);
      expect(side.p99).toBeGreaterThanOrEqual(side.p50);
    }
    expect(reference.url).toBe(urls.reference);
    expect(measured.url).toBe(urls.page);
  });
});
