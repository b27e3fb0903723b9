import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { profiles, tags } from './manifest';
import { catalogueTags } from './revalidate';

const src = join(import.meta.dirname, '..', '..');

/** Each `'use cache'` function of the storefront: its file and its body up to the next function. */
function cachedReads(): Array<{ file: string; body: string }> {
  const found: Array<{ file: string; body: string }> = [];
  for (const rel of readdirSync(src, { recursive: true, encoding: 'utf8' })) {
    if (!/\.tsx?$/.test(rel) || /\.test\.tsx?$/.test(rel)) continue;
    const code = readFileSync(join(src, rel), 'utf8');
    for (const part of code.split(/^\s*'use cache';$/m).slice(1))
      found.push({ file: rel, body: part.split(/\n(?:export )?(?:async )?function /)[0]! });
  }
  return found;
}

/**
 * Issue 6 caching: every cached read takes its lifetime and tags from the manifest (no raw tag
 * strings), and every tag a catalogue or content read carries is one the importer's invalidation
 * expires for its site.
 */
describe('cached reads follow the cache manifest', () => {
  const reads = cachedReads();

  it('finds the cached reads (the scan works)', () => {
    expect(reads.length).toBeGreaterThanOrEqual(8);
  });

  it('each applies a manifest profile, and tags (if any) come from the manifest', () => {
    const bad = reads
      .filter(
        (r) =>
          !/cacheLife\(profiles\.\w+\)/.test(r.body) ||
          /cacheTag\((?!tags\.)/.test(r.body) ||
          /cacheTag\([^)]*['"`]/.test(r.body),
      )
      .map((r) => r.file);
    expect(bad).toEqual([]);
  });

  it('every tag but the configuration and a product is expired by an import of its site', () => {
    const used = new Set(
      reads.flatMap((r) => [...r.body.matchAll(/tags\.(\w+)\(/g)].map((m) => m[1]!)),
    );
    const expired = catalogueTags('socl');
    for (const name of used) {
      if (name === 'config') continue;
      const tag = (tags[name as keyof typeof tags] as (s: string, id: string) => string)(
        'socl',
        'x',
      );
      // A category's or product's tag is always carried beside the site's catalogue tag.
      if (name === 'category' || name === 'product') {
        expect(
          reads.some((r) => r.body.includes(`tags.${name}(`) && r.body.includes('tags.catalogue(')),
        ).toBe(true);
        continue;
      }
      expect(expired, name).toContain(tag);
    }
    expect(Object.keys(profiles)).toEqual(['catalogue', 'content']);
  });
});
