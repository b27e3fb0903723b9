// Storefront pages under load (DESIGN §7): the seeded stack (e2e/stack.ts; BENCH_SCALE, default
// demo; `full` is the spec's Chile catalogue), autocannon at 50 connections for home, listing and
// search, beside a cached static page of the same Next server (robots.txt, the only fully static
// route, is far smaller than a page: a stand-in until a same-size static page exists), and the
// gzip JavaScript bytes each page loads. Writes bench/results/storefront.json.
import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import autocannon from 'autocannon';
import { startStack } from '../e2e/stack';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const stack = await startStack({
  dataDir: join(tmpdir(), `fierro-bench-sf-${process.pid}`),
  commercePort: Number(process.env.BENCH_COMMERCE_PORT ?? 4320),
  storefrontPort: Number(process.env.BENCH_PORT ?? 3320),
  scale: (process.env.BENCH_SCALE as 'test' | 'demo' | 'full' | undefined) ?? 'demo',
});

const PAGES = {
  static: '/robots.txt',
  home: '/fierro-cl/',
  listing: '/fierro-cl/category/cat101/herramientas/',
  search: '/fierro-cl/search/?Ntt=taladro',
};

async function load(path: string) {
  // Warm the caches first: the budget is for the steady state.
  for (let i = 0; i < 5; i++) await (await fetch(stack.baseUrl + path)).text();
  const r = await new Promise<autocannon.Result>((resolve, reject) =>
    autocannon({ url: stack.baseUrl + path, connections: 50, duration: seconds }, (err, res) =>
      err ? reject(err) : resolve(res),
    ),
  );
  return {
    reqPerSec: Math.round(r.requests.average),
    p50: r.latency.p50,
    p99: r.latency.p99,
    non2xx: r.non2xx,
  };
}

async function jsBytes(path: string) {
  const html = await (await fetch(stack.baseUrl + path)).text();
  const srcs = [...html.matchAll(/<script[^>]+src="([^"]+)"/g)].map((m) => m[1]!);
  let gz = 0;
  for (const src of new Set(srcs)) {
    const body = Buffer.from(await (await fetch(new URL(src, stack.baseUrl))).arrayBuffer());
    gz += gzipSync(body).length;
  }
  return gz;
}

const results: Record<string, unknown> = {};
try {
  for (const [name, path] of Object.entries(PAGES)) {
    const row = {
      path,
      ...(await load(path)),
      jsGzipBytes: name === 'static' ? 0 : await jsBytes(path),
    };
    results[name] = row;
    console.log(name.padEnd(8), JSON.stringify(row));
  }
  const base = (results.static as { reqPerSec: number }).reqPerSec;
  for (const name of ['home', 'listing', 'search']) {
    const r = results[name] as { reqPerSec: number; p99: number; jsGzipBytes: number };
    console.log(
      `${name}: ${((r.reqPerSec / base) * 100).toFixed(0)}% of static, p99 ${r.p99} ms (budget 250), JS ${(r.jsGzipBytes / 1024).toFixed(0)} KB gzip (budget 200)`,
    );
  }
  writeFileSync(
    join(import.meta.dirname, 'results', 'storefront.json'),
    `${JSON.stringify({ at: new Date().toISOString(), seconds, results }, null, 2)}\n`,
  );
} finally {
  await stack.stop();
}
