// `npm run bench`: runs every bench/*.bench.ts in name order (or those named on the command line),
// each printing its figures and writing bench/results/<name>.json for the README.
import { spawnSync } from 'node:child_process';
import { mkdirSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

const dir = import.meta.dirname;
mkdirSync(join(dir, 'results'), { recursive: true });
const wanted = process.argv.slice(2);
const files = readdirSync(dir)
  .filter((f) => f.endsWith('.bench.ts'))
  .filter((f) => wanted.length === 0 || wanted.some((w) => f.startsWith(w)))
  .sort();
let failed = 0;
for (const file of files) {
  console.log(`\n=== ${file} ===`);
  const run = spawnSync(join(dir, '..', 'node_modules', '.bin', 'tsx'), [join(dir, file)], {
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1' },
  });
  if (run.status !== 0) failed++;
}
if (files.length === 0) console.log('no benchmarks yet');
process.exit(failed ? 1 : 0);
