// `npm test`: lint, type check, then every test suite, each result summed into one closing line
// `N passed, N failed` (also written to .test-results/summary.txt for .ci/run).
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, openSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { type Suite, suites } from './suites';

const root = join(import.meta.dirname, '..');
const out = join(root, '.test-results');
rmSync(out, { recursive: true, force: true });
mkdirSync(out, { recursive: true });

const only = process.argv.slice(2);
let passed = 0;
let failed = 0;
let skipped = 0;
const lines: string[] = [];

/**
 * Runs one suite. In a lane its output goes to .test-results/<name>.log and is printed whole when
 * it ends (two lanes run side by side); otherwise it streams to the terminal.
 */
const runSuite = (suite: Suite, captured: boolean) =>
  new Promise<void>((resolve) => {
    if (suite.enabled && !suite.enabled()) {
      lines.push(`${suite.name}: not present yet`);
      resolve();
      return;
    }
    const started = Date.now();
    const log = join(out, `${suite.name}.log`);
    if (!captured) console.log(`\n── ${suite.name} ──`);
    const child = spawn(suite.cmd, suite.args, {
      cwd: root,
      stdio: captured ? ['ignore', openSync(log, 'w'), openSync(log, 'a')] : 'inherit',
      env: { ...process.env, ...suite.env },
    });
    child.on('close', (code) => {
      if (captured) {
        console.log(`\n── ${suite.name} ──`);
        console.log(readFileSync(log, 'utf8'));
      }
      record(suite, code === 0, ((Date.now() - started) / 1000).toFixed(1));
      resolve();
    });
  });

function record(suite: Suite, ok: boolean, secs: string) {
  const counts = suite.results ? readCounts(suite.results) : undefined;
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

const chosen = suites(root).filter((suite) => only.length === 0 || only.includes(suite.name));
// Suites of a lane run one after another, the lanes side by side: the database suites spend much
// of their time waiting on PostgreSQL and on their own timers, which the checks beside them use.
// A suite with `after` also waits for that suite to end (if it runs at all): the browser suites
// start once the storefront's build is made, beside the checks and the database suites.
const lanes = [...new Set(chosen.flatMap((s) => (s.lane ? [s.lane] : [])))];
const ended = new Map<string, { promise: Promise<void>; resolve: () => void }>();
for (const suite of chosen) {
  let resolve = () => {};
  const promise = new Promise<void>((r) => {
    resolve = r;
  });
  ended.set(suite.name, { promise, resolve });
}
const runInTurn = async (suite: Suite, captured: boolean) => {
  if (suite.after) await ended.get(suite.after)?.promise;
  await runSuite(suite, captured);
  ended.get(suite.name)?.resolve();
};
const lanesStarted = Date.now();
await Promise.all(
  lanes.map(async (lane) => {
    for (const suite of chosen.filter((s) => s.lane === lane))
      await runInTurn(suite, lanes.length > 1);
  }),
);
if (lanes.length > 0)
  lines.push(`(lanes ${lanes.join(' | ')}: ${((Date.now() - lanesStarted) / 1000).toFixed(1)}s)`);
for (const suite of chosen.filter((s) => !s.lane)) await runInTurn(suite, false);
lines.push(`(total ${((Date.now() - lanesStarted) / 1000).toFixed(1)}s)`);

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
