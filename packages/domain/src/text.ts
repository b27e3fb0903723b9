import type { Tenant } from '@fierro/tenants';
import { z } from 'zod';

/**
 * Text a shopper types never holds control characters (issue 20): C0 (NUL to U+001F, tab and
 * line breaks included), DEL and C1 (U+0080 to U+009F). PostgreSQL refuses a NUL byte in any
 * text value, so one that reached a query would fail it; the rest only ever come from scripts.
 * Every text field of the shared schemas refuses them with a 400 naming the field.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it finds
export const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f-\u009f]/;

/** Whether a text holds a control character (see CONTROL_CHARACTERS). */
export const hasControlCharacters = (text: string): boolean => CONTROL_CHARACTERS.test(text);

/**
 * A UTF-16 surrogate standing alone (`"Ana\ud800"` in JSON): no character at all. PostgreSQL's
 * jsonb refuses it (the order's placement answered 500 and kept its idempotency key) and a text
 * column stores it as U+FFFD, so what the shopper sees back is not what they sent. In Unicode
 * mode a pair is one code point, so only a lone half matches: the same test as
 * `String.prototype.isWellFormed`, which older browsers (the storefront's forms) lack.
 */
const LONE_SURROGATE = /\p{Cs}/u;

/** Whether a text is well-formed Unicode (no lone surrogate, see LONE_SURROGATE). */
export const isWellFormedText = (text: string): boolean => !LONE_SURROGATE.test(text);

/** Text a shopper may send: no control character, no lone surrogate. */
export const isPlainText = (text: string): boolean =>
  !hasControlCharacters(text) && isWellFormedText(text);

type Lang = Tenant['lang'];

/** The message of a refused control character, in the site's language. */
export const controlCharactersMessage = (lang: Lang = 'es'): string =>
  lang === 'pr' ? 'Há caracteres inválidos' : 'Hay caracteres no válidos';

/**
 * A zod string that refuses control characters and lone surrogates first (before any trim,
 * which would hide a trailing control character). `field` prefixes the message for API query fields (`Ntt: hay caracteres no
 * válidos`); form fields leave it out (the form shows the message under the field).
 */
export const plainText = (options: { lang?: Lang; field?: string; required?: string } = {}) => {
  const message = controlCharactersMessage(options.lang);
  return z.string(options.required).refine(isPlainText, {
    message: options.field ? `${options.field}: ${message.toLowerCase()}` : message,
    abort: true,
  });
};

// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it finds
const CONTROL_RUNS = /[\u0000-\u001f\u007f-\u009f]+/g;

/**
 * A text with each run of control characters made one space (a search term pasted with a tab or
 * a NUL in a URL still searches for its words), for inputs a page reads rather than refuses.
 */
export const stripControlCharacters = (text: string): string => text.replace(CONTROL_RUNS, ' ');

// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it finds
const CONTROL_OR_LONE_SURROGATE = /[\u0000-\u001f\u007f-\u009f\p{Cs}]+/gu;

/**
 * A person's name from elsewhere (an identity provider's profile), made plain rather than
 * refused: each run of control characters or lone surrogates one space, spaces collapsed and
 * trimmed, at most `max` characters (never half a pair). Refusing it would lock the person out
 * of signing in for a name they cannot change at our end.
 */
export const cleanName = (text: string, max = 80): string =>
  Array.from(text.replace(CONTROL_OR_LONE_SURROGATE, ' ').replace(/\s+/g, ' ').trim())
    .slice(0, max)
    .join('')
    .trim();
