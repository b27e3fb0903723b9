/** Spec §5 validators: pure predicates the forms, the API edge and the cart share. */

/** Spec §5: password length 6 to 32 characters. */
export const PASSWORD_MIN_LENGTH = 6;
export const PASSWORD_MAX_LENGTH = 32;
/**
 * Spec §5: a standard e-mail pattern, a plain address only (`local@domain.tld`). A mailer reads
 * an address header's whole syntax: 'Eve<ana@example.com>' (a display name), 'a@example.com,b'
 * (a list), 'g:a@example.com;' (a group), 'a@example.com(note)' (a comment) or a quoted local
 * part all deliver to an address other than the one we checked, so none of their characters
 * (space, <, >, (, ), comma, semicolon, colon, double quote, backslash, brackets) is allowed
 * anywhere. One @; the domain has at least two labels, none empty. Letters with accents, `+`
 * and the apostrophe (o'brien@...) stay: they are plain characters to every mailer.
 */
export const EMAIL_PATTERN =
  /^[^\s@<>()[\]\\,;:"]+@[^\s@<>()[\]\\,;:".]+(?:\.[^\s@<>()[\]\\,;:".]+)+$/;

/** Spec §5: maximum cart quantity. */
export const MAX_CART_QUANTITY = 9999;

/**
 * Password length 6 to 32 characters, counted as JavaScript string length (UTF-16 units), the
 * same count the zod `passwordSchema` applies.
 */
export const isValidPassword = (password: string): boolean =>
  password.length >= PASSWORD_MIN_LENGTH && password.length <= PASSWORD_MAX_LENGTH;

/** A standard e-mail pattern (the one `emailSchema` applies). */
export const isValidEmail = (email: string): boolean => EMAIL_PATTERN.test(email);

/**
 * A phone number as people write it: an optional leading `+`, then digits grouped by spaces,
 * hyphens, dots or an area code in parentheses (`(11) 91234-5678`, `+52 55 1234 5678`), 7 to 15
 * digits in all (E.164's most); punctuation alone (`-------`) is none.
 */
export const isValidPhone = (phone: string): boolean => {
  const p = phone.trim();
  if (p.length > 25 || !/^\+?[\d\s().-]+$/.test(p)) return false;
  const digits = p.replace(/\D/g, '').length;
  return digits >= 7 && digits <= 15;
};

/** Digits and hyphens only, at least one character. */
export const isValidZipCode = (zipCode: string): boolean => /^[0-9-]+$/.test(zipCode);

/**
 * 4 to 7 digits, optionally one word character, an optional hyphen and another optional word
 * character. Word characters include digits, so 8 or 9 digits also match, as the rule reads.
 */
export const isValidSku = (sku: string): boolean => /^[0-9]{4,7}\w?-?\w?$/.test(sku);

/** A multiple-unit promotion label: digits, X or x, digits (`3x2`, `2X1`). */
export const isMultiUnitPromotion = (text: string): boolean => /^[0-9]+[Xx][0-9]+$/.test(text);

/** A number entry: digits, dot or comma only, at least one character (chosen). */
export const isNumberEntry = (text: string): boolean => /^[0-9.,]+$/.test(text);

/** Percent-encoded text: contains a `%` followed by two hex digits. */
export const isPercentEncoded = (text: string): boolean => /%[0-9A-Fa-f]{2}/.test(text);

/** A whole cart quantity from 1 to MAX_CART_QUANTITY. */
export const isValidCartQuantity = (quantity: number): boolean =>
  Number.isInteger(quantity) && quantity >= 1 && quantity <= MAX_CART_QUANTITY;

/** Catalyst cookie present: the text before the first `*` is non-empty. */
export const hasCatalystCookie = (cookie: string | undefined | null): boolean =>
  (cookie ?? '').split('*', 1)[0] !== '';

/**
 * Spec §5, literally: a url is relative when it does not contain `http` and the environment is
 * not local (locally every url is treated as absolute).
 */
export const isRelativeUrl = (url: string, environment: string): boolean =>
  !url.includes('http') && environment !== 'local';

/** Strips straight and typographic quotes (" ' “ ” ‘ ’). */
export const stripQuotes = (text: string): string => text.replace(/["'“”‘’]/g, '');

/** Removes HTML tags, keeping their text. Not a sanitiser: never render the result as HTML. */
export const stripHtml = (html: string): string => html.replace(/<[^>]*>/g, '');
