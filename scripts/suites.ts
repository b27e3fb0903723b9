// The suites `npm test` runs, in order. Each later part of the product adds its suite here.
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

export interface Suite {
  name: string;
  cmd: string;
  args: string[];
  env?: Record<string, string>;
  /** JSON results file under .test-results (Vitest or Playwright JSON reporter). */
  results?: string;
  enabled?: () => boolean;
  /** Suites of one lane run in turn; lanes run side by side before the suites of none. */
  lane?: 'checks' | 'database' | 'browser';
  /** Starts only once this suite (when it runs) has ended, whatever its result. */
  after?: string;
}

const bin = (root: string, name: string) => join(root, 'node_modules', '.bin', name);

export function suites(root: string): Suite[] {
  const vitest = (project: string | string[], file: string, extra: string[] = []) => [
    'run',
    ...[project].flat().flatMap((p) => ['--project', p]),
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=.test-results/${file}`,
    ...extra,
  ];
  return [
    {
      // The browser suites' production build, first of the checks: the browser lane waits for it
      // (e2e/build.ts).
      name: 'build',
      lane: 'checks',
      cmd: bin(root, 'tsx'),
      args: ['e2e/build.ts'],
      enabled: () => hasFiles(join(root, 'e2e'), /\.spec\.ts$/),
    },
    { name: 'lint', cmd: bin(root, 'tsx'), args: ['scripts/biome.ts', 'ci', '.'], lane: 'checks' },
    { name: 'typecheck', cmd: bin(root, 'tsx'), args: ['scripts/typecheck.ts'], lane: 'checks' },
    {
      name: 'unit',
      lane: 'checks',
      cmd: bin(root, 'vitest'),
      args: vitest(['unit', 'unit-isolated', 'unit-next'], 'unit.json', ['--coverage']),
      results: 'unit.json',
    },
    // The database suite, once per PostgreSQL server we support (DESIGN §6).
    ...(['18', '15'] as const).map((version) => ({
      name: `db-pg${version}`,
      lane: 'database' as const,
      cmd: bin(root, 'vitest'),
      args: vitest('db', `db-pg${version}.json`),
      env: { FIERRO_TEST_PG: version },
      results: `db-pg${version}.json`,
      enabled: () =>
        hasFiles(join(root, 'packages', 'db', 'src'), /\.db\.test\.ts$/) ||
        hasFiles(join(root, 'apps', 'commerce', 'src'), /\.db\.test\.ts$/),
    })),
    {
      // Browser journeys (issue 6 and on): a seeded throwaway database, commerce and a production
      // storefront build, in Debian's Chromium (e2e/playwright.config.ts).
      name: 'e2e',
      lane: 'browser',
      after: 'build',
      cmd: bin(root, 'playwright'),
      args: ['test', '-c', 'e2e/playwright.config.ts'],
      env: { PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1', NEXT_TELEMETRY_DISABLED: '1' },
      results: 'e2e.json',
      enabled: () => hasFiles(join(root, 'e2e'), /\.spec\.ts$/),
    },
    {
      // Two of everything (issue 20): two storefronts and two commerce processes behind HAProxy,
      // one Redis cache, kills during a load. Needs haproxy and redis-server (Debian's packages:
      // .ci/run installs them; as root the suite installs them when missing). It ends the database
      // lane, once the build is made: after the browser journeys it ran alone on the critical path
      // (74 s of a 1,476 s run), while the database lane had ended two minutes before them.
      name: 'cluster',
      lane: 'database',
      after: 'build',
      cmd: bin(root, 'vitest'),
      args: vitest('cluster', 'cluster.json'),
      env: { NEXT_TELEMETRY_DISABLED: '1' },
      results: 'cluster.json',
    },
  ];
}

export function hasFiles(dir: string, pattern: RegExp): boolean {
  if (!existsSync(dir)) return false;
  // Walk by hand: a recursive readdir would follow node_modules' symlink loops.
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name.startsWith('.')) continue;
    if (entry.isDirectory() ? hasFiles(join(dir, entry.name), pattern) : pattern.test(entry.name)) {
      return true;
    }
  }
  return false;
}
