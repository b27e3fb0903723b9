import { randomUUID } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import type { Logger } from '../lib/logger';

/** Spec §7 tracing headers: read, logged and returned on every answer. */
export const TRACE_HEADERS = [
  'x-request-id',
  'x-b3-traceid',
  'x-b3-spanid',
  'x-b3-parentspanid',
  'x-b3-sampled',
  'x-b3-flags',
  'x-ot-span-context',
] as const;

const SAFE_VALUE = /^[\w.:;,=/+-]{1,200}$/;

export type TracingEnv = { Variables: { requestId: string; trace: Record<string, string> } };

export const tracing =
  (logger: Logger): MiddlewareHandler<TracingEnv> =>
  async (c, next) => {
    const trace: Record<string, string> = {};
    for (const name of TRACE_HEADERS) {
      const value = c.req.header(name);
      if (value !== undefined && SAFE_VALUE.test(value)) trace[name] = value;
    }
    const requestId = trace['x-request-id'] ?? randomUUID();
    trace['x-request-id'] = requestId;
    c.set('requestId', requestId);
    c.set('trace', trace);
    // Set before the handler answers: Hono then writes them into the response it builds. Set
    // after, each c.header() rebuilt the finished Response (a third of a cached image's cost).
    for (const [name, value] of Object.entries(trace)) c.header(name, value);
    const started = performance.now();
    await next();
    // A handler that returned its own Response object: add what it lacks (the rebuild is rare).
    if (c.res.headers.get('x-request-id') !== requestId) {
      for (const [name, value] of Object.entries(trace)) c.header(name, value);
    }
    logger.info(
      {
        ...trace,
        method: c.req.method,
        path: c.req.path,
        status: c.res.status,
        ms: Math.round((performance.now() - started) * 100) / 100,
      },
      'request',
    );
  };
