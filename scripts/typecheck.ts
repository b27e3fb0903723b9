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
  return readdirSync(dir, { recursive: true, encoding: 'utf8' }).some(
    (f) => /\.tsx?$/.test(f) && !f.includes('node_modules'),
  );
}
