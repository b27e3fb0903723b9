import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { TENANTS } from './registry';

/**
 * Issue 3: per-tenant rules are read as named properties of the tenant, never by comparing a
 * tenant code or site id outside this package. Scans the source of every app and package
 * (tests and this package excepted) for such a comparison.
 */
const root = join(import.meta.dirname, '..', '..', '..');
const keys = [...new Set(TENANTS.flatMap((t) => [t.code, t.siteId]))].join('|');
const comparison = new RegExp(
  [
    `[!=]==?\\s*['"\`](${keys})['"\`]`,
    `['"\`](${keys})['"\`]\\s*[!=]==?`,
    `case\\s+['"\`](${keys})['"\`]\\s*:`,
    `\\[\\s*['"\`](${keys})['"\`]\\s*,[^\\]]*\\]\\s*\\.includes\\(`,
  ].join('|'),
);

const sources = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.name === 'node_modules' || entry.name.startsWith('.')) return [];
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return /\.tsx?$/.test(entry.name) && !/\.(test|spec)\.tsx?$/.test(entry.name) ? [path] : [];
  });

describe('tenant rules live in the registry', () => {
  it('no source outside packages/tenants compares a tenant code or site id', () => {
    const files = ['apps', 'packages']
      .flatMap((d) => sources(join(root, d)))
      .filter((f) => !relative(root, f).startsWith(join('packages', 'tenants')));
    expect(files.length).toBeGreaterThan(100);
    const found = files.flatMap((file) =>
      readFileSync(file, 'utf8')
        .split('\n')
        .map((line, i) => [line, i] as const)
        .filter(([line]) => comparison.test(line))
        .map(([line, i]) => `${relative(root, file)}:${i + 1}: ${line.trim()}`),
    );
    expect(found).toEqual([]);
  });

  it.each([
    ["if (tenant.code === 'pe')", true],
    ["site !== 'socl'", true],
    ["case 'dicico':", true],
    ["['br', 'mx'].includes(code)", true],
    ['if (tenant.districtSelectorEnabled)', false],
    ["const label = 'pe'", false],
  ])('the scan flags %j: %s', (line, flagged) => {
    expect(comparison.test(line)).toBe(flagged);
  });
});
