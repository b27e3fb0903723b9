import { getTenant, getTenantBySiteId, type Tenant } from '@fierro/tenants';
import type pg from 'pg';
import { type FileFormat, formatOf, type ParseProblem, readSource } from './parse';
import { validateAgainstDatabase, validateRows } from './validate';
import { writeRows } from './write';

export { type FileFormat, formatOf, type ParseProblem, parseSource } from './parse';
export { IMPORT_FIELDS, ImportRow } from './row-schema';

export interface ImportOptions {
  /** Tenant code (cl) or site id (socl). */
  site: string;
  file: string;
  format?: FileFormat;
  dryRun?: boolean;
  /** Called as work advances: phase, done, total. */
  progress?: (phase: 'validate' | 'write', done: number, total: number) => void;
}

export interface ImportReport {
  siteId: string;
  rows: number;
  problems: ParseProblem[];
  /** Products and SKUs written (0 on a dry run or when any row is invalid). */
  products: number;
  skus: number;
  dryRun: boolean;
}

export const tenantOf = (site: string): Tenant | undefined =>
  getTenant(site) ?? getTenantBySiteId(site);

/**
 * Imports a catalogue file into one site: every row validated (zod, then across rows, then
 * against the database), every problem reported by line and field, and all rows written in one
 * transaction, or none. Upserts by productId / skuId, so importing the same file twice is safe.
 */
export const importCatalog = async (
  pool: pg.Pool,
  options: ImportOptions,
): Promise<ImportReport> => {
  const tenant = tenantOf(options.site);
  if (!tenant) throw new Error(`unknown site "${options.site}"`);
  const format = options.format ?? formatOf(options.file);
  if (!format) throw new Error('the file must end in .csv or .jsonl');
  const progress = options.progress ?? (() => {});
  const report: ImportReport = {
    siteId: tenant.siteId,
    rows: 0,
    problems: [],
    products: 0,
    skus: 0,
    dryRun: Boolean(options.dryRun),
  };

  const parsed = await readSource(options.file, format);
  report.rows = parsed.records.length;
  const { rows, problems } = validateRows(parsed.records, (done) =>
    progress('validate', done, parsed.records.length),
  );
  report.problems = [...parsed.problems, ...problems];
  if (report.rows === 0 && report.problems.length === 0) {
    report.problems.push({ line: 1, field: '(file)', message: 'has no rows' });
  }

  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    // One import per site at a time; shoppers keep reading the previous rows until COMMIT.
    await client.query('SELECT pg_advisory_xact_lock(hashtext($1))', [
      `fierro-import:${tenant.siteId}`,
    ]);
    report.problems.push(
      ...(await validateAgainstDatabase(
        client,
        tenant.siteId,
        tenant.currencies.map((c) => c.code),
        rows,
      )),
    );
    report.problems.sort((a, b) => a.line - b.line || a.field.localeCompare(b.field));
    if (report.problems.length > 0 || options.dryRun) {
      await client.query('ROLLBACK');
      return report;
    }
    const written = await writeRows(client, tenant, rows, (done) =>
      progress('write', done, rows.length),
    );
    await client.query('COMMIT');
    report.products = written.products;
    report.skus = written.skus;
    return report;
  } catch (error) {
    await client.query('ROLLBACK');
    throw error;
  } finally {
    client.release();
  }
};
