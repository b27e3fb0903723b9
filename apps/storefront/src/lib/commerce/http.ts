import 'server-only';
import type { z } from 'zod';

/**
 * Spec §7 generic helper: GET/POST, an object body goes as JSON, credentials for same-site URLs,
 * tracing headers forwarded, JSON read by default. The result is `{ data, error }`: a non-OK answer
 * gives its status and status text, a thrown error gives the error, and an `errors` list holding
 * code -1 is the special error (spec §8).
 */
export type CommerceError =
  | { kind: 'status'; status: number; statusText: string; special: boolean }
  | { kind: 'thrown'; status: 0; statusText: string; special: false; cause: unknown };

export type Result<T> = { data: T; error: null } | { data: null; error: CommerceError };

export const TRACING_HEADERS = [
  'x-request-id',
  'x-b3-traceid',
  'x-b3-spanid',
  'x-b3-parentspanid',
  'x-b3-sampled',
  'x-b3-flags',
  'x-ot-span-context',
] as const;

export interface RequestOptions<T> {
  method?: 'GET' | 'POST';
  /** Query parameters; arrays repeat the parameter, undefined/empty values are left out. */
  query?: Record<string, string | number | readonly string[] | undefined | null>;
  body?: unknown;
  headers?: Record<string, string>;
  /** Tracing headers of the incoming request to forward. */
  tracing?: Record<string, string>;
  schema: z.ZodType<T>;
  /** Abort after this many milliseconds (spec route-load time-out 3,800 ms by default). */
  timeoutMs?: number;
}

export const SPECIAL_ERROR_CODE = -1;
const ROUTE_LOAD_TIMEOUT_MS = 3800;

/** Commerce base URL, read at call time so one build serves any port. */
export const commerceBaseUrl = () =>
  (process.env.COMMERCE_URL ?? 'http://127.0.0.1:4000').replace(/\/$/, '');

export function buildUrl(path: string, query: RequestOptions<unknown>['query'] = {}): URL {
  const url = new URL(`${commerceBaseUrl()}${path}`);
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue;
    if (Array.isArray(value)) for (const v of value) url.searchParams.append(key, v);
    else url.searchParams.set(key, String(value));
  }
  return url;
}

const isSameSite = (url: URL) => url.origin === new URL(commerceBaseUrl()).origin;

const hasSpecialError = (body: unknown) =>
  typeof body === 'object' &&
  body !== null &&
  Array.isArray((body as { errors?: unknown }).errors) &&
  (body as { errors: Array<{ code?: unknown }> }).errors.some(
    (e) => Number(e?.code) === SPECIAL_ERROR_CODE,
  );

export async function request<T>(path: string, options: RequestOptions<T>): Promise<Result<T>> {
  const url = buildUrl(path, options.query);
  const headers: Record<string, string> = { accept: 'application/json', ...options.tracing };
  Object.assign(headers, options.headers);
  let body: string | undefined;
  if (options.body !== undefined && typeof options.body === 'object') {
    body = JSON.stringify(options.body);
    headers['content-type'] = 'application/json';
  }
  try {
    const res = await fetch(url, {
      method: options.method ?? 'GET',
      headers,
      body,
      credentials: isSameSite(url) ? 'include' : 'omit',
      signal: AbortSignal.timeout(options.timeoutMs ?? ROUTE_LOAD_TIMEOUT_MS),
    });
    const json: unknown = await res.json().catch(() => null);
    if (!res.ok || hasSpecialError(json)) {
      return {
        data: null,
        error: {
          kind: 'status',
          status: res.ok ? 500 : res.status,
          statusText: res.statusText,
          special: hasSpecialError(json),
        },
      };
    }
    const parsed = options.schema.safeParse(json);
    if (!parsed.success) {
      return {
        data: null,
        error: {
          kind: 'thrown',
          status: 0,
          statusText: 'respuesta inválida',
          special: false,
          cause: parsed.error,
        },
      };
    }
    return { data: parsed.data, error: null };
  } catch (cause) {
    return {
      data: null,
      error: { kind: 'thrown', status: 0, statusText: String(cause), special: false, cause },
    };
  }
}

/** The status an error page should show for a failed call: 404 stays 404, anything else is 500. */
export const errorStatus = (error: CommerceError) => (error.status === 404 ? 404 : 500);
