import { getTenant, TENANTS } from '@fierro/tenants';
import compile from 'icu-minify/compile';
import format from 'icu-minify/format';
import { createTranslator } from 'next-intl';
import { describe, expect, it } from 'vitest';
import { accountMessages } from '../../modules/account/messages';
import { authMessages } from '../../modules/auth/messages';
import { checkoutMessages } from '../../modules/checkout/messages';
import { listsMessages } from '../../modules/lists/messages';
import { ordersMessages } from '../../modules/orders/messages';
import { mergeMessages, messagesFor, translator } from './messages';

/**
 * The build precompiles every message (next.config `experimental.messages.precompile`) and pages
 * format them without an ICU parser. Here each message of each site, compiled the same way and
 * formatted the same way, must read exactly as the full ICU formatter makes it read (the one the
 * server and these tests used before), for every plural form.
 */
type Tree = { [key: string]: string | Tree };

function leaves(tree: Tree, prefix = ''): Array<[string, string]> {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string'
      ? [[`${prefix}${key}`, value] as [string, string]]
      : leaves(value, `${prefix}${key}.`),
  );
}

/** Every argument the message names (`{count}`, `{count, plural, ...}`) gets the same value. */
const everyArgument = (source: string, value: number) =>
  Object.fromEntries(
    [...source.matchAll(/\{\s*([A-Za-z_]\w*)\s*[,}]/g)].map(([, name]) => [name!, value]),
  );

const formatters = {
  getDateTimeFormat: (...a: ConstructorParameters<typeof Intl.DateTimeFormat>) =>
    new Intl.DateTimeFormat(...a),
  getNumberFormat: (...a: ConstructorParameters<typeof Intl.NumberFormat>) =>
    new Intl.NumberFormat(...a),
  getPluralRules: (...a: ConstructorParameters<typeof Intl.PluralRules>) =>
    new Intl.PluralRules(...a),
};

const locales = [...new Set(TENANTS.map((t) => t.locale))];

describe.each(locales)('%s messages, precompiled', (locale) => {
  const catalogues = {
    site: messagesFor(locale) as unknown as Tree,
    auth: authMessages(locale) as unknown as Tree,
    checkout: checkoutMessages(locale) as unknown as Tree,
    account: accountMessages(locale) as unknown as Tree,
    orders: ordersMessages(locale) as unknown as Tree,
    lists: listsMessages(locale) as unknown as Tree,
  };
  for (const [name, messages] of Object.entries(catalogues)) {
    // Keys are walked at run time: a translator over untyped messages.
    const t = createTranslator({ locale, messages, timeZone: 'UTC' }) as unknown as (
      key: string,
      values: Record<string, number>,
    ) => string;
    it(`${name}: every message reads the same as with the ICU parser, for 0, 1 and 3`, () => {
      const all = leaves(messages);
      expect(all.length).toBeGreaterThan(name === 'site' ? 100 : 10);
      for (const [key, source] of all)
        for (const n of [0, 1, 3]) {
          const values = everyArgument(source, n);
          const compiled = format(compile(source), locale, values, { formatters, timeZone: 'UTC' });
          expect(compiled, `${key} with ${n}`).toBe(t(key, values));
        }
    });
  }
});

describe('mergeMessages', () => {
  it('replaces a precompiled message (an array) whole, never index by index', () => {
    const base = { cart: ['Carro, ', ['count', 2, { other: [0, ' productos'] }]], home: 'Inicio' };
    const override = { cart: ['Carrito'] };
    expect(mergeMessages(base, override)).toEqual({ cart: ['Carrito'], home: 'Inicio' });
  });

  it('merges namespaces key by key', () => {
    expect(mergeMessages({ a: { x: '1', y: '2' } }, { a: { y: '3' } })).toEqual({
      a: { x: '1', y: '3' },
    });
  });
});

describe("a country's own words", () => {
  it.each([
    ['cl', 'Hasta 12 cuotas de $ 87 sin interés'],
    ['mx', 'Hasta 12 meses de $ 87 sin intereses'],
  ])('%s: the product page names its installments as the checkout does', (code, text) => {
    const t = translator(getTenant(code)!);
    expect(t('product.installments.headline', { months: 12, amount: '$ 87', free: 'true' })).toBe(
      text,
    );
  });
});
