import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';

/**
 * The storefront's page cache is bounded (issue 20). Next's own handler wrote each page it
 * rendered under `<distDir>/server/route-cache` (about 108 KB per search term) and never removed
 * one; the storefront's handler keeps pages in a bounded LRU in memory and writes nothing there
 * (src/lib/cache/handlers). Tried as an attacker would, as issue 20 asks: 1,000 terms nobody
 * searched before, through the running storefront. Written as Next wrote them they would take
 * about 108 MB, a hundred times the bound; the handler's own test (handlers.test.ts) sends 1,000
 * to the store and checks its LRU.
 */
const TERMS = 1_000;
const distDir = join(
  import.meta.dirname,
  '..',
  'apps',
  'storefront',
  process.env.FIERRO_NEXT_DIST_DIR ?? '.next',
);
const routeCache = join(distDir, 'server', 'route-cache');
/** The folder's bound: nothing is written there at all; a megabyte leaves room for Next's own. */
const BOUND_BYTES = 1024 * 1024;

function bytesUnder(dir: string): number {
  if (!existsSync(dir)) return 0;
  let total = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (entry.isFile()) total += statSync(join(entry.parentPath, entry.name)).size;
  }
  return total;
}

test(`${TERMS} search terms nobody searched before leave the page cache folder within its bound`, async ({
  request,
  baseURL,
}) => {
  // Each term is a render and a commerce search: 10 minutes for 1,000 at load average 28 on this
  // 2-core machine (other suites beside it), about a minute on a quiet one.
  test.setTimeout(12 * 60_000);
  // Pages that answered 200 are still cached (a second request is a hit, from memory).
  await request.get('/fierro-cl/search/?Ntt=martillo');
  const hit = await request.get('/fierro-cl/search/?Ntt=martillo');
  expect(hit.headers()['x-nextjs-cache']).toBe('HIT');

  // The terms go over plain HTTP (Node's fetch, kept-alive connections), a few at a time: through
  // Playwright's request context each one also crossed its client-server protocol.
  const statuses: Record<number, number> = {};
  let next = 0;
  await Promise.all(
    Array.from({ length: 4 }, async () => {
      while (next < TERMS) {
        const term = `zq${next++}x`;
        const res = await fetch(`${baseURL}/fierro-cl/search/?Ntt=${term}`, {
          redirect: 'manual',
        });
        await res.arrayBuffer();
        statuses[res.status] = (statuses[res.status] ?? 0) + 1;
      }
    }),
  );
  // Every made-up term goes to the no-result page; that redirect is rendered, never kept.
  expect(statuses).toEqual({ 307: TERMS });
  expect(bytesUnder(routeCache)).toBeLessThanOrEqual(BOUND_BYTES);
  const again = await request.get('/fierro-cl/search/?Ntt=zq1x', { maxRedirects: 0 });
  expect(again.headers()['x-nextjs-cache']).not.toBe('HIT');
});
