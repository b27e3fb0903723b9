// The storefront benchmark's table (each figure beside its budget, PASS/FAIL) and results file.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { LoadResult } from './load';

export interface Check {
  page: string;
  what: string;
  value: number;
  /** null: reported without a budget. */
  budget: number | null;
  /** True when the figure must be at least the budget, false when at most. */
  higher: boolean;
  unit: string;
  pass: boolean | null;
}

export const check = (c: Omit<Check, 'pass'>): Check => ({
  ...c,
  // A figure that could not be measured fails its budget.
  pass:
    c.budget === null
      ? null
      : Number.isNaN(c.value)
        ? false
        : c.higher
          ? c.value >= c.budget
          : c.value <= c.budget,
});

export interface ThroughputRow {
  name: string;
  path: string;
  htmlBytes: number;
  staticBytes: number;
  reference: LoadResult;
  measured: LoadResult;
  ratio: number;
  /** The same static page built without ETags, as the storefront is (no budget: like for like). */
  sameConfig?: LoadResult;
  ratioSameConfig?: number;
}

const pad = (s: string | number, n: number) => String(s).padEnd(n);
const padL = (s: string | number, n: number) => String(s).padStart(n);

export function printReport(
  meta: {
    catalogue: string;
    machine: { loadAtStart: number[]; loadAtEnd: number[] };
    notes: string[];
  },
  rows: ThroughputRow[],
  checks: Check[],
): void {
  console.log(`\nStorefront on ${meta.catalogue}`);
  console.log(
    `load average at start ${meta.machine.loadAtStart.join(' ')}, at end ${meta.machine.loadAtEnd.join(' ')} (2 shared cores: figures are noisy)\n`,
  );
  console.log(
    `${pad('page', 9)}${padL('HTML KB', 9)}${padL('static KB', 11)}${padL('req/s', 9)}${padL('static', 9)}${padL('ratio', 8)}${padL('no-ETag', 9)}${padL('p50', 7)}${padL('p99', 7)}${padL('st p99', 8)}`,
  );
  for (const r of rows)
    console.log(
      `${pad(r.name, 9)}${padL((r.htmlBytes / 1024).toFixed(0), 9)}${padL((r.staticBytes / 1024).toFixed(0), 11)}${padL(r.measured.rps.toFixed(0), 9)}${padL(r.reference.rps.toFixed(0), 9)}${padL(r.ratio.toFixed(2), 8)}${padL(r.ratioSameConfig?.toFixed(2) ?? '-', 9)}${padL(r.measured.p50, 7)}${padL(r.measured.p99, 7)}${padL(r.reference.p99, 8)}`,
    );
  console.log(
    `\n${pad('page', 9)}${pad('figure', 24)}${padL('value', 10)}${padL('budget', 12)}  result`,
  );
  for (const c of checks) {
    const budget = c.budget === null ? '-' : `${c.higher ? '>=' : '<='} ${c.budget}${c.unit}`;
    const result = c.pass === null ? '' : c.pass ? 'PASS' : 'FAIL';
    console.log(
      `${pad(c.page, 9)}${pad(c.what, 24)}${padL(`${c.value}${c.unit}`, 10)}${padL(budget, 12)}  ${result}`,
    );
  }
  const failed = checks.filter((c) => c.pass === false).length;
  console.log(`\n${failed === 0 ? 'every budget met' : `${failed} budget(s) FAIL`}`);
  for (const n of meta.notes) console.log(`note: ${n}`);
}

export function writeResults(name: string, data: unknown): void {
  const dir = join(import.meta.dirname, '..', 'results');
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, `${name}.json`), `${JSON.stringify(data, null, 2)}\n`);
  console.log(`wrote bench/results/${name}.json`);
}
