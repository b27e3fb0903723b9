// `npm run bench`: runs every bench/*.bench.ts in name order (or those named on the command line),
// each printing its figures and writing bench/results/<name>.json for the README.
import { spawn } from 'node:child_process';
import { mkdirSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

const dir = import.meta.dirname;
mkdirSync(join(dir, 'results'), { recursive: true });
const wanted = process.argv.slice(2);
const files = readdirSync(dir)
  .filter((f) => f.endsWith('.bench.ts'))
  .filter((f) => wanted.length === 0 || wanted.some((w) => f.startsWith(w)))
  .sort();
/**
 * One bench in a process group of its own, so that whatever it started (servers, PostgreSQL,
 * Chromium) is stopped when it ends, even when it crashed past its own clean-up: a crash used to
 * leave a storefront, commerce and PostgreSQL running, and the next bench read a busy machine.
 */
const runOne = (file: string) =>
  new Promise<number>((resolve) => {
    const child = spawn(join(dir, '..', 'node_modules', '.bin', 'tsx'), [join(dir, file)], {
      stdio: 'inherit',
      env: { ...process.env, NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1' },
      detached: true,
    });
    const group = (signal: NodeJS.Signals) => {
      try {
        if (child.pid) process.kill(-child.pid, signal);
      } catch {
        // The group is empty.
      }
    };
    // Ctrl-C reaches the foreground group only: pass it on.
    const forward = (signal: NodeJS.Signals) => group(signal);
    process.on('SIGINT', forward);
    process.on('SIGTERM', forward);
    child.on('exit', (code) => {
      process.off('SIGINT', forward);
      process.off('SIGTERM', forward);
      group('SIGTERM');
      resolve(code ?? 1);
    });
  });

let failed = 0;
for (const file of files) {
  console.log(`\n=== ${file} ===`);
  if ((await runOne(file)) !== 0) failed++;
}
if (files.length === 0) console.log('no benchmarks yet');
process.exit(failed ? 1 : 0);
