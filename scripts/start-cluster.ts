// `npm run start:cluster`: two of everything on this machine (README "Two of everything"). The
// database as `npm start` prepares it (DATABASE_URL, else the embedded server in ./data), Redis and
// HAProxy from Debian's packages (installed through apt-get when missing and we are root), two
// commerce processes behind the balancer on COMMERCE_PORT (default 4000) and two storefronts
// behind it on PORT (default 3000), sharing their Next cache through Redis.
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { imagesDirOf, prepareDatabase } from '@fierro/db/prepare';
import { buildStorefront, needsBuild } from '../apps/storefront/scripts/serve';
import { startCluster } from './cluster/index';

const port = Number(process.env.PORT ?? 3000);
const commercePort = Number(process.env.COMMERCE_PORT ?? 4000);
const dataDir = resolve(process.env.FIERRO_DATA_DIR ?? 'data');
const database = await prepareDatabase();
let cluster: Awaited<ReturnType<typeof startCluster>> | undefined;
const stop = () =>
  Promise.resolve(cluster?.stop())
    .finally(() => database.stop())
    .finally(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);

// The importer's revalidation secret, kept where `npm start` keeps it (the importer reads it there).
const secretFile = join(dataDir, 'revalidate-secret');
if (!process.env.FIERRO_REVALIDATE_SECRET && !existsSync(secretFile)) {
  mkdirSync(dataDir, { recursive: true });
  writeFileSync(secretFile, randomBytes(24).toString('base64url'), { mode: 0o600 });
}
const secret = process.env.FIERRO_REVALIDATE_SECRET ?? readFileSync(secretFile, 'utf8').trim();

if (needsBuild()) await buildStorefront();
cluster = await startCluster({
  databaseUrl: database.url,
  dir: join(dataDir, 'cluster'),
  port,
  commercePort,
  imageSourceDir: imagesDirOf(),
  revalidateSecret: secret,
});
console.log(
  [
    `Fierro, two of everything, on http://localhost:${port}/fierro-cl/ (HAProxy)`,
    `  storefronts: ${cluster.storefronts.map((m) => m.port).join(', ')}`,
    `  commerce: ${cluster.commerces.map((m) => m.port).join(', ')} behind ${cluster.commerceUrl}`,
    `  shared cache: ${cluster.redis.url}`,
    `  logs: ${join(dataDir, 'cluster')}`,
  ].join('\n'),
);
