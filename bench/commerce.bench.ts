// Commerce API latency: starts apps/commerce as its own process on a spare port over a database
// with the full Chile catalogue (bench/lib/database.ts: a data directory kept between runs),
// measures p50/p95 per route with one connection (search typical and broad, did-you-mean,
// typeahead, listing, product, images),
// scores the relevance tables (precision at 5) and reads the commerce process's event-loop delay
// p99 from its /metrics. Budgets: DESIGN.md §7.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import {
  createSearchRepo,
  didYouMean,
  type VocabularyWord,
} from '@fierro/commerce/modules/search/index';
import { createDb } from '@fierro/db';
import autocannon from 'autocannon';
import { prepareBenchDatabase } from './lib/database';
import { scoreRelevance } from './search-relevance';

const root = join(import.meta.dirname, '..');
const port = Number(process.env.COMMERCE_BENCH_PORT ?? 4180);
const base = `http://127.0.0.1:${port}`;
const work = mkdtempSync(join(tmpdir(), 'commerce-bench-'));
const sources = join(work, 'images');
mkdirSync(sources);

// A product image like the seed's generated SVGs: shapes, gradient and a label.
const svg = (i: number) => `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="1200">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#f4efe6"/>
<stop offset="1" stop-color="#d9cbb3"/></linearGradient></defs><rect width="1200" height="1200" fill="url(#g)"/>
<rect x="250" y="300" width="700" height="600" rx="40" fill="hsl(${(i * 37) % 360},55%,45%)"/>
<circle cx="600" cy="600" r="180" fill="#ffffff" opacity="0.6"/>
<text x="600" y="1080" font-size="72" text-anchor="middle" fill="#333">Producto ${i}</text></svg>`;
const IMAGES = 60;
for (let i = 0; i < IMAGES; i++) writeFileSync(join(sources, `producto-${i}.svg`), svg(i));

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;

async function measure(name: string, urls: string[], budgetP95?: number) {
  const times: number[] = [];
  for (const url of urls) {
    const t0 = performance.now();
    const res = await fetch(base + url);
    await res.arrayBuffer();
    times.push(performance.now() - t0);
    if (res.status >= 500) throw new Error(`${name}: ${url} answered ${res.status}`);
  }
  times.sort((a, b) => a - b);
  const row = {
    name,
    n: times.length,
    p50: +percentile(times, 50).toFixed(2),
    p95: +percentile(times, 95).toFixed(2),
    budgetP95: budgetP95 ?? null,
    ok: budgetP95 === undefined ? null : percentile(times, 95) <= budgetP95,
  };
  console.log(
    `${name.padEnd(34)} n=${String(row.n).padStart(4)}  p50 ${row.p50.toFixed(2).padStart(7)} ms  p95 ${row.p95.toFixed(2).padStart(7)} ms${budgetP95 === undefined ? '' : `  budget ${budgetP95} ms ${row.ok ? 'OK' : 'OVER'}`}`,
  );
  return row;
}

async function waitUp(child: ChildProcess) {
  for (let i = 0; i < 300; i++) {
    if (child.exitCode !== null) throw new Error('commerce exited before answering');
    try {
      if ((await fetch(`${base}/healthz`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('commerce did not start');
}

// The full Chile catalogue in a data directory kept between runs (seeded once; BENCH_DATA_DIR
// names another), with Brazil at demo scale for the Portuguese relevance table. BENCH_DATABASE_URL
// names an already seeded database instead.
const database = process.env.BENCH_DATABASE_URL
  ? { url: process.env.BENCH_DATABASE_URL, stop: async () => {} }
  : await prepareBenchDatabase({
      dataDir: process.env.BENCH_DATA_DIR ?? '/tmp/fierro-bench-data',
      siteId: 'socl',
      scale: 'full',
      demoSites: ['sobr'],
      log: (line) => console.log(line),
    });
const { pool, close: closePool } = createDb(database.url, { max: 2 });
const child = spawn(
  join(root, 'node_modules', '.bin', 'tsx'),
  [join(root, 'apps', 'commerce', 'src', 'server.ts')],
  {
    env: {
      ...process.env,
      PORT: String(port),
      DATABASE_URL: database.url,
      LOG_LEVEL: 'info',
      IMAGE_SOURCE_DIR: sources,
      IMAGE_CACHE_DIR: join(work, 'cache'),
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  },
);
// The commerce log: warnings and errors are shown; the end of its startup index build (built in
// the background once listening) is awaited, so the rows measure a started server, not one
// still loading its indexes.
const indexesReady = new Promise<string>((resolve) => {
  createInterface({ input: child.stdout! }).on('line', (line) => {
    let entry: { level?: number; msg?: string; ms?: number } = {};
    try {
      entry = JSON.parse(line);
    } catch {
      console.log(line);
      return;
    }
    if (entry.msg === 'site indexes ready') resolve(`site indexes ready in ${entry.ms} ms`);
    if ((entry.level ?? 0) >= 40) console.log(line);
  });
});

const loadAverageAtStart = loadavg().map((x) => +x.toFixed(2));
console.log(`load average at the start: ${loadAverageAtStart.join(' ')} (2 cores, shared)`);
try {
  await waitUp(child);
  console.log(
    await Promise.race([
      indexesReady,
      new Promise((r) => setTimeout(r, 30_000, 'no startup index build reported in 30 s')),
    ]),
  );
  const repeat = (url: string, n: number) => Array.from({ length: n }, () => url);
  await measure('warm-up', repeat('/healthz', 200));
  // Terms from the catalogue's own vocabulary: typical ones match 0.2-3 % of the products,
  // broad ones the words whose share is closest to a third.
  const { rows: counts } = await pool.query(
    `SELECT count(*)::int AS n FROM products WHERE site_id = 'socl' AND published`,
  );
  const products = counts[0].n as number;
  const vocab = async (sql: string, values: unknown[]) =>
    (await pool.query<{ word: string }>(sql, values)).rows.map((r) => r.word);
  const typical = await vocab(
    `SELECT word FROM search_vocabulary WHERE site_id = 'socl' AND word ~ '^[a-z]{5,}$'
       AND frequency BETWEEN $1 AND $2 ORDER BY md5(word) LIMIT 40`,
    [Math.ceil(products * 0.002), Math.ceil(products * 0.03)],
  );
  // Typical terms not asked before in this run (no term cache, no card cache): the first search.
  const firstTime = (
    await vocab(
      `SELECT word FROM search_vocabulary WHERE site_id = 'socl' AND word ~ '^[a-z]{5,}$'
         AND frequency BETWEEN $1 AND $2 AND NOT word = ANY ($3) ORDER BY md5(word || 'first')
         LIMIT 200`,
      [Math.ceil(products * 0.002), Math.ceil(products * 0.03), typical],
    )
  ).slice(0, 200);
  const broad = await vocab(
    `SELECT word FROM search_vocabulary WHERE site_id = 'socl' AND word ~ '^[a-z]{4,}$'
     ORDER BY abs(frequency - $1::int / 3) LIMIT 3`,
    [products],
  );
  // A typo: two neighbouring letters swapped in the middle of a typical word.
  const typo = (w: string) => {
    const i = Math.floor(w.length / 2);
    return w.slice(0, i - 1) + w[i] + w[i - 1] + w.slice(i + 1);
  };
  const { rows: cats } = await pool.query<{ id: string }>(
    `SELECT category_id AS id FROM categories WHERE site_id = 'socl' AND level = 2 ORDER BY category_id`,
  );
  const { rows: ids } = await pool.query<{ id: string }>(
    `SELECT product_id AS id FROM products WHERE site_id = 'socl' ORDER BY md5(product_id) LIMIT 100`,
  );
  const { rows: zones } = await pool.query<{ zone_id: string; price_group: string }>(
    `SELECT zone_id, price_group FROM zones WHERE site_id = 'socl' ORDER BY zone_id LIMIT 1`,
  );
  const located = `zoneId=${zones[0]?.zone_id ?? ''}&priceGroup=${zones[0]?.price_group ?? ''}`;
  const cycle = <T>(xs: T[], n: number) => Array.from({ length: n }, (_, i) => xs[i % xs.length]!);
  const enc = encodeURIComponent;
  console.log(`catalogue: ${products} products; broad terms: ${broad.join(', ')}`);

  // Did-you-mean on its own (vocabulary candidates by trigram + correction), in this process.
  const repo = createSearchRepo(pool);
  const dymTimes: number[] = [];
  for (const w of cycle(typical, 200)) {
    const t0 = performance.now();
    const cands = await repo.vocabulary('socl', typo(w));
    didYouMean(typo(w), (): VocabularyWord[] => cands);
    dymTimes.push(performance.now() - t0);
  }
  dymTimes.sort((a, b) => a - b);
  const dymRow = {
    name: 'did-you-mean (vocabulary + correction)',
    n: dymTimes.length,
    p50: +percentile(dymTimes, 50).toFixed(2),
    p95: +percentile(dymTimes, 95).toFixed(2),
    budgetP95: 2,
    ok: percentile(dymTimes, 95) <= 2,
  };
  console.log(
    `${dymRow.name.padEnd(34)} n=${String(dymRow.n).padStart(4)}  p50 ${dymRow.p50.toFixed(2).padStart(7)} ms  p95 ${dymRow.p95.toFixed(2).padStart(7)} ms  budget 2 ms ${dymRow.ok ? 'OK' : 'OVER'}`,
  );

  await measure(
    'warm-up search',
    cycle(typical, 60).map(
      (w, i) => `/search/v1/socl?Ntt=${enc(w)}${i % 2 === 1 ? `&${located}` : ''}`,
    ),
  );
  const rows = [
    await measure('healthz', repeat('/healthz', 500)),
    await measure('config features', repeat('/config/v1/socl/features/config/features', 500)),
    await measure(
      'search typical (page+total+facets)',
      cycle(typical, 200).map((w) => `/search/v1/socl?Ntt=${enc(w)}`),
      10,
    ),
    await measure(
      'search typical, zone + price group',
      cycle(typical, 200).map((w) => `/search/v1/socl?Ntt=${enc(w)}&${located}`),
      10,
    ),
    await measure(
      'search typical, first time asked',
      firstTime.map((w) => `/search/v1/socl?Ntt=${enc(w)}`),
      10,
    ),
    await measure(
      'search broad (~1/3 of catalogue)',
      cycle(broad, 60).map((w) => `/search/v1/socl?Ntt=${enc(w)}`),
      40,
    ),
    await measure(
      'search with a typo (+ did-you-mean)',
      cycle(typical, 100).map((w) => `/search/v1/socl?Ntt=${enc(typo(w))}`),
    ),
    await measure(
      'typeahead',
      cycle(typical, 300).map(
        (w, i) => `/s/typeahead/v1/socl?term=${enc(w.slice(0, 3 + (i % 3)))}`,
      ),
      5,
    ),
    await measure(
      'category listing',
      cycle(
        cats.map((c) => c.id),
        100,
      ).map((id) => `/search/v1/socl/category/products?categoryId=${id}`),
    ),
    await measure(
      'product page',
      cycle(
        ids.map((r) => r.id),
        300,
      ).map((id) => `/product/v2/socl?productId=${id}&${located}`),
      5,
    ),
    dymRow,
    await measure(
      'images: first resize 400x400 jpg',
      Array.from({ length: IMAGES }, (_, i) => `/images/producto-${i}`),
      25,
    ),
    await measure(
      'images: cached 400x400 jpg',
      Array.from({ length: 500 }, (_, i) => `/images/producto-${i % IMAGES}`),
    ),
    await measure(
      'images: first thumbnail webp',
      Array.from({ length: IMAGES }, (_, i) => `/images/producto-${i}/thumbnail?f=webp`),
    ),
  ];
  // DESIGN §7: cached images at >= 5,000 req/s (throughput, 10 connections, one card image).
  const images = await new Promise<autocannon.Result>((resolve, reject) => {
    autocannon({ url: `${base}/images/producto-0`, connections: 10, duration: 5 }, (e, r) =>
      e ? reject(e) : resolve(r),
    );
  });
  const imagesCached = {
    name: 'images: cached 400x400 jpg, throughput',
    rps: Math.round(images.requests.average),
    budgetRps: 5000,
    ok: images.requests.average >= 5000 && images.non2xx === 0 && images.errors === 0,
  };
  console.log(
    `${imagesCached.name}: ${imagesCached.rps} req/s (non-2xx ${images.non2xx}, errors ${images.errors})  budget >= 5000 ${imagesCached.ok ? 'OK' : 'UNDER'}`,
  );
  const relevance = await scoreRelevance(base, pool);
  const loadAverage = loadavg().map((x) => +x.toFixed(2));
  console.log(`load average at the end: ${loadAverage.join(' ')} (2 cores, shared)`);
  const metrics = await (await fetch(`${base}/metrics`)).text();
  const lag = /^commerce_event_loop_delay_p99_seconds (\S+)$/m.exec(metrics)?.[1];
  const eventLoopP99Ms = lag ? +(Number(lag) * 1000).toFixed(2) : null;
  console.log(`commerce event-loop delay p99 while serving: ${eventLoopP99Ms} ms`);
  mkdirSync(join(import.meta.dirname, 'results'), { recursive: true });
  writeFileSync(
    join(import.meta.dirname, 'results', 'commerce.json'),
    `${JSON.stringify({ measuredAt: new Date().toISOString(), loadAverageAtStart, loadAverage, rows, imagesCached, eventLoopP99Ms, relevance }, null, 2)}\n`,
  );
} finally {
  child.kill('SIGTERM');
  if (child.exitCode === null) await new Promise((r) => child.once('exit', r));
  await closePool();
  await database.stop();
  rmSync(work, { recursive: true, force: true });
}
