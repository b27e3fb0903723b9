// Storefront budgets (DESIGN.md §7) on the full Chile catalogue: its own database, commerce API and
// production storefront on their own ports; autocannon throughput and p50/p99 at 50 connections for
// the anonymous home, a listing, a search and a product page, each beside a static Next page of
// about the same HTML size (bench/static-page), the two alternated (static, page, page, static,
// each for half the seconds, lib/load.ts) so the host's drift cancels out of their ratio (and, with
// no budget, the same page built without ETags as the storefront is, right after); Lighthouse
// mobile (median of 3) for each page and, with no budget, for its same-size static page right after
// it, and once for the smallest static page (the floor any Next page pays here); and the gzipped
// JavaScript each page loads. Prints a table of figures, budgets and PASS/FAIL, writes
// bench/results/storefront-budgets.json and stops everything it started.
// `npm run bench -- storefront-budgets` runs only this one.
// Env: SEED_SCALE (full; demo for a quick look, labelled), STOREFRONT_BENCH_DATA_DIR, ports
// STOREFRONT_BENCH_PORT/_COMMERCE_PORT/_STATIC_PORT/_STATIC_NO_ETAG_PORT, BENCH_SECONDS,
// BENCH_WARMUP_SECONDS, LIGHTHOUSE_RUNS, BENCH_STRICT=1 (exit 1 when a budget fails), BENCH_REUSE_BUILD=1 (serve the
// storefront's existing build, in FIERRO_NEXT_DIST_DIR, default
// node_modules/.cache/fierro-bench-next, even when sources are newer: quick re-runs, labelled).
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import type { SeedScale } from '@fierro/db/seed/index';
import { getTenant } from '@fierro/tenants';
import { prepareBenchDatabase } from './lib/database';
import {
  describeRuns,
  type LighthouseSummary,
  lighthouseMedian,
  scriptBytes,
  scriptSrcs,
  stopChrome,
} from './lib/lighthouse';
import { measureAlternating, measureLoad } from './lib/load';
import { stopAll } from './lib/processes';
import { type Check, check, printReport, type ThroughputRow, writeResults } from './lib/report';
import {
  buildIfNeeded,
  startCommerceApi,
  startNext,
  staticPageDir,
  staticPageEnv,
  staticPageStale,
  storefrontDir,
  storefrontStale,
} from './lib/stack';
import { PAGE_SIZES_KB } from './static-page/app/fixture';

const env = process.env;
const num = (v: string | undefined, d: number) => (v ? Number(v) : d);
const PORT = num(env.STOREFRONT_BENCH_PORT, 3600);
const COMMERCE_PORT = num(env.STOREFRONT_BENCH_COMMERCE_PORT, 4600);
const STATIC_PORT = num(env.STOREFRONT_BENCH_STATIC_PORT, 3601);
const STATIC_NO_ETAG_PORT = num(env.STOREFRONT_BENCH_STATIC_NO_ETAG_PORT, 3602);
const DATA_DIR = env.STOREFRONT_BENCH_DATA_DIR ?? '/tmp/fierro-bench-data';
const SCALE = (env.SEED_SCALE ?? 'full') as SeedScale;
const SECONDS = num(env.BENCH_SECONDS, 10);
const WARMUP = num(env.BENCH_WARMUP_SECONDS, 5);
const CONNECTIONS = 50;
const LH_RUNS = num(env.LIGHTHOUSE_RUNS, 3);
const TIMEOUT_MIN = num(env.STOREFRONT_BENCH_TIMEOUT_MIN, 45);
const BUDGET = {
  ratio: 0.7,
  /** Issue 24: a signed-in shopper's home, listing, product and cart (DESIGN §7 said 0.40). */
  signedInRatio: 0.5,
  p99: 250,
  performance: 95,
  cls: 0.02,
  tbt: 150,
  jsKb: 200,
  /** Issue 21: the cart page's p99 at 50 connections. */
  cartP99: 300,
};

// The storefront's own build directory for the bench, so it never races `npm start`'s `.next`.
process.env.FIERRO_NEXT_DIST_DIR ??= 'node_modules/.cache/fierro-bench-next';
const tenant = getTenant('cl')!;
const site = `/${tenant.pathPrefix}`;
const base = `http://127.0.0.1:${PORT}`;
const staticBase = `http://127.0.0.1:${STATIC_PORT}`;
const staticNoEtagBase = `http://127.0.0.1:${STATIC_NO_ETAG_PORT}`;
const log = (l: string) => console.log(`[bench] ${l}`);
const load = () => loadavg().map((l) => +l.toFixed(2));

let stopping: Promise<void> | null = null;
const cleanup = () => {
  stopping ??= stopChrome()
    .then(() => stopAll())
    .then(() => stopDb?.())
    .catch((e) => console.error('[bench] cleanup:', e));
  return stopping;
};
let stopDb: (() => Promise<void>) | null = null;
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.once(signal, () => {
    console.error(`[bench] ${signal}: stopping what the benchmark started`);
    void cleanup().finally(() => process.exit(130));
  });
// Bounded: whatever hangs, the benchmark stops its processes and exits.
const watchdog = setTimeout(() => {
  console.error(`[bench] over ${TIMEOUT_MIN} min: stopping`);
  void cleanup().finally(() => process.exit(1));
}, TIMEOUT_MIN * 60_000);
watchdog.unref();

async function page(path: string, headers: Record<string, string> = {}) {
  const res = await fetch(base + path, { redirect: 'manual', headers });
  const html = await res.text();
  return { status: res.status, bytes: Buffer.byteLength(html), html };
}

const firstLink = (html: string, kind: string) =>
  new RegExp(`href="(${site}/${kind}/[^"?#]+)"`).exec(html)?.[1]?.replace(/&amp;/g, '&') ?? null;

/**
 * A signed-in shopper (the Chilean demo person, README): the session cookie the storefront sets
 * at sign-in. The load then keeps the cookies the pages set, as the shopper's browser does: the
 * proxy refreshes the session on the first request and again whenever the proof it set expires.
 */
async function signedInCookie(commerceUrl: string): Promise<string | null> {
  const res = await fetch(`${commerceUrl}/auth/v1/login`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'tenant-b2b': tenant.code,
      'x-channel-id': 'WEB',
    },
    body: JSON.stringify({ email: `persona.${tenant.code}@fierro.demo`, password: 'Fierro2026' }),
  }).catch(() => null);
  if (!res?.ok) return null;
  const body = (await res.json()) as { sessionId?: string; userRole?: string };
  return body.sessionId ? `sessionId=${body.sessionId}; userRole=${body.userRole ?? ''}` : null;
}

/**
 * A cart of the site with five stocked lines (home delivery), made through commerce: a guest's,
 * or the signed-in shopper's own with their session.
 */
async function benchCart(commerceUrl: string, session?: string): Promise<string> {
  const send = async (method: string, path: string, body: unknown, version?: number) => {
    const res = await fetch(commerceUrl + path, {
      method,
      headers: {
        'content-type': 'application/json',
        ...(version ? { 'if-match': String(version) } : {}),
        ...(session ? { authorization: session } : {}),
      },
      body: JSON.stringify(body),
    });
    if (!res.ok) throw new Error(`${method} ${path} answered ${res.status}`);
    return (await res.json()) as { cartId: string; version: number };
  };
  const search = (await (
    await fetch(`${commerceUrl}/search/v1/${tenant.siteId}?Ntt=taladro&perPage=20`)
  ).json()) as { products: Array<{ skus?: string[]; skuId?: string; productId: string }> };
  let cart = await send('POST', '/checkout/v1/carts', { siteId: tenant.siteId });
  let lines = 0;
  for (const p of search.products) {
    const skuId = p.skuId ?? p.skus?.[0] ?? p.productId;
    try {
      cart = await send(
        'POST',
        `/checkout/v1/carts/${cart.cartId}/lines`,
        { skuId, quantity: 1 },
        cart.version,
      );
      lines++;
    } catch {
      // a product without a SKU of its own, or none in stock: the next one
    }
    if (lines === 5) break;
  }
  if (lines === 0) throw new Error('no SKU could be added');
  return cart.cartId;
}

/**
 * Node writes a response of up to 128 KiB to a loopback socket in one go; a larger one waits for
 * the socket to drain: the static page of 152 KB served 350-390 req/s where the one of 128 KB
 * served 700-1,420 (2026-11-27, 50 connections). The reference is the nearest size on the same
 * side of that line as the page (130 KB exists for pages just past it, as the product page is).
 */
const ONE_WRITE_BYTES = 128 * 1024;
const nearestKb = (bytes: number) =>
  PAGE_SIZES_KB.filter((kb) => kb * 1024 > ONE_WRITE_BYTES === bytes > ONE_WRITE_BYTES).reduce(
    (a, b) => (Math.abs(b * 1024 - bytes) < Math.abs(a * 1024 - bytes) ? b : a),
  );

let exitCode = 0;
try {
  const loadAtStart = load();
  log(`machine: ${cpus().length} cores, load average ${loadAtStart.join(' ')}`);
  const db = await prepareBenchDatabase({
    dataDir: DATA_DIR,
    siteId: tenant.siteId,
    scale: SCALE,
    log,
  });
  stopDb = db.stop;
  const commerceUrl = `http://127.0.0.1:${COMMERCE_PORT}`;
  await startCommerceApi({
    port: COMMERCE_PORT,
    databaseUrl: db.url,
    imagesDir: db.imagesDir,
    imageCacheDir: join(DATA_DIR, 'image-cache'),
  });
  const builtStorefront = await buildIfNeeded(
    'storefront',
    storefrontDir,
    storefrontStale() && env.BENCH_REUSE_BUILD !== '1',
    { COMMERCE_URL: commerceUrl },
    log,
  );
  // The static reference twice: Next's default (the budget's), and without ETags as ours is.
  const statics = [
    { name: 'static-page', etags: true, port: STATIC_PORT },
    { name: 'static-page-no-etag', etags: false, port: STATIC_NO_ETAG_PORT },
  ];
  let builtStatic = false;
  for (const s of statics) {
    const staticEnv = staticPageEnv(s.etags);
    const built = await buildIfNeeded(
      s.name,
      staticPageDir,
      staticPageStale(s.etags),
      staticEnv,
      log,
    );
    builtStatic ||= built && s.etags;
  }
  await startNext('storefront', storefrontDir, PORT, '/robots.txt', { COMMERCE_URL: commerceUrl });
  for (const s of statics)
    await startNext(s.name, staticPageDir, s.port, `/${PAGE_SIZES_KB[0]}/`, staticPageEnv(s.etags));

  // The pages: home, the first department linked from it, a search, the first product listed.
  const home = await page(`${site}/`);
  if (home.status !== 200) throw new Error(`home answered ${home.status}`);
  const categoryPath = firstLink(home.html, 'category');
  if (!categoryPath) throw new Error('no category link on the home page');
  const listing = await page(categoryPath);
  const searchPath = `${site}/search/?Ntt=${encodeURIComponent(env.BENCH_SEARCH_TERM ?? 'taladro')}`;
  const productPath = firstLink(listing.html, 'product');
  const targets: Array<{
    name: string;
    path: string;
    jsBudget: boolean;
    headers?: Record<string, string>;
  }> = [
    { name: 'home', path: `${site}/`, jsBudget: true },
    { name: 'listing', path: categoryPath, jsBudget: true },
    { name: 'search', path: searchPath, jsBudget: false },
  ];
  const absent: string[] = [];
  if (productPath && (await page(productPath)).status === 200)
    targets.push({ name: 'product', path: productPath, jsBudget: true });
  else absent.push(`product page: ${productPath ?? 'no product link on the listing'} not 200 yet`);

  const checks: Check[] = [];
  const throughput: Array<ThroughputRow & { loadAfter: number[] }> = [];
  /** Each page's same-size static page, for its Lighthouse reference too. */
  const staticPathOf = new Map<string, string>();
  /** One page under load beside its same-size static page, with and without ETags, same run. */
  async function measureBeside(
    name: string,
    path: string,
    ratioBudget: number | null,
    headers: Record<string, string> = {},
  ) {
    const first = await page(path, headers);
    if (first.status !== 200) throw new Error(`${name} ${path} answered ${first.status}`);
    const staticPath = `/${nearestKb(first.bytes)}/`;
    staticPathOf.set(name, staticPath);
    const staticBytes = Buffer.byteLength(await (await fetch(staticBase + staticPath)).text());
    log(`${name}: ${path} (${first.bytes} B) beside static ${staticPath} (${staticBytes} B)`);
    const opts = { connections: CONNECTIONS, seconds: SECONDS, warmupSeconds: WARMUP };
    const { reference, measured } = await measureAlternating(
      { url: staticBase + staticPath },
      // A shopper with cookies is a browser: it keeps what the storefront sets (the session proof).
      {
        url: base + path,
        ...(Object.keys(headers).length ? { headers } : {}),
        keepCookies: headers.cookie !== undefined,
      },
      opts,
    );
    const sameConfig = await measureLoad(staticNoEtagBase + staticPath, opts);
    const ratio = +(measured.rps / reference.rps).toFixed(3);
    const ratioSameConfig = +(measured.rps / sameConfig.rps).toFixed(3);
    throughput.push({
      name,
      path,
      htmlBytes: first.bytes,
      staticBytes,
      reference,
      measured,
      ratio,
      sameConfig,
      ratioSameConfig,
      loadAfter: load(),
    });
    checks.push(
      check({
        page: name,
        what: 'req/s vs static',
        value: ratio,
        budget: ratioBudget,
        higher: true,
        unit: 'x',
      }),
      check({
        page: name,
        what: 'vs static, no ETag',
        value: ratioSameConfig,
        budget: null,
        higher: true,
        unit: 'x',
      }),
    );
    return measured;
  }

  for (const t of targets) {
    const measured = await measureBeside(t.name, t.path, BUDGET.ratio);
    checks.push(
      check({
        page: t.name,
        what: 'p99 at 50 conn',
        value: measured.p99,
        budget: BUDGET.p99,
        higher: false,
        unit: 'ms',
      }),
    );
    if (measured.non2xx || measured.errors)
      absent.push(`${t.name}: ${measured.non2xx} non-2xx and ${measured.errors} errors under load`);
  }

  // Issue 24: a signed-in shopper's pages >= 50% of the same-size static page (same run), the
  // home, a listing and a product page (cached views, the header's personal part read after load)
  // and the shopper's own cart (rows "shopper ...").
  const cookie = await signedInCookie(commerceUrl);
  if (cookie) {
    const shopperPages = [
      { name: 'shopper', path: `${site}/` },
      { name: 'shopper listing', path: categoryPath },
      ...(productPath ? [{ name: 'shopper product', path: productPath }] : []),
    ];
    for (const p of shopperPages)
      await measureBeside(p.name, p.path, BUDGET.signedInRatio, { cookie });
  } else absent.push('signed-in pages: the demo person could not sign in');

  /** Issue 21 and 24: a per-shopper page under load, its p99 against a budget when it has one. */
  const perShopper = async (
    name: string,
    path: string,
    cookieHeader: string,
    ratioBudget: number | null,
    p99Budget: number | null,
  ) => {
    const measured = await measureBeside(name, path, ratioBudget, { cookie: cookieHeader });
    checks.push(
      check({
        page: name,
        what: 'p99 at 50 conn',
        value: measured.p99,
        budget: p99Budget,
        higher: false,
        unit: 'ms',
      }),
    );
    if (measured.non2xx || measured.errors)
      absent.push(`${name}: ${measured.non2xx} non-2xx and ${measured.errors} errors under load`);
  };
  // The cart page (issue 21, budget p99 300 ms) and the checkout (issue 24: its own row) of a
  // guest with a five-line cart, then of the signed-in shopper with theirs (never cached).
  const cartId = await benchCart(commerceUrl).catch((err: unknown) => {
    absent.push(`cart page: no cart (${String(err)})`);
    return null;
  });
  if (cartId) {
    await perShopper('cart', `${site}/cart/`, `cartId=${cartId}`, null, BUDGET.cartP99);
    await perShopper('checkout', `${site}/checkout/`, `cartId=${cartId}`, null, null);
  }
  const session = cookie ? /sessionId=([^;]+)/.exec(cookie)?.[1] : undefined;
  const shopperCartId = session
    ? await benchCart(commerceUrl, session).catch((err: unknown) => {
        absent.push(`signed-in cart page: no cart (${String(err)})`);
        return null;
      })
    : null;
  if (cookie && shopperCartId) {
    const withCart = `${cookie}; cartId=${shopperCartId}`;
    await perShopper(
      'shopper cart',
      `${site}/cart/`,
      withCart,
      BUDGET.signedInRatio,
      BUDGET.cartP99,
    );
    await perShopper('shopper checkout', `${site}/checkout/`, withCart, null, null);
  }

  const meta = {
    measuredAt: new Date().toISOString(),
    catalogue: `${tenant.siteId} ${SCALE}${SCALE === 'full' ? '' : ' (NOT the full catalogue the budgets assume)'}`,
    seedSeconds: db.seedSeconds,
    builtThisRun: { storefront: builtStorefront, staticPage: builtStatic },
    reusedOlderBuild: env.BENCH_REUSE_BUILD === '1' && storefrontStale(),
    machine: { cores: cpus().length, loadAtStart, loadAtEnd: load() },
    settings: {
      connections: CONNECTIONS,
      seconds: SECONDS,
      warmupSeconds: WARMUP,
      lighthouseRuns: LH_RUNS,
    },
    notes: absent,
  };
  // Throughput first, on screen and on disk, in case Lighthouse takes the rest of the time.
  printReport(meta, throughput, checks);
  const lighthouse: unknown[] = [];
  const save = () =>
    writeResults('storefront-budgets', { ...meta, throughput, lighthouse, checks });
  save();

  /** Lighthouse on a static reference page (no budget): its summary, or null when Chrome failed. */
  const staticLighthouse = async (path: string) => {
    const r = await lighthouseMedian(staticBase + path, LH_RUNS).catch(async () => {
      await stopChrome();
      return null;
    });
    return r && { path, performance: r.performance, tbtMs: r.tbtMs, lcpMs: r.lcpMs, runs: r.runs };
  };

  // Issue 22: the checkout page of that cart gets a Lighthouse row too (budget 95, like the rest).
  const lighthouseTargets = cartId
    ? [
        ...targets,
        {
          name: 'checkout',
          path: `${site}/checkout/`,
          jsBudget: false,
          headers: { cookie: `cartId=${cartId}` },
        },
      ]
    : targets;
  for (const t of lighthouseTargets) {
    log(`lighthouse ${t.name} x${LH_RUNS}`);
    const htmlScripts = scriptSrcs((await page(t.path, t.headers)).html, base);
    let lh: LighthouseSummary | null = null;
    try {
      lh = await lighthouseMedian(base + t.path, LH_RUNS, t.headers);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      absent.push(`lighthouse ${t.name}: ${message}`);
      await stopChrome();
    }
    // The same-size static page right after, same runs: on this shared 2-core machine Next's own
    // start-up (React and the router, about 360 KB of script) is most of a page's TBT, and the
    // host's noise moves it run to run; this row shows that floor beside each page (no budget).
    const staticPath = staticPathOf.get(t.name);
    const reference = staticPath ? await staticLighthouse(staticPath) : null;
    if (lh) log(`  ${t.name}: ${describeRuns(lh.runs)}`);
    if (reference) log(`  same-size static: ${describeRuns(reference.runs)}`);
    // Every script the page loaded (Lighthouse), else the ones its HTML names.
    const js = await scriptBytes(lh ? [...htmlScripts, ...lh.scriptUrls] : htmlScripts);
    lighthouse.push({
      name: t.name,
      path: t.path,
      ...(lh ?? { error: true }),
      js,
      staticReference: reference,
      loadAfter: load(),
    });
    const nan = Number.NaN;
    checks.push(
      check({
        page: t.name,
        what: 'Lighthouse performance',
        value: lh?.performance ?? nan,
        budget: BUDGET.performance,
        higher: true,
        unit: '',
      }),
      check({
        page: t.name,
        what: 'CLS',
        value: lh?.cls ?? nan,
        budget: BUDGET.cls,
        higher: false,
        unit: '',
      }),
      check({
        page: t.name,
        what: 'TBT',
        value: lh?.tbtMs ?? nan,
        budget: BUDGET.tbt,
        higher: false,
        unit: 'ms',
      }),
      check({
        page: t.name,
        what: 'TBT, same-size static',
        value: reference?.tbtMs ?? nan,
        budget: null,
        higher: false,
        unit: 'ms',
      }),
      check({
        page: t.name,
        what: 'perf., same-size static',
        value: reference?.performance ?? nan,
        budget: null,
        higher: true,
        unit: '',
      }),
      check({
        page: t.name,
        what: 'LCP (no budget)',
        value: lh?.lcpMs ?? nan,
        budget: null,
        higher: false,
        unit: 'ms',
      }),
      check({
        page: t.name,
        what: 'JS gzip',
        value: +(js.gzipBytes / 1024).toFixed(1),
        budget: t.jsBudget ? BUDGET.jsKb : null,
        higher: false,
        unit: 'KB',
      }),
    );
    save();
  }
  // The floor: the smallest static Next page (25 KB, no client component, no CSS), same runs. What
  // any Next 16 page pays on this machine for React and the router to start (no budget).
  const floorPath = `/${PAGE_SIZES_KB[0]}/`;
  log(`lighthouse smallest static page x${LH_RUNS}`);
  const floor = await staticLighthouse(floorPath);
  if (floor) log(`  smallest static page: ${describeRuns(floor.runs)}`);
  lighthouse.push({ name: 'smallest static page', ...(floor ?? { path: floorPath, error: true }) });
  checks.push(
    check({
      page: 'static',
      what: `TBT, ${PAGE_SIZES_KB[0]} KB static page`,
      value: floor?.tbtMs ?? Number.NaN,
      budget: null,
      higher: false,
      unit: 'ms',
    }),
    check({
      page: 'static',
      what: `perf., ${PAGE_SIZES_KB[0]} KB static page`,
      value: floor?.performance ?? Number.NaN,
      budget: null,
      higher: true,
      unit: '',
    }),
  );
  save();
  await stopChrome();
  meta.machine.loadAtEnd = load();
  printReport(meta, throughput, checks);
  save();
  if (env.BENCH_STRICT === '1' && checks.some((c) => c.pass === false)) exitCode = 1;
} catch (error) {
  console.error('[bench] failed:', error instanceof Error ? error.message : error);
  exitCode = 1;
} finally {
  await cleanup();
  clearTimeout(watchdog);
}
process.exit(exitCode);
