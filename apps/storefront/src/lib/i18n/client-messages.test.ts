import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { TENANTS } from '@fierro/tenants';
import { describe, expect, it } from 'vitest';
import { listsMessages } from '../../modules/lists/messages';
import {
  CALCULATOR_MESSAGE_PATHS,
  CLIENT_MESSAGE_PATHS,
  clientMessages,
  pickMessages,
} from './client-messages';
import { messagesFor } from './messages';

const src = join(import.meta.dirname, '..', '..');

/** Every `useTranslations(ns)` in the sources, with the keys each translator is called with. */
function clientKeys(): Array<{ file: string; path: string }> {
  const found: Array<{ file: string; path: string }> = [];
  for (const rel of readdirSync(src, { recursive: true, encoding: 'utf8' })) {
    if (!rel.endsWith('.tsx') && !rel.endsWith('.ts')) continue;
    // A test's texts are its own fixtures, never sent.
    if (/\.test\.tsx?$/.test(rel)) continue;
    // The cart page's texts have their own provider (modules/cart/components/cart-page.tsx).
    if (rel.startsWith(join('modules', 'cart', 'components', 'cart-'))) continue;
    // Sign-in, checkout, account and order texts have their own providers
    // (modules/auth/components/auth-intl.tsx, modules/checkout/components/checkout-intl.tsx,
    // modules/account/components/account-intl.tsx, modules/orders/components/orders-intl-client.tsx).
    if (
      rel.startsWith(join('modules', 'auth')) ||
      rel.startsWith(join('modules', 'checkout')) ||
      rel.startsWith(join('modules', 'account')) ||
      rel.startsWith(join('modules', 'orders')) ||
      rel.includes('account-menu')
    )
      continue;
    const code = readFileSync(join(src, rel), 'utf8');
    for (const m of code.matchAll(/const (\w+) = useTranslations\((?:'([^']*)')?\)/g)) {
      const [, name, ns] = m;
      const calls = new RegExp(`\\b${name}(?:\\.rich|\\.markup)?\\(\\s*(['\`])([^'\`]*)\\1`, 'g');
      for (const c of code.matchAll(calls)) {
        // A template key (`sort.${o}`) needs its static part.
        const key = c[2]!.split('${')[0]!.replace(/\.$/, '');
        found.push({ file: rel, path: [ns, key].filter(Boolean).join('.') });
      }
    }
  }
  return found;
}

const has = (tree: unknown, path: string) =>
  path.split('.').reduce<unknown>((at, k) => (at as Record<string, unknown>)?.[k], tree) !==
  undefined;

describe('client messages', () => {
  const used = clientKeys();

  it('finds the client components (the scan works)', () => {
    expect(used.some((u) => u.path === 'header.searchLabel')).toBe(true);
    expect(used.some((u) => u.path === 'product.calculator.coats')).toBe(true);
    expect(used.length).toBeGreaterThan(40);
  });

  // The lists' client parts have their own provider (modules/lists/components/lists-intl-client.tsx).
  const isLists = (u: { file: string }) => u.file.startsWith(join('modules', 'lists'));
  // The tile and paint calculators get theirs around them (CALCULATOR_MESSAGE_PATHS).
  const isCalculator = (u: { file: string }) =>
    /(calculator-client|number-field)\.tsx$/.test(u.file) && !u.file.includes('lazy');

  it.each(TENANTS.map((t) => t.locale))('%s: every key a client component reads is sent', (l) => {
    const sent = clientMessages(messagesFor(l));
    const missing = used.filter((u) => !isLists(u) && !isCalculator(u) && !has(sent, u.path));
    expect(missing).toEqual([]);
  });

  it.each(TENANTS.map((t) => t.locale))(
    "%s: the calculators get every key they read (the shell's and their own, around them)",
    (l) => {
      const calculators = used.filter(isCalculator);
      expect(calculators.length).toBeGreaterThan(10);
      const sent = [
        clientMessages(messagesFor(l)),
        pickMessages(messagesFor(l), CALCULATOR_MESSAGE_PATHS),
      ];
      expect(calculators.filter((u) => !sent.some((m) => has(m, u.path)))).toEqual([]);
      // And no other page's payload carries them.
      expect(clientMessages(messagesFor(l))).not.toHaveProperty('product.calculator');
    },
  );

  it.each(TENANTS.map((t) => t.locale))(
    '%s: the lists provider sends every key its parts read',
    (l) => {
      const lists = used.filter(isLists);
      expect(lists.length).toBeGreaterThan(3);
      const sent = listsMessages(l);
      expect(lists.filter((u) => !has(sent, u.path))).toEqual([]);
    },
  );

  it('leaves the server-only texts out', () => {
    const sent = clientMessages(messagesFor('es-CL'));
    expect(sent).not.toHaveProperty('seo');
    expect(sent).not.toHaveProperty('card');
    expect(sent).not.toHaveProperty('product.specifications');
    const ratio = JSON.stringify(sent).length / JSON.stringify(messagesFor('es-CL')).length;
    expect(ratio).toBeLessThan(0.6);
  });

  it('every listed path exists in every locale', () => {
    for (const t of TENANTS)
      for (const p of CLIENT_MESSAGE_PATHS) expect(has(messagesFor(t.locale), p), p).toBe(true);
  });

  it('picks nested paths into the same shape', () => {
    const m = { a: { b: 'x', c: 'y' }, d: 'z' } as never;
    expect(pickMessages(m, ['a.b', 'd', 'missing.key'])).toEqual({ a: { b: 'x' }, d: 'z' });
  });
});
