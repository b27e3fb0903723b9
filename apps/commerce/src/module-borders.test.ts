import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Module borders (issue 18): a commerce module's public face is its `index.ts`. A file of one
 * module, `app.ts`, `server.ts` or any other package may import another module only through
 * that index, never its files; inside a module, files import each other freely.
 */
const src = import.meta.dirname;
const root = resolve(src, '../../..');
const modulesDir = join(src, 'modules');

const walk = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    if (e.name === 'node_modules' || e.name.startsWith('.')) return [];
    const path = join(dir, e.name);
    return e.isDirectory() ? walk(path) : /\.tsx?$/.test(e.name) ? [path] : [];
  });

/** Every module specifier of a file: static imports and re-exports, and dynamic imports. */
export const specifiers = (code: string): string[] => [
  ...[...code.matchAll(/\bfrom\s+['"]([^'"]+)['"]/g)].map((m) => m[1]!),
  ...[...code.matchAll(/\bimport\s*\(\s*['"]([^'"]+)['"]\s*\)/g)].map((m) => m[1]!),
  ...[...code.matchAll(/^\s*import\s+['"]([^'"]+)['"]/gm)].map((m) => m[1]!),
];

/** The module a path lies in (`search` for modules/search/x.ts), or null outside modules. */
const moduleOf = (path: string): string | null => {
  const rel = relative(modulesDir, path);
  return rel.startsWith('..') ? null : (rel.split(sep)[0] ?? null);
};

/** The file a specifier names, as a path without extension (null: a package of no interest). */
const targetOf = (file: string, spec: string): string | null => {
  if (spec.startsWith('.')) return resolve(dirname(file), spec).replace(/\.tsx?$/, '');
  const pkg = '@fierro/commerce/';
  return spec.startsWith(pkg) ? join(src, spec.slice(pkg.length)).replace(/\.tsx?$/, '') : null;
};

/** The violations of one file: imports reaching into another module's files. */
export const violations = (file: string, code: string): string[] => {
  const own = moduleOf(file);
  return specifiers(code).flatMap((spec) => {
    const target = targetOf(file, spec);
    if (!target) return [];
    const mod = moduleOf(target);
    if (mod === null || mod === own) return [];
    const index = join(modulesDir, mod);
    return target === index || target === join(index, 'index') ? [] : [spec];
  });
};

describe('module borders', () => {
  const files = [
    ...walk(src).filter((f) => f !== import.meta.filename),
    ...['bench', 'e2e', 'scripts', 'apps/storefront/src', 'packages'].flatMap((d) =>
      walk(join(root, d)),
    ),
  ];

  it('every commerce module has an index.ts', () => {
    const modules = readdirSync(modulesDir, { withFileTypes: true }).filter((e) => e.isDirectory());
    for (const m of modules) {
      expect(readdirSync(join(modulesDir, m.name)), m.name).toContain('index.ts');
    }
    expect(modules.length).toBeGreaterThan(10);
  });

  it('no file imports another module but through its index', () => {
    const found = files.flatMap((f) =>
      violations(f, readFileSync(f, 'utf8')).map((spec) => `${relative(root, f)} -> ${spec}`),
    );
    expect(found).toEqual([]);
  });

  it('finds a reach into another module (the rule would catch one)', () => {
    const file = join(modulesDir, 'typeahead', 'typeahead.repo.ts');
    expect(violations(file, "import { x } from '../search/search.repo';")).toEqual([
      '../search/search.repo',
    ]);
    expect(violations(file, "import { x } from '../search';")).toEqual([]);
    expect(violations(file, "export * from '../product/cards.repo';")).toEqual([
      '../product/cards.repo',
    ]);
    expect(violations(file, "import { y } from './typeahead.service';")).toEqual([]);
    const app = join(src, 'app.ts');
    expect(violations(app, "import { z } from './modules/search/search.routes';")).toEqual([
      './modules/search/search.routes',
    ]);
    const bench = join(root, 'bench', 'x.ts');
    expect(violations(bench, "import { a } from '@fierro/commerce/modules/search/typo';")).toEqual([
      '@fierro/commerce/modules/search/typo',
    ]);
    expect(violations(bench, "import { a } from '@fierro/commerce/modules/search/index';")).toEqual(
      [],
    );
  });
});
