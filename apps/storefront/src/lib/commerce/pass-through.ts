import { Readable } from 'node:stream';
import { request } from 'undici';
import { baseUrl, ROUTE_TIMEOUT_MS, TRACING_HEADERS } from './gateway';

/**
 * The browser's own calls to commerce that the storefront passes on as they are (issue 20): the
 * spec's Catalyst `/s/*` calls (typeahead, carts) and the image service `/images/*`. A route
 * handler rather than the proxy's rewrite, which answered with `x-middleware-rewrite:
 * http://127.0.0.1:4000/...` (commerce's internal address) and kept its sockets to commerce with
 * no time-out. Here:
 * - only the request headers commerce reads go on (no Host, no hop-by-hop, none of Next's own);
 * - commerce's answer comes back streamed, without hop-by-hop or internal headers;
 * - the spec's route time-out bounds the wait for the answer's headers and each pause in its
 *   body; a refused or timed-out call is a 502 or 504 in commerce's error shape.
 */
const REQUEST_HEADERS = [
  'accept',
  'accept-language',
  'authorization',
  'cache-control',
  'content-type',
  'cookie',
  'if-match',
  'if-modified-since',
  'if-none-match',
  'if-range',
  'origin',
  'range',
  'referer',
  'sec-fetch-site',
  'tenant-b2b',
  'user-agent',
  'x-channel-id',
  ...TRACING_HEADERS,
];

/** Answer headers that describe one hop, or name an address inside. */
const DROPPED = new Set([
  'connection',
  'keep-alive',
  'proxy-authenticate',
  'proxy-authorization',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
  'server',
  'x-powered-by',
]);

const failure = (status: 502 | 504, message: string) =>
  Response.json(
    { errors: [{ code: -1, message }] },
    { status, headers: { 'cache-control': 'no-store' } },
  );

export async function passToCommerce(incoming: Request): Promise<Response> {
  const url = new URL(incoming.url);
  const headers: Record<string, string> = {};
  for (const name of REQUEST_HEADERS) {
    const value = incoming.headers.get(name);
    if (value !== null) headers[name] = value;
  }
  const method = incoming.method.toUpperCase();
  const withBody = method !== 'GET' && method !== 'HEAD' && incoming.body !== null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const deadline = new Promise<'timeout'>((resolve) => {
    timer = setTimeout(() => resolve('timeout'), ROUTE_TIMEOUT_MS);
  });
  try {
    const pending = request(`${baseUrl()}${url.pathname}${url.search}`, {
      method: method as 'GET',
      headers,
      ...(withBody ? { body: Readable.fromWeb(incoming.body as never) } : {}),
      // undici checks its time-outs on a coarse clock (it gave up after 3.67 s once): the route
      // time-out is this deadline; undici's own bounds, a second later, end the socket.
      headersTimeout: ROUTE_TIMEOUT_MS + 1_000,
      bodyTimeout: ROUTE_TIMEOUT_MS,
    });
    const res = await Promise.race([pending, deadline]);
    if (res === 'timeout') {
      pending.then(
        (late) => late.body.destroy(),
        () => {},
      );
      return failure(504, `sin respuesta en ${ROUTE_TIMEOUT_MS} ms`);
    }
    const out = new Headers();
    for (const [name, value] of Object.entries(res.headers)) {
      const key = name.toLowerCase();
      if (value === undefined || DROPPED.has(key) || key.startsWith('x-middleware-')) continue;
      for (const v of Array.isArray(value) ? value : [value]) out.append(key, v);
    }
    const empty = method === 'HEAD' || res.statusCode === 204 || res.statusCode === 304;
    if (empty) res.body.resume();
    return new Response(empty ? null : (Readable.toWeb(res.body) as ReadableStream), {
      status: res.statusCode,
      headers: out,
    });
  } catch (cause) {
    const timedOut = /timeout/i.test(String((cause as Error)?.name ?? cause));
    return timedOut
      ? failure(504, `sin respuesta en ${ROUTE_TIMEOUT_MS} ms`)
      : failure(502, 'servicio no disponible');
  } finally {
    clearTimeout(timer);
  }
}
