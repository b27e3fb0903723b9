import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Pages stay Latin-1 (README, "Pages stay Latin-1"): one character above U+00FF anywhere in a
 * cached page makes Node hold its whole HTML as a two-byte string, and the page then serves about
 * 40% slower (measured on the static reference page: 830 to 505 req/s for one em dash). Symbols
 * come from CSS (ui/glyph.tsx); texts use Latin-1 punctuation (« », ..., -). This scans what the
 * storefront renders from: its components and messages, and the tenant registry.
 */
const root = join(import.meta.dirname, '..', '..', '..');
const ABOVE_LATIN1 = /[\u{100}-\u{10ffff}]/u;
const COMMENT = /^\s*(\/\/|\*|\/\*)/;

const sources = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.name === 'node_modules' || entry.name.startsWith('.')) return [];
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return /\.(tsx?|json)$/.test(entry.name) && !/\.(test|spec)\.tsx?$/.test(entry.name)
      ? [path]
      : [];
  });

describe('the pages stay Latin-1', () => {
  it('no component, message or tenant fact has a character above U+00FF outside comments', () => {
    const files = [
      join(root, 'apps', 'storefront', 'src'),
      join(root, 'packages', 'tenants', 'src'),
    ]
      .flatMap(sources)
      .filter((f) => !f.endsWith('.css'));
    expect(files.length).toBeGreaterThan(100);
    const found = files.flatMap((file) =>
      readFileSync(file, 'utf8')
        .split('\n')
        .map((line, i) => [line, i] as const)
        .filter(([line]) => ABOVE_LATIN1.test(line) && !COMMENT.test(line))
        .map(([line, i]) => `${relative(root, file)}:${i + 1}: ${line.trim()}`),
    );
    expect(found).toEqual([]);
  });

  it('the check itself sees a symbol and lets Spanish and Portuguese letters pass', () => {
    expect(ABOVE_LATIN1.test('Cerámica, ñandú, ação, «Taladro» 1/2" 360°')).toBe(false);
    for (const symbol of ['★', '—', '…', '“', '›', '✕', '€'])
      expect(ABOVE_LATIN1.test(symbol)).toBe(true);
  });
});
