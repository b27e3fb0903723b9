import { STATUS_CODES } from 'node:http';
import { ApiError, SPECIAL_ERROR_CODE } from '@fierro/commerce/contract';
import { SPECIAL_ERROR_STATUS, SpecialCommerceError } from './special';

/**
 * How an answer of commerce is read (spec §7 generic helper, §8 errors), apart from the I/O so
 * it is tested on its own: a non-OK answer is an error with its status and status text; an
 * `errors` list holding code -1 is the special error, a kind of its own (even under a 200); the
 * rest is the data, for the call's schema to check. No Next imports.
 */
export type CommerceError =
  | {
      kind: 'status';
      status: number;
      statusText: string;
      special: false;
      /** Commerce's `{ errors: [...] }` body, when that is what came back. */
      errors: ApiError[];
      /**
       * The rest of that body, when it carries more than `errors` (a cart's 409 answers the
       * current cart beside them); parse it with the contract's schema before use.
       */
      extra?: Record<string, unknown>;
    }
  | {
      /** Spec §8 special error: the errors list holds code -1. */
      kind: 'special';
      /** Commerce's HTTP status (500 when it said 200). */
      status: number;
      statusText: string;
      special: true;
      errors: ApiError[];
      extra?: Record<string, unknown>;
    }
  | { kind: 'thrown'; status: 0; statusText: string; special: false; cause: unknown };

export type Answer = { kind: 'ok'; json: unknown } | { kind: 'error'; error: CommerceError };

/** Code -1 as a number or as the string "-1" (an upstream may send either). */
export const isSpecialCode = (code: unknown): boolean =>
  code === SPECIAL_ERROR_CODE ||
  (typeof code === 'string' && code.trim() === `${SPECIAL_ERROR_CODE}`);

function parseJson(text: string): unknown {
  try {
    return text ? JSON.parse(text) : null;
  } catch {
    return null;
  }
}

const isObject = (v: unknown): v is Record<string, unknown> =>
  v !== null && typeof v === 'object' && !Array.isArray(v);

/** The `errors` list of a body, if it has one (an array; anything else is no list). */
const errorListOf = (json: unknown): unknown[] | null =>
  isObject(json) && Array.isArray(json.errors) ? json.errors : null;

/**
 * Whether the body's errors list holds code -1. Read on the raw list: an entry without a message
 * (or with fields the contract does not know) still says -1.
 */
export const holdsSpecialError = (json: unknown): boolean =>
  errorListOf(json)?.some((e) => isObject(e) && isSpecialCode(e.code)) ?? false;

/** An error body's fields beside `errors`, if it has any. */
function extraOf(json: unknown): Record<string, unknown> | undefined {
  if (!isObject(json)) return undefined;
  const { errors: _errors, ...rest } = json;
  return Object.keys(rest).length > 0 ? rest : undefined;
}

/** Reads one answer: its HTTP status and body text. */
export function classifyAnswer(statusCode: number, body: string): Answer {
  const json = parseJson(body);
  // Most answers carry no `errors`: the list is read only where there is one (parsing costs
  // every OK answer of the hot session refresh path otherwise).
  const list = errorListOf(json);
  const ok = statusCode >= 200 && statusCode < 300;
  if (ok && list === null) return { kind: 'ok', json };
  const errors = (list ?? []).flatMap((e) => {
    const parsed = ApiError.safeParse(e);
    return parsed.success ? [parsed.data] : [];
  });
  const extra = extraOf(json);
  if (holdsSpecialError(json)) {
    // A special error under a 2xx is still an error (a server fault).
    const status = ok ? 500 : statusCode;
    return {
      kind: 'error',
      error: {
        kind: 'special',
        status,
        statusText: STATUS_CODES[status] ?? '',
        special: true,
        errors,
        ...(extra ? { extra } : {}),
      },
    };
  }
  if (ok) return { kind: 'ok', json };
  return {
    kind: 'error',
    error: {
      kind: 'status',
      status: statusCode,
      statusText: STATUS_CODES[statusCode] ?? '',
      special: false,
      errors,
      ...(extra ? { extra } : {}),
    },
  };
}

/** The status of the page a failed call leaves the shopper on: 404, the special 503, or 500. */
export const errorStatus = (error: CommerceError): 404 | 500 | 503 =>
  error.kind === 'special' ? SPECIAL_ERROR_STATUS : error.status === 404 ? 404 : 500;

/**
 * A page's answer to a failed read it cannot show without (the caller shows its own 404 first):
 * the special error is thrown as itself, so the error boundary sends the shopper to the special
 * error page; anything else is a 500. Thrown, never returned: nothing is cached in its place.
 */
export function pageFailure(error: CommerceError, what: string): never {
  if (error.kind === 'special') throw new SpecialCommerceError(what);
  throw new Error(`${what} (${error.status || 'unreachable'} ${error.statusText})`);
}
