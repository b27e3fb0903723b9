import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ISOLATED, LOADS_NEXT_CONFIG } from '../vitest.config';

/**
 * The unit project shares each worker's modules between files (vitest.config.ts, `isolate:
 * false`). A file that changes what the others would see must run in `unit-isolated`: this finds
 * the ways a test file does that and asks for it to be listed there.
 */
const CHANGES_SHARED_STATE =
  /vi\.(mock|doMock|stubGlobal|stubEnv|useFakeTimers|resetModules)\(|process\.env(\.[A-Z_]+|\[[^\]]+\]) *=[^=]|delete process\.env|globalThis\.[A-Za-z_]+ *=[^=]/;

const root = join(import.meta.dirname, '..');

function testFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.name === 'node_modules' || entry.name.startsWith('.')) return [];
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return testFiles(path);
    return /\.test\.tsx?$/.test(entry.name) && !/\.(db|cluster)\.test\.ts$/.test(entry.name)
      ? [relative(root, path)]
      : [];
  });
}

describe('unit files that change shared state run isolated', () => {
  it('lists every such file in ISOLATED', () => {
    const files = ['packages', 'apps', 'bench/lib'].flatMap((dir) => testFiles(join(root, dir)));
    expect(files.length).toBeGreaterThan(100);
    const unlisted = files.filter(
      (file) =>
        !ISOLATED.includes(file) &&
        !LOADS_NEXT_CONFIG.includes(file) &&
        CHANGES_SHARED_STATE.test(readFileSync(join(root, file), 'utf8')),
    );
    expect(unlisted).toEqual([]);
  });

  it('recognises the ways a file changes shared state', () => {
    for (const line of [
      "vi.mock('./x')",
      'vi.useFakeTimers()',
      'process.env.COMMERCE_URL = url;',
      "process.env['X'] = '1'",
      'delete process.env.X',
    ]) {
      expect(CHANGES_SHARED_STATE.test(line), line).toBe(true);
    }
    expect(CHANGES_SHARED_STATE.test("process.env.X === '1'")).toBe(false);
  });
});
