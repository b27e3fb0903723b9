// Type-checks every workspace that has a tsconfig.json, one after another (2-core machine).
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

const root = join(import.meta.dirname, '..');
const projects = [
  '.',
  'packages/tenants',
  'packages/domain',
  'packages/db',
  'apps/commerce',
  'apps/storefront',
  'e2e',
  'bench',
];
const tsc = join(root, 'node_modules', '.bin', 'tsc');
let failed = false;
for (const p of projects) {
  const dir = join(root, p);
  if (!existsSync(join(dir, 'tsconfig.json')) || !hasSources(dir)) continue;
  const run = spawnSync(tsc, ['--noEmit', '-p', dir], { stdio: 'inherit' });
  console.log(`typecheck ${p}: ${run.status === 0 ? 'ok' : 'FAILED'}`);
  if (run.status !== 0) failed = true;
}
process.exit(failed ? 1 : 0);

function hasSources(dir: string): boolean {
  // Walk by hand: a recursive readdir would follow node_modules' symlink loops.
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name.startsWith('.')) continue;
    if (entry.isDirectory() ? hasSources(join(dir, entry.name)) : /\.tsx?$/.test(entry.name)) {
      return true;
    }
  }
  return false;
}
