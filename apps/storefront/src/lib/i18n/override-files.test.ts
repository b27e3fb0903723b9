import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { TENANTS, type Tenant } from '@fierro/tenants';
import { describe, expect, it } from 'vitest';
import { accountMessages } from '../../modules/account/messages';
import { authMessages } from '../../modules/auth/messages';
import { checkoutMessages } from '../../modules/checkout/messages';
import { listsMessages } from '../../modules/lists/messages';
import { ordersMessages } from '../../modules/orders/messages';
import { messagesFor } from './messages';

/**
 * A country's file (messages/es-CL.json, modules/checkout/messages/es-MX.json, ...) overrides
 * some of its language's base (es.json, pt.json): every key it has must be one the base has,
 * with a text where the base has a text (the build precompiles them all, and a typo'd key would
 * silently leave the base's words), and it must be wired, so that the locale reads it.
 */
type Locale = Tenant['locale'];
const src = join(import.meta.dirname, '..', '..');

const catalogues: Record<string, (locale: Locale) => unknown> = {
  messages: messagesFor,
  'modules/auth/messages': authMessages,
  'modules/checkout/messages': checkoutMessages,
  'modules/account/messages': accountMessages,
  'modules/orders/messages': ordersMessages,
  'modules/lists/messages': listsMessages,
};

const LOCALES = new Set<string>(TENANTS.map((t) => t.locale));
const read = (dir: string, file: string) =>
  JSON.parse(readFileSync(join(src, dir, file), 'utf8')) as unknown;

function texts(tree: unknown, prefix = ''): Array<[string, string]> {
  if (typeof tree === 'string') return [[prefix, tree]];
  if (typeof tree !== 'object' || tree === null) return [];
  return Object.entries(tree).flatMap(([key, value]) =>
    texts(value, prefix ? `${prefix}.${key}` : key),
  );
}

const at = (tree: unknown, key: string) =>
  key.split('.').reduce<unknown>((t, k) => (t as Record<string, unknown> | undefined)?.[k], tree);

const overrideFiles = Object.keys(catalogues).flatMap((dir) =>
  readdirSync(join(src, dir))
    .filter((file) => /^[a-z]{2}-[A-Z]{2}\.json$/.test(file))
    .map((file) => [dir, file] as const),
);

describe("countries' message files", () => {
  it('finds them (the scan works)', () => {
    expect(overrideFiles).toContainEqual(['messages', 'es-CL.json']);
    expect(overrideFiles).toContainEqual(['modules/checkout/messages', 'es-MX.json']);
  });

  it.each(overrideFiles)('%s/%s: a subset of the base, read by its locale', (dir, file) => {
    const locale = file.replace(/\.json$/, '');
    expect(LOCALES.has(locale), `${locale} is a site's locale`).toBe(true);
    const base = read(dir, locale.startsWith('pt') ? 'pt.json' : 'es.json');
    const own = texts(read(dir, file));
    expect(own.filter(([key]) => typeof at(base, key) !== 'string').map(([key]) => key)).toEqual(
      [],
    );
    const merged = catalogues[dir]!(locale as Locale);
    expect(own.filter(([key, text]) => at(merged, key) !== text).map(([key]) => key)).toEqual([]);
  });
});

/**
 * Words only one of the two languages writes: a text copied into the other language's file and
 * left untranslated ("Elige en qué lista guardar el producto" on dicico, 2026-11-29).
 */
// Whole words: a hyphen joins a Portuguese pronoun to its verb ("escolhê-los").
const SPANISH_ONLY =
  /ñ|¿|¡|ción(?!\p{L})|(?<![\p{L}-])(?:el|los|las|del|tu|tus|esa|ese|elige|agregar|marca la|no encontramos)(?![\p{L}-])/iu;
const PORTUGUESE_ONLY = /ção\b|ções\b|ã|õ|\b(?:você|não|seu|sua|escolha|adicionar)\b/i;

describe('each language file speaks its language', () => {
  it.each(Object.keys(catalogues))('%s: pt.json has no Spanish, es.json no Portuguese', (dir) => {
    const spanishInPortuguese = texts(read(dir, 'pt.json')).filter(([, t]) => SPANISH_ONLY.test(t));
    expect(spanishInPortuguese).toEqual([]);
    const portugueseInSpanish = texts(read(dir, 'es.json')).filter(([, t]) =>
      PORTUGUESE_ONLY.test(t),
    );
    expect(portugueseInSpanish).toEqual([]);
  });

  // Straight quotes: curly ones are above Latin-1 (latin1.test.ts).
  it('Brazilian Portuguese quotes with " ", not « »', () => {
    for (const dir of Object.keys(catalogues)) {
      expect(texts(read(dir, 'pt.json')).filter(([, t]) => /[«»]/.test(t))).toEqual([]);
    }
  });
});
