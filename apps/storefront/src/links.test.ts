import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * One place builds the catalogue's URLs (issue 18): @fierro/domain's `paths.ts` and `routes.ts`.
 * A storefront file that writes a product, category, collection, search, no-result or error URL
 * by hand bypasses them (their slug, encoding and `consumer=b2b` rules). This scans the sources;
 * the cached views' internal segment (`lib/site/catalogue-view.ts`) is not a shopper's URL.
 */
const src = import.meta.dirname;
const INTERNAL = new Set(['lib/site/catalogue-view.ts']);

const sources = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });

/** A route segment followed by an interpolated value or a query: a URL being built. */
const HAND_BUILT = [
  /\/(product|category|collection)\/\$\{/,
  /\/(search|no-search-result)\/\?Ntt=/,
  /\/_error\/\?statusCode=/,
  /`\/\$\{[^}]*(site|pathPrefix)[^}]*\}\/(login|register|myaccount\/mylists|includes)\b/,
];
const COMMENT = /^\s*(\/\/|\*|\/\*)/;

describe('catalogue links come from @fierro/domain', () => {
  it('no storefront source builds a route URL by hand', () => {
    const found: string[] = [];
    for (const file of sources(src)) {
      const name = relative(src, file);
      if (INTERNAL.has(name)) continue;
      readFileSync(file, 'utf8')
        .split('\n')
        .forEach((line, i) => {
          if (!COMMENT.test(line) && HAND_BUILT.some((re) => re.test(line)))
            found.push(`${name}:${i + 1}: ${line.trim()}`);
        });
    }
    expect(found).toEqual([]);
  });
});
