import { getTableColumns, getTableName, type Table } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type pg from 'pg';

/** snake_case of a camelCase key (the schema's casing). */
export const snake = (key: string) =>
  (key.match(/[\da-z]+|[A-Z]+(?![a-z])|[A-Z][\da-z]+/g) ?? [])
    .map((w) => w.toLowerCase())
    .join('_');

const arrayLiteral = (items: unknown[]): string =>
  `{${items
    .map((v) =>
      v === null ? 'NULL' : `"${String(v).replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`,
    )
    .join(',')}}`;

const toText = (value: unknown): string | null => {
  if (value === null || value === undefined) return null;
  if (value instanceof Date) return value.toISOString();
  if (Array.isArray(value)) return arrayLiteral(value);
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
};

const JSON_TYPES = new Set(['json', 'jsonb']);

const sqlType = (column: PgColumn): string => {
  const type = column.getSQLType();
  if (type === 'serial') return 'integer';
  if (type === 'bigserial') return 'bigint';
  return type;
};

/**
 * Fast multi-row insert: one `INSERT ... SELECT FROM unnest($1::text[], ...)` per chunk, every
 * value sent as text and cast to its column type (arrays, enums, jsonb, timestamps included).
 * Columns are the union of the rows' keys; absent keys are NULL. `onConflict` is appended as is.
 */
export const bulkInsert = async <T extends Table>(
  client: pg.Pool | pg.PoolClient | pg.Client,
  table: T,
  rows: Array<Record<string, unknown>>,
  options: { onConflict?: string; chunk?: number } = {},
): Promise<void> => {
  if (rows.length === 0) return;
  const columns = getTableColumns(table) as Record<string, PgColumn>;
  const keys = Object.keys(columns).filter((k) => rows.some((r) => r[k] !== undefined));
  const names = keys.map((k) => `"${snake(k)}"`).join(', ');
  const casts = keys.map((k, i) => `c${i}::${sqlType(columns[k]!)}`).join(', ');
  const params = keys.map((_, i) => `$${i + 1}::text[]`).join(', ');
  const aliases = keys.map((_, i) => `c${i}`).join(', ');
  const text = `INSERT INTO "${getTableName(table)}" (${names}) SELECT ${casts} FROM unnest(${params}) AS u(${aliases}) ${options.onConflict ?? ''}`;
  const size = options.chunk ?? 20_000;
  for (let start = 0; start < rows.length; start += size) {
    const slice = rows.slice(start, start + size);
    // A JSON column takes any value as JSON, arrays included (elsewhere an array is a SQL array).
    const values = keys.map((k) =>
      JSON_TYPES.has(sqlType(columns[k]!))
        ? slice.map((r) => (r[k] === null || r[k] === undefined ? null : JSON.stringify(r[k])))
        : slice.map((r) => toText(r[k])),
    );
    await client.query(text, values);
  }
};
