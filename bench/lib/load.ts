// HTTP load with autocannon on loopback: a warm-up, then a bounded measured run.
import autocannon from 'autocannon';

export interface LoadResult {
  url: string;
  connections: number;
  seconds: number;
  /** Mean requests per second over the measured run. */
  rps: number;
  p50: number;
  p99: number;
  requests: number;
  non2xx: number;
  errors: number;
  timeouts: number;
}

const run = (url: string, connections: number, seconds: number) =>
  new Promise<autocannon.Result>((resolve, reject) => {
    // No Accept-Encoding: every page and its static reference are served uncompressed alike.
    autocannon({ url, connections, duration: seconds, timeout: 10 }, (err, result) =>
      err ? reject(err) : resolve(result),
    );
  });

export async function measureLoad(
  url: string,
  opts: { connections: number; seconds: number; warmupSeconds: number },
): Promise<LoadResult> {
  if (opts.warmupSeconds > 0) await run(url, opts.connections, opts.warmupSeconds);
  const r = await run(url, opts.connections, opts.seconds);
  return {
    url,
    connections: opts.connections,
    seconds: opts.seconds,
    rps: +r.requests.average.toFixed(1),
    // No completed request: no latency to report, and the page fails its latency budget.
    p50: r.requests.total ? r.latency.p50 : Number.NaN,
    p99: r.requests.total ? r.latency.p99 : Number.NaN,
    requests: r.requests.total,
    non2xx: r.non2xx,
    errors: r.errors,
    timeouts: r.timeouts,
  };
}
