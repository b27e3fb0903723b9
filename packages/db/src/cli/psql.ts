// `npm run db:psql`: a psql shell on the embedded server (started for the session if npm start is
// not running it) or on DATABASE_URL. Uses the machine's psql (PostgreSQL 15 client) or PATH's.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { PG15_BIN_DIR } from '../binaries';
import { resolveDatabase } from '../embedded';

const candidates = [`${PG15_BIN_DIR}/psql`, '/usr/bin/psql'];
const psql = candidates.find((p) => existsSync(p)) ?? 'psql';
const server = await resolveDatabase({ log: () => {} });
const child = spawn(psql, [server.url, ...process.argv.slice(2)], { stdio: 'inherit' });
// Ctrl-C belongs to psql (it cancels the query); we only stop when it exits.
process.on('SIGINT', () => {});
child.on('error', async (error) => {
  console.error(`psql not found (${error.message}): apt-get install postgresql-client`);
  await server.stop();
  process.exit(1);
});
child.on('exit', async (status) => {
  await server.stop();
  process.exit(status ?? 0);
});
