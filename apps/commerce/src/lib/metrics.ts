import { monitorEventLoopDelay } from 'node:perf_hooks';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import { cacheEntries } from './bounded-cache';

/** Prometheus metrics of one app instance (own registry, so tests can build many apps). */
export interface Metrics {
  registry: Registry;
  requests: Counter<'method' | 'route' | 'status'>;
  latency: Histogram<'method' | 'route' | 'status'>;
  stop: () => void;
}

export const createMetrics = (): Metrics => {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, eventLoopMonitoringPrecision: 10 });
  const requests = new Counter({
    name: 'commerce_http_requests_total',
    help: 'HTTP requests answered, by method, route pattern and status',
    labelNames: ['method', 'route', 'status'] as const,
    registers: [registry],
  });
  const latency = new Histogram({
    name: 'commerce_http_request_duration_seconds',
    help: 'HTTP request latency, by method, route pattern and status',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: [0.001, 0.002, 0.005, 0.01, 0.02, 0.04, 0.1, 0.25, 0.5, 1, 2.5],
    registers: [registry],
  });
  const loop = monitorEventLoopDelay({ resolution: 10 });
  loop.enable();
  new Gauge({
    name: 'commerce_event_loop_delay_p99_seconds',
    help: 'Event-loop delay p99 since start',
    registers: [registry],
    collect() {
      this.set(loop.percentile(99) / 1e9);
    },
  });
  new Gauge({
    name: 'commerce_cache_entries',
    help: 'Entries held by each bounded in-process cache',
    labelNames: ['cache'] as const,
    registers: [registry],
    collect() {
      this.reset();
      for (const { name, entries } of cacheEntries()) this.set({ cache: name }, entries);
    },
  });
  return { registry, requests, latency, stop: () => loop.disable() };
};
