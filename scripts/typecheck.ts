// Type-checks every workspace that has a tsconfig.json. By default as one TypeScript program over
// all of them: each project's tsconfig.json still says which files it holds, and they all extend
// tsconfig.base.json, so one program checks each file once where eight checked the shared
// packages again and again (commerce, db and domain were checked in five of them). The one
// program takes the storefront's additions (jsx, allowJs, its `@/` path) for every file; a
// project whose options would differ otherwise is checked on its own, as `--each` checks all.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { isAbsolute, join, resolve } from 'node:path';

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
const base = join(root, 'tsconfig.base.json');
/** Options that only matter to an editor or an emitting build. */
const IGNORED = new Set(['incremental', 'tsBuildInfoFile', 'plugins']);

interface TsConfig {
  extends?: string;
  compilerOptions?: Record<string, unknown>;
  include?: string[];
  exclude?: string[];
}

const present = projects.filter(
  (p) => existsSync(join(root, p, 'tsconfig.json')) && hasSources(join(root, p)),
);
const merged = process.argv.includes('--each') ? null : mergeProjects(present);
let failed = false;
if (merged) {
  const dir = join(root, 'node_modules', '.cache', 'fierro-typecheck');
  mkdirSync(dir, { recursive: true });
  const config = join(dir, 'tsconfig.json');
  writeFileSync(config, `${JSON.stringify(merged.config, null, 2)}\n`);
  const run = spawnSync(tsc, ['--noEmit', '-p', config], { stdio: 'inherit', cwd: root });
  console.log(
    `typecheck ${merged.projects.join(', ')} (one program): ${run.status === 0 ? 'ok' : 'FAILED'}`,
  );
  if (run.status !== 0) failed = true;
}
for (const p of present.filter((p) => !merged?.projects.includes(p))) {
  const run = spawnSync(tsc, ['--noEmit', '-p', join(root, p)], { stdio: 'inherit' });
  console.log(`typecheck ${p}: ${run.status === 0 ? 'ok' : 'FAILED'}`);
  if (run.status !== 0) failed = true;
}
process.exit(failed ? 1 : 0);

/**
 * One tsconfig for the projects that extend the base and whose own options agree: their
 * include and exclude patterns made absolute, `paths` targets too.
 */
function mergeProjects(names: string[]): { config: TsConfig; projects: string[] } | null {
  const options: Record<string, unknown> = {};
  const include: string[] = [];
  const exclude: string[] = [join(root, '**', 'node_modules')];
  const taken: string[] = [];
  for (const name of names) {
    const dir = join(root, name);
    let own: TsConfig;
    try {
      own = JSON.parse(readFileSync(join(dir, 'tsconfig.json'), 'utf8'));
    } catch {
      continue; // comments or trailing commas: checked on its own
    }
    if (!own.extends || resolve(dir, own.extends) !== base || !own.include) continue;
    const additions: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(own.compilerOptions ?? {})) {
      if (IGNORED.has(key)) continue;
      additions[key] = key === 'paths' ? absolutePaths(dir, value) : value;
    }
    const clash = Object.entries(additions).some(
      ([key, value]) => key in options && JSON.stringify(options[key]) !== JSON.stringify(value),
    );
    if (clash) continue;
    Object.assign(options, additions);
    include.push(...own.include.map((p) => (isAbsolute(p) ? p : join(dir, p))));
    exclude.push(...(own.exclude ?? []).map((p) => (isAbsolute(p) ? p : join(dir, p))));
    taken.push(name);
  }
  if (taken.length < 2) return null;
  return { config: { extends: base, compilerOptions: options, include, exclude }, projects: taken };
}

function absolutePaths(dir: string, paths: unknown): Record<string, string[]> {
  return Object.fromEntries(
    Object.entries(paths as Record<string, string[]>).map(([alias, targets]) => [
      alias,
      targets.map((t) => join(dir, t)),
    ]),
  );
}

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
