// The browser the journeys drive: Debian's Chromium, as its headless shell when installed.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { ensureBinary } from '../scripts/cluster/debian';

/**
 * Debian's `chromium-headless-shell`: the same Chromium without the full browser around it. The
 * journeys are mostly Chromium's CPU (70% of the suite's, sampled by process on 2026-11-27); on
 * the same 61 journeys the shell took 216 core-seconds against the full browser's 275, and the
 * run 212 s against 230 s.
 */
export const HEADLESS_SHELL = '/usr/lib/chromium/chromium-headless-shell';
export const CHROMIUM = '/usr/bin/chromium';

const installed = () => [HEADLESS_SHELL, CHROMIUM].find((path) => existsSync(path));

/** The installed Chromium's version (its shared files'), for a headless shell that matches it. */
function chromiumVersion(): string | null {
  try {
    return (
      execFileSync('dpkg-query', ['-W', `-f=\${Version}`, 'chromium-common'], {
        encoding: 'utf8',
      }).trim() || null
    );
  } catch {
    return null;
  }
}

/** CHROMIUM_PATH, else the headless shell, else Chromium; installs the shell when neither is. */
export function chromiumPath(): string {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  const found = installed();
  if (found) return found;
  const version = chromiumVersion();
  try {
    ensureBinary(
      'chromium-headless-shell',
      `chromium-headless-shell${version ? `=${version}` : ''}`,
    );
  } catch (error) {
    console.error(`[e2e] ${error instanceof Error ? error.message : String(error)}`);
  }
  return installed() ?? CHROMIUM;
}
