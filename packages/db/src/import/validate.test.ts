import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseSource } from './parse';
import { IMPORT_FIELDS, ImportRow } from './row-schema';
import { validateRows } from './validate';

const check = (csv: string) => {
  const { records, problems } = parseSource(csv, 'csv');
  const result = validateRows(records);
  return [...problems, ...result.problems].map((p) => `${p.line} ${p.field} ${p.message}`);
};

describe('import row validation', () => {
  it('names missing required fields as required, by line and field', () => {
    expect(check('productId,skuId,displayName,price\n,1234567,,\n')).toEqual([
      '2 productId is required',
      '2 displayName is required',
      '2 price is required',
    ]);
  });

  it('explains wrong values', () => {
    expect(
      check(
        'productId,skuId,displayName,price,ean,saleUnit,internetPrice\nP 1,12,Foco,abc,7801234567890,m2,5\n',
      ),
    ).toEqual([
      '2 productId only letters, digits, _ and - (at most 40)',
      '2 skuId must match the SKU pattern: 4-7 digits, optional letter, optional -letter',
      '2 price must be a number (dot for decimals)',
      '2 ean has a wrong check digit',
    ]);
    // Rules across fields run once the fields themselves are valid.
    expect(
      check(
        'productId,skuId,displayName,price,saleUnit,internetPrice\nP-1,1234567,Piso,990,m2,1990\n',
      ),
    ).toEqual([
      '2 coveragePerBox is required when saleUnit is m2',
      '2 internetPrice must not exceed price',
    ]);
  });

  it('counts the lines of quoted multi-line fields and accepts semicolons', () => {
    const csv =
      'productId;skuId;displayName;price;description\nP-1;1234567;Foco;990;"dos\nlíneas"\nP-2;12;Foco;990;x\n';
    expect(check(csv)).toEqual([
      '4 skuId must match the SKU pattern: 4-7 digits, optional letter, optional -letter',
    ]);
  });

  it('reports a SKU twice and a product with two names', () => {
    expect(
      check(
        'productId,skuId,displayName,price\nP-1,1234567,Foco,990\nP-1,1234567,Foco,990\nP-1,1234568,Ampolleta,990\n',
      ),
    ).toEqual([
      '3 skuId repeats the SKU of line 2',
      '4 displayName differs from the product\'s first row ("Foco")',
    ]);
  });
});

describe('import fields (packages/db/README.md)', () => {
  const readme = readFileSync(join(import.meta.dirname, '..', '..', 'README.md'), 'utf8');
  // The README's field table: first cell = one or more `field` names, second = required.
  const documented = new Map<string, string>();
  for (const line of readme.split('\n')) {
    const cells = line.split(/(?<!\\)\|/).map((c) => c.trim());
    if (cells.length !== 6 || !cells[1]!.startsWith('`')) continue;
    for (const [, name] of cells[1]!.matchAll(/`(\w+)`/g)) documented.set(name!, cells[2]!);
  }

  it.each(IMPORT_FIELDS.map((f) => [f]))('%s is documented', (field) => {
    expect(documented.has(field)).toBe(true);
  });

  it('requires exactly productId, skuId, displayName and price, as documented', () => {
    const required = [...documented].filter(([, r]) => r === 'yes').map(([f]) => f);
    expect(required).toEqual(['productId', 'skuId', 'displayName', 'price']);
    const minimal = { productId: 'P-1', skuId: '1234567', displayName: 'Foco', price: '990' };
    expect(ImportRow.safeParse(minimal).success).toBe(true);
    for (const field of required) {
      const { [field as keyof typeof minimal]: _gone, ...rest } = minimal;
      expect(ImportRow.safeParse(rest).success, field).toBe(false);
    }
  });
});
