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
export function measureLoad(
  url: string,
  opts: {
    connections: number;
    seconds: number;
    warmupSeconds: number;
    headers?: Record<string, string>;
  },
): Promise<LoadResult> {
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
