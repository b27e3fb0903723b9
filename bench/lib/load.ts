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
  reference: { url: string; headers?: Record<string, string> },
  page: { url: string; headers?: Record<string, string> },
  opts: Omit<LoadOptions, 'headers'>,
): Promise<{ reference: LoadResult; measured: LoadResult }> {
  const half = { ...opts, seconds: opts.seconds / 2 };
  const run = (target: typeof page) =>
    runWindow(target.url, target.headers ? { ...half, headers: target.headers } : half);
  const a1 = await run(reference);
  const b1 = await run(page);
  const b2 = await run(page);
  const a2 = await run(reference);
  return { reference: merge([a1, a2]), measured: merge([b1, b2]) };
}
