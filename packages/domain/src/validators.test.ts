import { describe, expect, it } from 'vitest';
import {
  hasCatalystCookie,
  isMultiUnitPromotion,
  isNumberEntry,
  isPercentEncoded,
  isRelativeUrl,
  isValidCartQuantity,
  isValidEmail,
  isValidPassword,
  isValidPhone,
  isValidSku,
  isValidZipCode,
  MAX_CART_QUANTITY,
  stripHtml,
  stripQuotes,
} from './validators';

describe('spec §5 validators', () => {
  it.each([
    ['', false],
    ['12345', false], // 5: below the bound
    ['123456', true], // 6: lower bound
    ['a'.repeat(32), true], // 32: upper bound
    ['a'.repeat(33), false], // 33
    ['contraseña', true], // unicode letters count once
    ['      ', true], // six spaces are six characters
  ])('password %j → %s', (password, want) => {
    expect(isValidPassword(password)).toBe(want);
  });

  it.each([
    ['ana@fierro.cl', true],
    ['ana.perez+obra@correo.com.br', true],
    ['josé@fierro.cl', true],
    ['', false],
    ['ana', false],
    ['ana@fierro', false],
    ['ana @fierro.cl', false],
    ['@fierro.cl', false],
    ['ana@@fierro.cl', false],
    ["o'brien@fierro.cl", true], // an apostrophe is a plain character to a mailer
    ['ana_perez-2@sub.fierro.com.br', true],
  ])('e-mail %j → %s', (email, want) => {
    expect(isValidEmail(email)).toBe(want);
  });

  // What a mailer (nodemailer's address parser) reads as another address, a list or a group:
  // registration with 'eve<persona.pe@fierro.demo>' sent the welcome mail to that account.
  it.each([
    ['a display name', 'Name<a@example.com>'],
    ['a display name (the attack)', 'eve<persona.pe@fierro.demo>'],
    ['an angle address', '<a@example.com>'],
    ['a list', 'a@example.com,b@example.com'],
    ['a list (half an address)', 'a@example.com,b'],
    ['a list with a semicolon', 'a@example.com;b@example.com'],
    ['a group', 'friends:a@example.com;'],
    ['a comment after', 'x@example.com(comment)'],
    ['a comment before', '(comment)x@example.com'],
    ['a quoted local part', '"a b"@example.com'],
    ['a quote', 'a"@example.com'],
    ['a backslash', 'a\\b@example.com'],
    ['a domain literal', 'a@[127.0.0.1]'],
    ['a colon in the domain', 'a@example.com:25'],
    ['a tab', 'a\t@example.com'],
    ['a no-break space', 'a\u00a0b@example.com'],
    ['two @', 'a@b@example.com'],
    ['an empty label', 'a@example..com'],
    ['a leading dot in the domain', 'a@.example.com'],
    ['a trailing dot in the domain', 'a@example.com.'],
    ['no dot in the domain', 'a@localhost'],
  ])('e-mail with %s is refused: %j', (_what, email) => {
    expect(isValidEmail(email)).toBe(false);
  });

  it.each([
    ['01310-100', true],
    ['06600', true],
    ['-', true], // digits and hyphens only, as the rule reads
    ['', false],
    ['01310 100', false],
    ['AB123', false],
    ['١٢٣', false], // only ASCII digits
  ])('zip code %j → %s', (zip, want) => {
    expect(isValidZipCode(zip)).toBe(want);
  });

  it.each([
    ['+56 9 1234 5678', true],
    ['(11) 91234-5678', true], // Brazil's mobile as written
    ['(55) 1234 5678', true], // Mexico City
    ['+52 55.1234.5678', true],
    ['011 4123-4567', true],
    ['1234567', true], // 7 digits: the least
    ['-------', false], // punctuation, no number
    ['123456', false],
    ['+56 9 1234 5678 1234 5', false], // 16 digits: more than E.164
    ['56+9 1234 5678', false], // + only in front
    ['+56 9 1234 5678 ext', false],
    ['', false],
  ])('phone %j → %s', (phone, want) => {
    expect(isValidPhone(phone)).toBe(want);
  });

  it.each([
    ['123', false], // 3 digits
    ['1234', true], // 4: lower bound
    ['1234567', true], // 7: upper bound
    ['123456X', true],
    ['123456X-Y', true],
    ['123456-Y', true],
    ['123456X-', true],
    ['1234_', true], // _ is a word character
    ['12345678', true], // 7 digits + a digit as the word character
    ['1234567890', false], // 10 characters cannot fit
    ['1234XY', true], // the hyphen between the two word characters is optional
    ['1234XYZ', false],
    ['1234--', false],
    ['A1234', false],
    ['', false],
    ['1234ñ', false], // ñ is not a word character
  ])('SKU %j → %s', (sku, want) => {
    expect(isValidSku(sku)).toBe(want);
  });

  it.each([
    ['3x2', true],
    ['2X1', true],
    ['10x12', true],
    ['x2', false],
    ['3x', false],
    ['3 x 2', false],
    ['3×2', false], // the multiplication sign is not X
    ['', false],
  ])('multiple-unit promotion %j → %s', (text, want) => {
    expect(isMultiUnitPromotion(text)).toBe(want);
  });

  it.each([
    ['12', true],
    ['1.5', true],
    ['1,5', true],
    ['.,', true],
    ['', false],
    ['-1', false],
    ['1e3', false],
    ['1 000', false],
  ])('number entry %j → %s', (text, want) => {
    expect(isNumberEntry(text)).toBe(want);
  });

  it.each([
    ['caf%C3%A9', true],
    ['%2f', true],
    ['100%', false],
    ['%G1', false],
    ['%2', false],
    ['', false],
  ])('percent-encoded %j → %s', (text, want) => {
    expect(isPercentEncoded(text)).toBe(want);
  });

  it.each([
    ['abc*def', true],
    ['abc', true],
    ['*def', false],
    ['', false],
    [undefined, false],
    [null, false],
  ])('catalyst cookie %j → %s', (cookie, want) => {
    expect(hasCatalystCookie(cookie)).toBe(want);
  });

  it.each([
    ['/fierro-cl/cart', 'production', true],
    ['/fierro-cl/cart', 'development', true],
    ['/fierro-cl/cart', 'local', false],
    ['https://www.fierro.cl/', 'production', false],
    ['http://localhost:3000/', 'staging', false],
    ['/go?to=https://x', 'production', false], // contains http
    ['', 'production', true],
  ])('url %j in %s is relative: %s', (url, env, want) => {
    expect(isRelativeUrl(url, env)).toBe(want);
  });

  it.each([
    [0, false],
    [1, true],
    [MAX_CART_QUANTITY, true],
    [MAX_CART_QUANTITY + 1, false],
    [1.5, false],
    [-1, false],
    [Number.NaN, false],
  ])('cart quantity %d → %s', (quantity, want) => {
    expect(isValidCartQuantity(quantity)).toBe(want);
  });

  it('maximum cart quantity is 9999', () => {
    expect(MAX_CART_QUANTITY).toBe(9999);
  });

  it.each([
    [`Pintura "Látex" 'blanca'`, 'Pintura Látex blanca'],
    ['“Oferta” ‘hoy’', 'Oferta hoy'],
    ['', ''],
    ['sin comillas', 'sin comillas'],
  ])('stripQuotes %j → %j', (text, want) => {
    expect(stripQuotes(text)).toBe(want);
  });

  it.each([
    ['<p>Hola <b>mundo</b></p>', 'Hola mundo'],
    ['<br/>a<img src="x" alt="y">b', 'ab'],
    ['3 < 5 y 6 > 4', '3  4'], // anything between < and > is taken for a tag
    ['', ''],
    ['texto plano', 'texto plano'],
  ])('stripHtml %j → %j', (html, want) => {
    expect(stripHtml(html)).toBe(want);
  });
});
