// Runs Biome's platform binary directly. The registry this project installs from carries only
// Biome's Linux builds, and `@biomejs/biome` lists every platform as an optional dependency, which
// leaves `npm ci` with a lock file it calls out of sync. Depending on the Linux builds keeps the
// lock file complete; add a platform here to develop elsewhere.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';

const root = join(import.meta.dirname, '..');
const candidates = [`cli-${process.platform}-${process.arch}`, 'cli-linux-x64', 'cli-linux-arm64'];
const binary = candidates
  .map((c) => join(root, 'node_modules', '@biomejs', c, 'biome'))
  .find((p) => existsSync(p));
if (!binary) {
  console.error(
    `biome: no binary for ${process.platform}-${process.arch} under node_modules/@biomejs`,
  );
  process.exit(1);
}
const run = spawnSync(binary, process.argv.slice(2), { stdio: 'inherit', cwd: process.cwd() });
process.exit(run.status ?? 1);
