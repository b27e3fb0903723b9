// The browser the journeys drive: Debian's Chromium, as its headless shell when installed.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

/**
 * Debian's `chromium-headless-shell`: the same Chromium without the full browser around it. The
 * journeys are mostly Chromium's CPU (70% of the suite's, sampled by process on 2026-11-27); on
 * the same 61 journeys the shell took 216 core-seconds against the full browser's 275, and the
 * run 212 s against 230 s.
 */
export const HEADLESS_SHELL = '/usr/lib/chromium/chromium-headless-shell';
export const CHROMIUM = '/usr/bin/chromium';

const installed = () => [HEADLESS_SHELL, CHROMIUM].find((path) => existsSync(path));

/** Installs the headless shell through apt (root only), at the version of Chromium's own files. */
function install(): void {
  if (process.getuid?.() !== 0) return;
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  let version = '';
  try {
    version = execFileSync('dpkg-query', ['-W', `-f=\${Version}`, 'chromium-common'], {
      encoding: 'utf8',
    }).trim();
  } catch {
    // Not installed: apt picks the version.
  }
  console.log('[e2e] installing chromium-headless-shell (apt-get)');
  try {
    execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
    execFileSync(
      'apt-get',
      ['install', '-y', '-qq', `chromium-headless-shell${version ? `=${version}` : ''}`],
      { stdio: 'inherit', env },
    );
  } catch (error) {
    console.error(`[e2e] apt-get could not install chromium-headless-shell: ${String(error)}`);
  }
}

/** CHROMIUM_PATH, else the headless shell, else Chromium; installs the shell when neither is. */
export function chromiumPath(): string {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  const found = installed();
  if (found) return found;
  install();
  return installed() ?? CHROMIUM;
}
