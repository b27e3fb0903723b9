// `npm run catalog:import -- --site cl file.csv|file.jsonl [--dry-run]`: validates every row and
// imports all of them in one transaction, or none (exit 1 with every bad row by line and field).
// Works while the store runs (it joins the embedded server npm start runs, or DATABASE_URL).
// After a successful import it asks the storefront (STOREFRONT_URL, default http://127.0.0.1:3000)
// to expire the site's cached catalogue pages, with the shared secret FIERRO_REVALIDATE_SECRET
// (else the one `npm start` keeps in <FIERRO_DATA_DIR>/revalidate-secret).
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import cliProgress from 'cli-progress';
import { CATALOG_VERSION_TTL_MS } from '../catalog-version';
import { createDb } from '../client';
import { resolveDatabase } from '../embedded';
import { importCatalog, tenantOf } from '../import';
import { runMigrations } from '../migrate';

const usage =
  'usage: npm run catalog:import -- --site <cl|socl|...> <file.csv|file.jsonl> [--dry-run]';
const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { site: { type: 'string' }, 'dry-run': { type: 'boolean', default: false } },
});
const file = positionals[0];
if (!values.site || !file || positionals.length > 1) {
  console.error(usage);
  process.exit(2);
}

if (!tenantOf(values.site)) {
  console.error(`unknown site "${values.site}" (a tenant code like cl or a site id like socl)`);
  process.exit(2);
}

// A bar on a terminal; plain progress lines otherwise (CI logs, pipes).
const tty = Boolean(process.stdout.isTTY);
const bar = tty
  ? new cliProgress.SingleBar(
      { format: '{phase} [{bar}] {value}/{total} rows' },
      cliProgress.Presets.shades_classic,
    )
  : null;
let phase = '';
const progress = (next: 'validate' | 'write', done: number, total: number) => {
  const label = next === 'validate' ? 'validating' : 'writing';
  if (bar) {
    if (phase !== next) {
      if (phase) bar.stop();
      bar.start(total, 0, { phase: label });
    }
    bar.update(done, { phase: label });
  } else if (phase !== next || done === total || done % 5000 === 0) {
    console.log(`${label} ${done}/${total} rows`);
  }
  phase = next;
};

/** The storefront's catalogue invalidation; a store that is not running has nothing to expire. */
async function revalidateStorefront(siteId: string) {
  const secretFile = join(resolve(process.env.FIERRO_DATA_DIR ?? 'data'), 'revalidate-secret');
  const secret =
    process.env.FIERRO_REVALIDATE_SECRET ??
    (existsSync(secretFile) ? readFileSync(secretFile, 'utf8').trim() : '');
  const base = (process.env.STOREFRONT_URL ?? 'http://127.0.0.1:3000').replace(/\/$/, '');
  if (!secret) {
    console.warn('storefront not told: no FIERRO_REVALIDATE_SECRET (its pages expire by age)');
    return;
  }
  // Commerce processes hold the catalogue version up to this long: a page rendered before every
  // one of them reread it would cache the old catalogue again.
  await new Promise((r) => setTimeout(r, CATALOG_VERSION_TTL_MS + 250));
  try {
    const res = await fetch(`${base}/api/catalogue/revalidate`, {
      method: 'POST',
      headers: { authorization: `Bearer ${secret}`, 'content-type': 'application/json' },
      body: JSON.stringify({ siteId }),
      signal: AbortSignal.timeout(10_000),
    });
    if (res.ok) console.log(`storefront ${base}: cached ${siteId} catalogue pages expired`);
    else console.warn(`storefront ${base} refused the invalidation (${res.status})`);
  } catch {
    console.warn(`storefront ${base} not reachable: its pages expire by age`);
  }
}

const server = await resolveDatabase({ log: (l) => console.error(l) });
let code = 0;
try {
  await runMigrations(server.url);
  const { pool, close } = createDb(server.url, { max: 2 });
  try {
    const report = await importCatalog(pool, {
      site: values.site,
      file,
      dryRun: values['dry-run'],
      progress,
    });
    bar?.stop();
    if (report.problems.length > 0) {
      for (const p of report.problems) console.error(`line ${p.line}: ${p.field} ${p.message}`);
      const lines = new Set(report.problems.map((p) => p.line)).size;
      console.error(
        `${report.problems.length} problems on ${lines} rows of ${report.rows}: nothing was imported`,
      );
      code = 1;
    } else if (report.dryRun) {
      console.log(
        `dry run: ${report.rows} rows are valid for ${report.siteId}; nothing was written`,
      );
    } else {
      console.log(
        `imported ${report.products} products and ${report.skus} SKUs into ${report.siteId}`,
      );
      await revalidateStorefront(report.siteId);
    }
  } finally {
    await close();
  }
} catch (error) {
  bar?.stop();
  console.error(error instanceof Error ? error.message : error);
  code = code || 1;
} finally {
  await server.stop();
}
process.exit(code);
