import type pg from 'pg';
import type { ParseProblem, SourceRecord } from './parse';
import { IMPORT_FIELDS, ImportRow } from './row-schema';

export interface ValidRow {
  line: number;
  row: ImportRow;
}

/** Zod on every row, then rules across rows: every problem, by line and field. */
export const validateRows = (
  records: SourceRecord[],
  onProgress: (done: number) => void = () => {},
): { rows: ValidRow[]; problems: ParseProblem[] } => {
  const problems: ParseProblem[] = [];
  const rows: ValidRow[] = [];
  const known = new Set<string>(IMPORT_FIELDS);
  const skuLine = new Map<string, number>();
  const productName = new Map<string, string>();
  records.forEach(({ line, record }, i) => {
    for (const key of Object.keys(record)) {
      if (!known.has(key)) problems.push({ line, field: key, message: 'is not a known field' });
    }
    const parsed = ImportRow.safeParse(record);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        problems.push({ line, field: issue.path.join('.') || '(row)', message: issue.message });
      }
    } else {
      const row = parsed.data;
      const first = skuLine.get(row.skuId);
      if (first !== undefined) {
        problems.push({ line, field: 'skuId', message: `repeats the SKU of line ${first}` });
      } else skuLine.set(row.skuId, line);
      const name = productName.get(row.productId);
      if (name !== undefined && name !== row.displayName) {
        problems.push({
          line,
          field: 'displayName',
          message: `differs from the product's first row ("${name}")`,
        });
      } else productName.set(row.productId, row.displayName);
      rows.push({ line, row });
    }
    if ((i + 1) % 500 === 0 || i === records.length - 1) onProgress(i + 1);
  });
  return { rows, problems };
};

/** Rules that need the database: categories, facilities, currencies and SKUs of other products. */
export const validateAgainstDatabase = async (
  client: pg.Pool | pg.PoolClient,
  siteId: string,
  currencies: string[],
  rows: ValidRow[],
): Promise<ParseProblem[]> => {
  const problems: ParseProblem[] = [];
  const list = (q: string, values: unknown[]) => client.query(q, values).then((r) => r.rows);
  const categories = new Set(
    (
      await list(
        'SELECT category_id FROM categories WHERE site_id = $1 AND category_id = ANY ($2)',
        [siteId, [...new Set(rows.map((r) => r.row.categoryId).filter(Boolean))]],
      )
    ).map((r) => r.category_id as string),
  );
  const facilities = new Set(
    (
      await list(
        'SELECT facility_id FROM facilities WHERE site_id = $1 AND facility_id = ANY ($2)',
        [siteId, [...new Set(rows.map((r) => r.row.facilityId).filter(Boolean))]],
      )
    ).map((r) => r.facility_id as string),
  );
  const owners = new Map(
    (
      await list(
        'SELECT sku_id, product_id FROM variants WHERE site_id = $1 AND sku_id = ANY ($2)',
        [siteId, rows.map((r) => r.row.skuId)],
      )
    ).map((r) => [r.sku_id as string, r.product_id as string]),
  );
  for (const { line, row } of rows) {
    if (row.categoryId && !categories.has(row.categoryId)) {
      problems.push({ line, field: 'categoryId', message: `is not a category of ${siteId}` });
    }
    if (row.facilityId && !facilities.has(row.facilityId)) {
      problems.push({
        line,
        field: 'facilityId',
        message: `is not a store or warehouse of ${siteId}`,
      });
    }
    if (row.currency && !currencies.includes(row.currency)) {
      problems.push({
        line,
        field: 'currency',
        message: `must be one of ${currencies.join(', ')}`,
      });
    }
    const owner = owners.get(row.skuId);
    if (owner && owner !== row.productId) {
      problems.push({ line, field: 'skuId', message: `belongs to product ${owner}` });
    }
  }
  return problems;
};
