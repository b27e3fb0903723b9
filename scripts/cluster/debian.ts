// The balancer, the cache server and the journeys' browser come from Debian's packages: found on
// PATH (or /usr/sbin), else installed with apt-get when we are root (as .ci/run does), else a
// message naming the package.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const DIRS = ['/usr/sbin', '/usr/bin', '/usr/local/sbin', '/usr/local/bin'];

/** The binary's path, or null. */
export function findBinary(name: string): string | null {
  const onPath = spawnSync('sh', ['-c', `command -v ${name}`], { encoding: 'utf8' });
  if (onPath.status === 0 && onPath.stdout.trim()) return onPath.stdout.trim();
  return DIRS.map((d) => `${d}/${name}`).find((p) => existsSync(p)) ?? null;
}

/**
 * The binary's path, installing its Debian package first when missing and we may.
 * `debianPackage` may pin a version (`name=version`).
 */
export function ensureBinary(name: string, debianPackage: string): string {
  const found = findBinary(name);
  if (found) return found;
  const root = process.getuid?.() === 0;
  if (!root || !findBinary('apt-get')) {
    throw new Error(`${name} not found: apt-get install ${debianPackage}`);
  }
  console.log(`installing ${debianPackage} (apt-get)`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  execFileSync('apt-get', ['install', '-y', '-qq', debianPackage], { stdio: 'inherit', env });
  const installed = findBinary(name);
  if (!installed) throw new Error(`${name} still missing after apt-get install ${debianPackage}`);
  return installed;
}
