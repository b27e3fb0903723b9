import type { ApiError } from '@fierro/commerce/contract';
import { TIMINGS } from '@fierro/domain';
import { getTenantBySiteId } from '@fierro/tenants';
import { request } from 'undici';
import type { z } from 'zod';
import { businessMode } from '../session/business-mode';
import {
  BUSINESS_CONSUMER,
  CONSUMER_COOKIE,
  SESSION_COOKIE,
  USER_ROLE_COOKIE,
} from '../session/cookies';
import { type CommerceError, classifyAnswer } from './errors';

export type { CommerceError } from './errors';
export { errorStatus, pageFailure } from './errors';

/**
 * The one gateway to commerce (STYLE.md example 2; spec §7 generic helper, §8 errors). Every call
 * the storefront makes, catalogue and identity alike, goes through `commerceCall`, which:
 * - sends the tenant (`tenant-b2b`: the site id) and the channel (`x-channel-id: WEB`), the
 *   tracing headers it is given (spec §7 list), and `Authorization: <sessionId>` for a personal
 *   call that carries a session;
 * - gives up after the spec's route time-out (3,800 ms, §9) from the first byte sent to the last
 *   byte read;
 * - parses the answer with the contract's zod schema and maps every failure into the spec's
 *   `{ data, error }`: a non-OK answer gives its status and status text, an `errors` list holding
 *   code -1 is the special error (its own kind: errors.ts), an answer that breaks the contract or a call that
 *   throws (refused, timed out) is a thrown error. It never throws itself.
 * Through undici's `request` on pooled keep-alive connections rather than `fetch`: the session
 * refresh runs on every signed-in navigation, and fetch cost about 600 us of CPU per call against
 * 150 us (README, "Where the storefront's time goes", finding 3).
 * No Next imports: the proxy, cached reads (public.ts) and personal reads (personal.ts) share it.
 */
export type Result<T> = { data: T; error: null } | { data: null; error: CommerceError };

/** Spec §7: the tracing headers forwarded on a call. */
export const TRACING_HEADERS = [
  'x-request-id',
  'x-b3-traceid',
  'x-b3-spanid',
  'x-b3-parentspanid',
  'x-b3-sampled',
  'x-b3-flags',
  'x-ot-span-context',
] as const;

/** Spec §9 route load time-out, the bound of every call to commerce. */
export const ROUTE_TIMEOUT_MS = TIMINGS.routeLoadTimeout;

type QueryValue = string | number | readonly string[] | undefined | null;

export interface CommerceCall<T> {
  /** The site the call is for (a site id: socl, dicico, ...), sent as `tenant-b2b`. */
  site: string;
  path: string;
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Query parameters; arrays repeat the parameter, undefined/null/empty values are left out. */
  query?: Record<string, QueryValue>;
  /** Sent as JSON. */
  body?: object;
  /** The contract's schema of the OK answer. */
  schema: z.ZodType<T>;
  /** Identity calls (login, session, account) may go to their own base (COMMERCE_AUTH_URL). */
  service?: 'catalogue' | 'identity';
  /** The shopper's session id: a personal call sends it as `Authorization`. */
  session?: string | undefined;
  /** Tracing headers of the incoming request (only the spec's list is sent). */
  tracing?: Record<string, string>;
  /** The shopper's address, for commerce's per-address login limit. */
  forwardedFor?: string;
  /** The version a write is based on, sent as `If-Match` (the cart's optimistic concurrency). */
  ifMatch?: number | string;
  /**
   * A call's own headers (an order's `Idempotency-Key`, a guest's `x-order-token`); they never
   * replace the ones the gateway sets.
   */
  headers?: Record<string, string>;
}

/** Commerce base URL, read at call time so one build serves any port. */
export const baseUrl = (service?: CommerceCall<unknown>['service']) =>
  (
    (service === 'identity' ? process.env.COMMERCE_AUTH_URL : undefined) ??
    process.env.COMMERCE_URL ??
    'http://127.0.0.1:4000'
  ).replace(/\/$/, '');

function urlOf(call: CommerceCall<unknown>): string {
  const url = new URL(`${baseUrl(call.service)}${call.path}`);
  for (const [key, value] of Object.entries(call.query ?? {})) {
    if (value === undefined || value === null || value === '') continue;
    if (Array.isArray(value)) for (const v of value) url.searchParams.append(key, v);
    else url.searchParams.set(key, String(value));
  }
  return url.toString();
}

/** The spec's tracing headers of an incoming request, to forward on a personal call. */
export function tracingOf(incoming: Pick<Headers, 'get'>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const name of TRACING_HEADERS) {
    const value = incoming.get(name);
    if (value) out[name] = value;
  }
  return out;
}

/**
 * What a personal call reads from the shopper's request: a route handler's or the proxy's
 * NextRequest, or next/headers' `headers()` and `cookies()` (personal.ts `currentRequest`).
 */
export interface ShopperRequest {
  headers: Pick<Headers, 'get'>;
  cookies: { get(name: string): { value: string } | undefined };
}

/**
 * A personal call (STYLE.md example 3): the shopper's session id from its cookie as
 * `Authorization`, the request's tracing headers, and business mode (`consumer=b2b`) where the
 * shopper is in it. Every personal call of commerce's shop (not identity's) carries the mode, so the cart, the checkout's payment
 * options and the order price alike: the checkout once asked without it and charged a business-
 * mode person the retail price the cart had not shown. Never inside "use cache" (public.ts).
 */
export const personalCallIn = <T>(
  request: ShopperRequest,
  call: Omit<CommerceCall<T>, 'session' | 'tracing'>,
): Promise<Result<T>> => {
  const tenant = getTenantBySiteId(call.site);
  // Identity's calls (sign-in, the session's refresh, the profile) price nothing.
  const business =
    call.service !== 'identity' &&
    tenant !== undefined &&
    businessMode({
      businessOnly: tenant.businessOnly,
      consumer: request.cookies.get(CONSUMER_COOKIE)?.value,
      userRole: request.cookies.get(USER_ROLE_COOKIE)?.value,
    });
  return commerceCall({
    ...call,
    ...(business ? { query: { ...call.query, consumer: BUSINESS_CONSUMER } } : {}),
    tracing: tracingOf(request.headers),
    session: request.cookies.get(SESSION_COOKIE)?.value || undefined,
  });
};

function headersOf(call: CommerceCall<unknown>): Record<string, string> {
  const headers: Record<string, string> = {
    ...call.headers,
    accept: 'application/json',
    'tenant-b2b': call.site,
    'x-channel-id': 'WEB',
  };
  for (const name of TRACING_HEADERS) {
    const value = call.tracing?.[name];
    if (value) headers[name] = value;
  }
  if (call.session) headers.authorization = call.session;
  if (call.forwardedFor) headers['x-forwarded-for'] = call.forwardedFor;
  if (call.ifMatch !== undefined) headers['if-match'] = `"${call.ifMatch}"`;
  if (call.body !== undefined) headers['content-type'] = 'application/json';
  return headers;
}

const thrown = (statusText: string, cause: unknown): Result<never> => ({
  data: null,
  error: { kind: 'thrown', status: 0, statusText, special: false, cause },
});

/** The answer of one exchange with commerce, read and parsed; never throws. */
async function exchange<T>(call: CommerceCall<T>): Promise<Result<T>> {
  try {
    const res = await request(urlOf(call), {
      method: call.method ?? 'GET',
      headers: headersOf(call),
      ...(call.body !== undefined ? { body: JSON.stringify(call.body) } : {}),
      // undici's own bounds end the socket of a commerce that stopped answering; the caller's
      // deadline is the race in commerceCall. (An AbortSignal would do both but cost the refresh
      // about 40 us more CPU per call: README "Where the storefront's time goes", finding 3.)
      // A second later than the deadline, so the deadline's own answer always wins the race.
      headersTimeout: ROUTE_TIMEOUT_MS + 1_000,
      bodyTimeout: ROUTE_TIMEOUT_MS + 1_000,
    });
    const answer = classifyAnswer(res.statusCode, await res.body.text());
    if (answer.kind === 'error') return { data: null, error: answer.error };
    const parsed = call.schema.safeParse(answer.json);
    if (!parsed.success) return thrown('respuesta fuera del contrato', parsed.error);
    return { data: parsed.data, error: null };
  } catch (cause) {
    // A refused connection, a reset, undici's own time-outs.
    return thrown(String((cause as Error)?.message ?? cause), cause);
  }
}

/** One call to commerce; see the module comment. Never throws. */
export async function commerceCall<T>(call: CommerceCall<T>): Promise<Result<T>> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const deadline = new Promise<Result<T>>((resolve) => {
    timer = setTimeout(() => {
      const reason = new Error(`sin respuesta en ${ROUTE_TIMEOUT_MS} ms`);
      resolve(thrown(reason.message, reason));
    }, ROUTE_TIMEOUT_MS);
  });
  try {
    // The route time-out counts from the first byte sent to the last byte read.
    return await Promise.race([exchange(call), deadline]);
  } finally {
    clearTimeout(timer);
  }
}

/** Commerce's `{ errors: [{ code, message, field? }] }` of a failed call (none for a thrown one). */
export const commerceErrors = (error: CommerceError | null): ApiError[] =>
  error && error.kind !== 'thrown' ? error.errors : [];
