import { describe, expect, it } from 'vitest';
import {
  classifyAnswer,
  errorStatus,
  holdsSpecialError,
  isSpecialCode,
  pageFailure,
} from './errors';
import { isSpecialError, SPECIAL_ERROR_DIGEST, SpecialCommerceError } from './special';

/**
 * Spec §8 "a response whose errors list contains code -1 is a special error": how the commerce
 * client reads an answer (status and body text) into data, an error with its status, or the
 * special error, and the page status each gives.
 */
const body = (v: unknown) => JSON.stringify(v);

describe('classifyAnswer', () => {
  it.each<[name: string, status: number, text: string, kind: string, pageStatus?: number]>([
    ['code -1 alone, 500', 500, body({ errors: [{ code: -1, message: 'x' }] }), 'special', 503],
    [
      'code -1 among other errors',
      500,
      body({
        errors: [
          { code: 'NOT_FOUND', message: 'a' },
          { code: -1, message: 'b' },
        ],
      }),
      'special',
      503,
    ],
    [
      'code -1 as the string "-1"',
      500,
      body({ errors: [{ code: '-1', message: 'x' }] }),
      'special',
      503,
    ],
    ['code "-1" padded', 502, body({ errors: [{ code: ' -1 ', message: 'x' }] }), 'special', 503],
    ['code -1 under a 200', 200, body({ errors: [{ code: -1, message: 'x' }] }), 'special', 503],
    ['code -1 under a 404', 404, body({ errors: [{ code: -1, message: 'x' }] }), 'special', 503],
    ['code -1 without a message', 500, body({ errors: [{ code: -1 }] }), 'special', 503],
    [
      'code -1 beside data',
      503,
      body({ errors: [{ code: -1, message: 'x' }], cart: {} }),
      'special',
      503,
    ],
    [
      'no code -1: another code',
      500,
      body({ errors: [{ code: 'INTERNAL', message: 'x' }] }),
      'status',
      500,
    ],
    ['code 1, not -1', 500, body({ errors: [{ code: 1, message: 'x' }] }), 'status', 500],
    ['code "- 1"', 500, body({ errors: [{ code: '- 1', message: 'x' }] }), 'status', 500],
    ['code -1 outside the errors list', 500, body({ error: { code: -1 } }), 'status', 500],
    ['errors is not a list', 500, body({ errors: { code: -1 } }), 'status', 500],
    ['an empty errors list', 500, body({ errors: [] }), 'status', 500],
    ['errors absent, 404', 404, body({ message: 'no' }), 'status', 404],
    ['a non-JSON body, 500', 500, '<html>Internal Server Error</html>', 'status', 500],
    ['a non-JSON body, 502', 502, 'Bad Gateway', 'status', 500],
    ['an empty body, 503', 503, '', 'status', 500],
    [
      'a 404 with its errors',
      404,
      body({ errors: [{ code: 'NOT_FOUND', message: 'x' }] }),
      'status',
      404,
    ],
    ['data, 200', 200, body({ n: 1 }), 'ok'],
    ['a non-JSON body, 200 (the schema refuses it later)', 200, '<html>', 'ok'],
    [
      'an errors list without -1 under a 200 (the schema decides)',
      200,
      body({ errors: [{ code: 'X', message: 'y' }] }),
      'ok',
    ],
  ])('%s', (_, status, text, kind, pageStatus) => {
    const answer = classifyAnswer(status, text);
    if (kind === 'ok') {
      expect(answer.kind).toBe('ok');
      return;
    }
    expect(answer.kind).toBe('error');
    if (answer.kind !== 'error') return;
    expect(answer.error.kind).toBe(kind);
    expect(answer.error.special).toBe(kind === 'special');
    expect(errorStatus(answer.error)).toBe(pageStatus);
  });

  it('keeps the status (500 for a 2xx), its text, the readable errors and the rest of the body', () => {
    expect(
      classifyAnswer(
        200,
        body({ errors: [{ code: -1, message: 'Error interno' }, { nope: true }], at: 'x' }),
      ),
    ).toEqual({
      kind: 'error',
      error: {
        kind: 'special',
        status: 500,
        statusText: 'Internal Server Error',
        special: true,
        errors: [{ code: -1, message: 'Error interno' }],
        extra: { at: 'x' },
      },
    });
    expect(classifyAnswer(404, body({ errors: [{ code: 'NOT_FOUND', message: 'x' }] }))).toEqual({
      kind: 'error',
      error: {
        kind: 'status',
        status: 404,
        statusText: 'Not Found',
        special: false,
        errors: [{ code: 'NOT_FOUND', message: 'x' }],
      },
    });
  });

  it('reads code -1 as a number or its string only', () => {
    expect([-1, '-1', ' -1'].map(isSpecialCode)).toEqual([true, true, true]);
    expect([1, '1', '-1x', null, undefined, -1.5].map(isSpecialCode)).toEqual([
      false,
      false,
      false,
      false,
      false,
      false,
    ]);
    expect(holdsSpecialError(null)).toBe(false);
    expect(holdsSpecialError('-1')).toBe(false);
    expect(holdsSpecialError({ errors: [null, 'x', { code: -1 }] })).toBe(true);
  });
});

describe('a page that cannot show without a failed read', () => {
  it('throws the special error as itself, with the digest the error boundary reads', () => {
    const special = classifyAnswer(500, body({ errors: [{ code: -1, message: 'x' }] }));
    if (special.kind !== 'error') throw new Error('expected an error');
    let thrown: unknown;
    try {
      pageFailure(special.error, 'listing');
    } catch (e) {
      thrown = e;
    }
    expect(thrown).toBeInstanceOf(SpecialCommerceError);
    expect(isSpecialError(thrown)).toBe(true);
    // What the browser's error boundary receives: the message gone, the digest kept.
    expect(isSpecialError({ message: 'omitted', digest: SPECIAL_ERROR_DIGEST })).toBe(true);
  });

  it('throws anything else as a plain error (the 500 state)', () => {
    const other = classifyAnswer(500, '<html>');
    if (other.kind !== 'error') throw new Error('expected an error');
    expect(() => pageFailure(other.error, 'listing')).toThrow(/listing \(500/);
    let thrown: unknown;
    try {
      pageFailure(other.error, 'listing');
    } catch (e) {
      thrown = e;
    }
    expect(isSpecialError(thrown)).toBe(false);
  });
});
