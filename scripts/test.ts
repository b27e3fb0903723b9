// `npm test`: lint, type check, then every test suite, each result summed into one closing line
// `N passed, N failed` (also written to .test-results/summary.txt for .ci/run).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { suites } from './suites';

const root = join(import.meta.dirname, '..');
const out = join(root, '.test-results');
rmSync(out, { recursive: true, force: true });
mkdirSync(out, { recursive: true });

const only = process.argv.slice(2);
let passed = 0;
let failed = 0;
let skipped = 0;
const lines: string[] = [];

for (const suite of suites(root)) {
  if (only.length > 0 && !only.includes(suite.name)) continue;
  if (suite.enabled && !suite.enabled()) {
    lines.push(`${suite.name}: not present yet`);
    continue;
  }
  const started = Date.now();
  console.log(`\n── ${suite.name} ──`);
  const run = spawnSync(suite.cmd, suite.args, {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, ...suite.env },
  });
  const ok = run.status === 0;
  const counts = suite.results ? readCounts(suite.results) : undefined;
  const secs = ((Date.now() - started) / 1000).toFixed(1);
  if (counts) {
    passed += counts.passed;
    failed += counts.failed;
    skipped += counts.skipped;
    // A runner that exits non-zero with no failing test (coverage threshold, crash) still fails.
    if (!ok && counts.failed === 0) failed += 1;
    lines.push(
      `${suite.name}: ${counts.passed} passed, ${counts.failed} failed (${secs}s)${ok ? '' : ' [exit non-zero]'}`,
    );
  } else {
    if (ok) passed += 1;
    else failed += 1;
    lines.push(`${suite.name}: ${ok ? 'ok' : 'FAILED'} (${secs}s)`);
  }
}

function readCounts(file: string) {
  const path = join(out, file);
  if (!existsSync(path)) return undefined;
  const json = JSON.parse(readFileSync(path, 'utf8'));
  if ('numPassedTests' in json) {
    return {
      passed: json.numPassedTests as number,
      failed: json.numFailedTests as number,
      skipped: (json.numPendingTests as number) + (json.numTodoTests as number),
    };
  }
  // Playwright's JSON reporter
  const s = json.stats ?? {};
  return {
    passed: (s.expected ?? 0) + (s.flaky ?? 0),
    failed: s.unexpected ?? 0,
    skipped: s.skipped ?? 0,
  };
}

// The closing line is exactly `N passed, N failed` (issue 3: what .ci/run ends with); skipped
// tests are counted on the line before it.
const summary = `${passed} passed, ${failed} failed`;
if (skipped) lines.push(`skipped: ${skipped}`);
console.log(`\n${lines.join('\n')}\n`);
writeFileSync(join(out, 'summary.txt'), `${summary}\n`);
console.log(summary);
process.exit(failed > 0 ? 1 : 0);
