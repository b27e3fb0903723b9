// Commerce API latency: starts apps/commerce as its own process on a spare port, measures p50/p95
// per route with one connection, and reads the commerce process's event-loop delay p99 from its
// /metrics. Budgets: DESIGN.md §7. Routes over the catalogue join this table as they land.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

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

const child = spawn(
  join(root, 'node_modules', '.bin', 'tsx'),
  [join(root, 'apps', 'commerce', 'src', 'server.ts')],
  {
    env: {
      ...process.env,
      PORT: String(port),
      LOG_LEVEL: 'warn',
      IMAGE_SOURCE_DIR: sources,
      IMAGE_CACHE_DIR: join(work, 'cache'),
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  },
);

try {
  await waitUp(child);
  const repeat = (url: string, n: number) => Array.from({ length: n }, () => url);
  await measure('warm-up', repeat('/healthz', 200));
  const rows = [
    await measure('healthz', repeat('/healthz', 500)),
    await measure('config features', repeat('/config/v1/socl/features/config/features', 500)),
    await measure(
      'images: first resize 400x400 jpg',
      Array.from({ length: IMAGES }, (_, i) => `/images/producto-${i}`),
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
  const metrics = await (await fetch(`${base}/metrics`)).text();
  const lag = /^commerce_event_loop_delay_p99_seconds (\S+)$/m.exec(metrics)?.[1];
  const eventLoopP99Ms = lag ? +(Number(lag) * 1000).toFixed(2) : null;
  console.log(`commerce event-loop delay p99 while serving: ${eventLoopP99Ms} ms`);
  mkdirSync(join(import.meta.dirname, 'results'), { recursive: true });
  writeFileSync(
    join(import.meta.dirname, 'results', 'commerce.json'),
    `${JSON.stringify({ measuredAt: new Date().toISOString(), rows, eventLoopP99Ms }, null, 2)}\n`,
  );
} finally {
  child.kill('SIGTERM');
  rmSync(work, { recursive: true, force: true });
}
