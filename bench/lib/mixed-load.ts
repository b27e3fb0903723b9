// A shopper-like load over a mix of pages and API calls: a fixed number of keep-alive connections,
// each sending the next request of the mix as soon as its last one answered, for a bounded time.
// Every answer is recorded by kind (latency, status), and every failure with its time, so a test
// can tell the requests that were in flight when a process was killed from any other failure.
import { Agent, request } from 'undici';

export interface MixEntry {
  /** Page kind or API name, as reported (home, listing, search, product, typeahead, image...). */
  kind: string;
  path: string;
  /** Relative share of the requests (default 1). */
  weight?: number;
  /** Headers of this entry's requests (a signed-in shopper's cookie). */
  headers?: Record<string, string>;
}

export interface Failure {
  kind: string;
  path: string;
  /** Milliseconds since the load started, when the request was sent and when it failed. */
  sentAt: number;
  failedAt: number;
  /** The status answered, or the error's code or message. */
  reason: string;
}

export interface KindFigures {
  requests: number;
  failed: number;
  rps: number;
  p50: number;
  p99: number;
}

export interface MixedLoadResult {
  connections: number;
  seconds: number;
  requests: number;
  failed: number;
  rps: number;
  perKind: Record<string, KindFigures>;
  failures: Failure[];
}

export interface MixedLoadOptions {
  baseUrl: string;
  mix: MixEntry[];
  connections: number;
  durationMs: number;
  /** Per-request time limit: a request that takes longer counts as failed. */
  timeoutMs?: number;
  /** Answers that count as success (default: 2xx and 3xx). */
  ok?: (status: number) => boolean;
  headers?: Record<string, string>;
  /** Updated while the load runs: requests sent and not yet answered. */
  live?: { inFlight: number; startedAt: number };
}

/** Whole milliseconds at a percentile of sorted latencies. */
export const percentile = (sorted: number[], p: number) =>
  sorted.length
    ? Math.round(sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]!)
    : Number.NaN;

/** The mix unrolled by weight into the order the connections take it round-robin. */
export function unroll(mix: MixEntry[]): MixEntry[] {
  const out: MixEntry[] = [];
  for (const entry of mix) {
    for (let i = 0; i < (entry.weight ?? 1); i++) out.push(entry);
  }
  // Interleave kinds so that each connection goes through all of them.
  return out
    .map((e, i) => ({ e, k: (i * 7919) % out.length }))
    .sort((a, b) => a.k - b.k)
    .map((x) => x.e);
}

export async function runMixedLoad(opts: MixedLoadOptions): Promise<MixedLoadResult> {
  const order = unroll(opts.mix);
  const ok = opts.ok ?? ((s: number) => s >= 200 && s < 400);
  const timeoutMs = opts.timeoutMs ?? 10_000;
  const dispatcher = new Agent({
    connections: opts.connections,
    pipelining: 1,
    keepAliveTimeout: 30_000,
    headersTimeout: timeoutMs,
    bodyTimeout: timeoutMs,
  });
  const latencies = new Map<string, number[]>();
  const failedByKind = new Map<string, number>();
  const failures: Failure[] = [];
  const started = performance.now();
  const end = started + opts.durationMs;
  const live = opts.live ?? { inFlight: 0, startedAt: 0 };
  live.startedAt = started;
  let next = 0;

  const one = async (entry: MixEntry) => {
    const sentAt = performance.now();
    let reason: string | null = null;
    live.inFlight++;
    try {
      const res = await request(new URL(entry.path, opts.baseUrl), {
        dispatcher,
        headers: { 'accept-encoding': 'identity', ...opts.headers, ...entry.headers },
        signal: AbortSignal.timeout(timeoutMs),
      });
      await res.body.dump({ limit: Number.POSITIVE_INFINITY });
      if (!ok(res.statusCode)) reason = String(res.statusCode);
    } catch (error) {
      // undici's codes (UND_ERR_SOCKET...); a time-out is a DOMException named TimeoutError.
      const e = error as { code?: unknown; name?: string; message?: string };
      reason = typeof e.code === 'string' ? e.code : (e.name ?? e.message ?? 'error');
    }
    live.inFlight--;
    const done = performance.now();
    if (reason === null) {
      const list = latencies.get(entry.kind) ?? [];
      list.push(done - sentAt);
      latencies.set(entry.kind, list);
    } else {
      failedByKind.set(entry.kind, (failedByKind.get(entry.kind) ?? 0) + 1);
      failures.push({
        kind: entry.kind,
        path: entry.path,
        sentAt: Math.round(sentAt - started),
        failedAt: Math.round(done - started),
        reason,
      });
    }
  };

  const connection = async () => {
    while (performance.now() < end) {
      const entry = order[next++ % order.length]!;
      await one(entry);
    }
  };
  await Promise.all(Array.from({ length: opts.connections }, connection));
  const seconds = (performance.now() - started) / 1000;
  await dispatcher.close();

  const perKind: Record<string, KindFigures> = {};
  let requests = 0;
  let failed = 0;
  for (const kind of new Set(opts.mix.map((m) => m.kind))) {
    const sorted = (latencies.get(kind) ?? []).sort((a, b) => a - b);
    const kindFailed = failedByKind.get(kind) ?? 0;
    const total = sorted.length + kindFailed;
    requests += total;
    failed += kindFailed;
    perKind[kind] = {
      requests: total,
      failed: kindFailed,
      rps: Math.round((sorted.length / seconds) * 10) / 10,
      p50: percentile(sorted, 0.5),
      p99: percentile(sorted, 0.99),
    };
  }
  return {
    connections: opts.connections,
    seconds: Math.round(seconds * 10) / 10,
    requests,
    failed,
    rps: Math.round(((requests - failed) / seconds) * 10) / 10,
    perKind,
    failures,
  };
}
