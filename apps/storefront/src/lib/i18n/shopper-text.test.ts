import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Shopper text comes from the messages (Spanish or Portuguese), never from a literal in a
 * component: a literal aria-label, alt, title or placeholder is what a screen reader or a
 * shopper reads, and it would be the same (often English) text on every site (issue 6).
 */
const ATTRIBUTE = /\b(aria-label|alt|title|placeholder)="([^"]*[A-Za-zÀ-ÿ][^"]*)"/g;

function literalShopperText(code: string): string[] {
  return [...code.matchAll(ATTRIBUTE)].map((m) => `${m[1]}="${m[2]}"`);
}

describe('no literal shopper text in component attributes', () => {
  it.each([
    ['<nav aria-label="Breadcrumb">', ['aria-label="Breadcrumb"']],
    ['<img alt="Product" src={s} />', ['alt="Product"']],
    ['<input placeholder="Search…" />', ['placeholder="Search…"']],
    ["<nav aria-label={t('product.breadcrumb')}>", []],
    ['<img alt="" src={s} />', []],
    ['<div aria-labelledby="home-departments">', []],
  ])('%s flags %j', (code, found) => {
    expect(literalShopperText(code)).toEqual(found);
  });

  it('every .tsx of the storefront reads its labels from the messages', () => {
    const src = join(import.meta.dirname, '..', '..');
    const found: string[] = [];
    for (const rel of readdirSync(src, { recursive: true, encoding: 'utf8' })) {
      if (!rel.endsWith('.tsx') || rel.endsWith('.test.tsx')) continue;
      for (const hit of literalShopperText(readFileSync(join(src, rel), 'utf8')))
        found.push(`${rel}: ${hit}`);
    }
    expect(found).toEqual([]);
  });
});
