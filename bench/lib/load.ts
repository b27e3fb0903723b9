// HTTP load with autocannon on loopback: one run whose first seconds warm up the same connections,
// then a bounded measured window.
import autocannon from 'autocannon';

export interface LoadResult {
  url: string;
  connections: number;
  seconds: number;
  /** Mean requests per second over the measured window. */
  rps: number;
  p50: number;
  p99: number;
  requests: number;
  non2xx: number;
  errors: number;
  timeouts: number;
  /**
   * p99 of the whole run, warm-up included: 50 connections opened at once against a saturated
   * server leave a few first requests waiting seconds (the static page too), which is connection
   * set-up, not serving. Kept for comparison with the figures measured before 2026-11-23.
   */
  p99WithWarmup: number;
  /** Requests per second of each window, when the figure merges several (measureAlternating). */
  windowRps?: number[];
}

interface LoadOptions {
  connections: number;
  seconds: number;
  warmupSeconds: number;
  headers?: Record<string, string>;
  /**
   * Keep the cookies the responses set, as the shopper's browser does (one jar for every
   * connection: one shopper), starting from `headers.cookie`: a signed-in shopper's browser sends
   * back the session proof the storefront sets (issue 24) and renews it when it expires.
   */
  keepCookies?: boolean;
}

/** One browser's cookies: `name=value` pairs set by responses, expired ones dropped. */
function cookieJar(initial: string | undefined) {
  const jar = new Map<string, string>();
  for (const pair of (initial ?? '').split(';')) {
    const eq = pair.indexOf('=');
    if (eq > 0) jar.set(pair.slice(0, eq).trim(), pair.slice(eq + 1).trim());
  }
  return {
    header: () => [...jar].map(([k, v]) => `${k}=${v}`).join('; '),
    take(setCookie: string | string[] | undefined) {
      for (const line of [setCookie ?? []].flat()) {
        const [pair = '', ...attributes] = line.split(';');
        const eq = pair.indexOf('=');
        if (eq <= 0) continue;
        const name = pair.slice(0, eq).trim();
        const gone = attributes.some((a) => /^\s*max-age=(0|-)/i.test(a));
        if (gone) jar.delete(name);
        else jar.set(name, pair.slice(eq + 1).trim());
      }
    },
  };
}

/** One autocannon run: its figures, and the latencies behind them for merging windows. */
interface Window {
  result: LoadResult;
  measured: number[];
  all: number[];
}

/** Whole milliseconds, as autocannon's own histogram reports them. */
const percentile = (sorted: number[], p: number) =>
  sorted.length
    ? Math.round(sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]!)
    : Number.NaN;

/**
 * The warm-up runs on the very connections the measurement then uses (a separate warm-up run
 * would open 50 new ones, and their set-up burst would land in the measured p99). Latency and
 * throughput count the responses that complete after the warm-up.
 */
export async function measureLoad(url: string, opts: LoadOptions): Promise<LoadResult> {
  return (await runWindow(url, opts)).result;
}

/** A request that sends the jar's cookies and keeps what the response sets. */
function browserRequest(initial: string | undefined) {
  const jar = cookieJar(initial);
  return {
    setupRequest: (req: { headers?: Record<string, string> }) => ({
      ...req,
      headers: { ...req.headers, cookie: jar.header() },
    }),
    onResponse: (
      _status: number,
      _body: string,
      _context: unknown,
      headers: Record<string, string | string[]>,
    ) => {
      const key = Object.keys(headers).find((k) => k.toLowerCase() === 'set-cookie');
      if (key) jar.take(headers[key]);
    },
  };
}

function runWindow(url: string, opts: LoadOptions): Promise<Window> {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const measuredFrom = started + opts.warmupSeconds * 1000;
    const measured: number[] = [];
    const all: number[] = [];
    let non2xx = 0;
    // No Accept-Encoding: every page and its static reference are served uncompressed alike.
    const instance = autocannon(
      {
        url,
        connections: opts.connections,
        duration: opts.warmupSeconds + opts.seconds,
        timeout: 10,
        ...(opts.headers ? { headers: opts.headers } : {}),
        ...(opts.keepCookies ? { requests: [browserRequest(opts.headers?.cookie)] } : {}),
      },
      (err, r) => {
        if (err) return reject(err);
        measured.sort((a, b) => a - b);
        all.sort((a, b) => a - b);
        resolve({
          result: {
            url,
            connections: opts.connections,
            seconds: opts.seconds,
            rps: +(measured.length / opts.seconds).toFixed(1),
            // No completed request: no latency to report, and the page fails its latency budget.
            p50: percentile(measured, 0.5),
            p99: percentile(measured, 0.99),
            requests: measured.length,
            non2xx,
            errors: r.errors,
            timeouts: r.timeouts,
            p99WithWarmup: percentile(all, 0.99),
          },
          measured,
          all,
        });
      },
    );
    instance.on('response', (_client, status, _bytes, responseTime) => {
      all.push(responseTime);
      if (Date.now() < measuredFrom) return;
      measured.push(responseTime);
      if (status < 200 || status > 299) non2xx += 1;
    });
  });
}

/** Several windows on one URL as one figure: requests over their summed seconds, merged latencies. */
function merge(windows: Window[]): LoadResult {
  const first = windows[0]!.result;
  const seconds = windows.reduce((n, w) => n + w.result.seconds, 0);
  const measured = windows.flatMap((w) => w.measured).sort((a, b) => a - b);
  const all = windows.flatMap((w) => w.all).sort((a, b) => a - b);
  const sum = (pick: (r: LoadResult) => number) => windows.reduce((n, w) => n + pick(w.result), 0);
  return {
    url: first.url,
    connections: first.connections,
    seconds,
    rps: +(measured.length / seconds).toFixed(1),
    p50: percentile(measured, 0.5),
    p99: percentile(measured, 0.99),
    requests: measured.length,
    non2xx: sum((r) => r.non2xx),
    errors: sum((r) => r.errors),
    timeouts: sum((r) => r.timeouts),
    p99WithWarmup: percentile(all, 0.99),
    windowRps: windows.map((w) => w.result.rps),
  };
}

/**
 * A page beside its reference, in the order reference, page, page, reference, each for half the
 * seconds (each with its own warm-up). The host's speed drifts over a run here (the same static
 * page read 886 then 1,136 req/s a minute apart); measured one after the other, that drift lands
 * whole in the ratio, while in this order a steady drift cancels out of it.
 */
export async function measureAlternating(
  reference: { url: string; headers?: Record<string, string>; keepCookies?: boolean },
  page: { url: string; headers?: Record<string, string>; keepCookies?: boolean },
  opts: Omit<LoadOptions, 'headers' | 'keepCookies'>,
): Promise<{ reference: LoadResult; measured: LoadResult }> {
  const half = { ...opts, seconds: opts.seconds / 2 };
  const run = (target: typeof page) =>
    runWindow(target.url, {
      ...half,
      ...(target.headers ? { headers: target.headers } : {}),
      ...(target.keepCookies ? { keepCookies: true } : {}),
    });
  const a1 = await run(reference);
  const b1 = await run(page);
  const b2 = await run(page);
  const a2 = await run(reference);
  return { reference: merge([a1, a2]), measured: merge([b1, b2]) };
}
