import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { prepareDatabase } from '../prepare';
import { PROFILES } from '../seed/profiles';
import { createTestDatabase, type TestDatabase } from '../testing';

/**
 * The database commands as a person runs them (`npm run catalog:import`, `db:psql`, `db:reset`)
 * and what `npm start` does to a database, here against DATABASE_URL (a copy of the template).
 */
const here = dirname(fileURLToPath(import.meta.url));
const root = join(here, '..', '..', '..', '..');
let dir = '';
let t: TestDatabase;
beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'fierro-cli-'));
  t = await createTestDatabase();
});
afterAll(async () => {
  await t?.drop();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

const cliEnv = (url: string): NodeJS.ProcessEnv => {
  const { FIERRO_REVALIDATE_SECRET: _secret, ...env } = process.env;
  return {
    ...env,
    DATABASE_URL: url,
    SEED_SCALE: 'test',
    FIERRO_DATA_DIR: dir,
    IMAGE_SOURCE_DIR: join(dir, 'images'),
    // Nothing listens here: the importer's storefront invalidation finds no store.
    STOREFRONT_URL: 'http://127.0.0.1:9',
  };
};

/** Runs a CLI of packages/db/src/cli the way its npm script does (tsx), stdout not a terminal. */
const cli = (name: string, args: string[], url = t.url) => {
  const run = spawnSync(process.execPath, ['--import', 'tsx', join(here, `${name}.ts`), ...args], {
    cwd: root,
    env: cliEnv(url),
    encoding: 'utf8',
    timeout: 120_000,
  });
  return { status: run.status, stdout: run.stdout, stderr: run.stderr };
};

const file = (name: string, content: string) => {
  const path = join(dir, name);
  writeFileSync(path, content);
  return path;
};

const count = async (sql: string, values: unknown[] = []) =>
  (await t.pool.query(sql, values)).rows[0].n as number;

describe('npm run catalog:import', () => {
  it('imports a file with plain progress lines when not on a terminal', () => {
    const path = file(
      'ok.csv',
      'productId,skuId,displayName,price\nCLI-1,7400011,Foco LED 9 W,2990\nCLI-1,7400012,Foco LED 9 W,2990\n',
    );
    const run = cli('import', ['--site', 'cl', path]);
    expect(run.stdout).not.toMatch(/\[[█░]+\]/);
    expect(run.status).toBe(0);
    expect(run.stdout).toContain('validating 2/2 rows');
    expect(run.stdout).toContain('writing 2/2 rows');
    expect(run.stdout).toContain('imported 1 products and 2 SKUs into socl');
  });

  it('exits non-zero on a bad file, naming every bad row by line and field', async () => {
    const path = file(
      'bad.csv',
      'productId,skuId,displayName,price\nCLI-2,7400021,Bien,990\nCLI-3,7400031,Sin precio,\nCLI-4,12,SKU corto,990\n',
    );
    const run = cli('import', ['--site', 'socl', path]);
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('line 3: price is required');
    expect(run.stderr).toMatch(/line 4: skuId must match the SKU pattern/);
    expect(run.stderr).toContain('2 problems on 2 rows of 3: nothing was imported');
    expect(await count(`SELECT count(*)::int AS n FROM products WHERE product_id = 'CLI-2'`)).toBe(
      0,
    );
  });

  it('validates without writing on --dry-run', async () => {
    const path = file('dry.csv', 'productId,skuId,displayName,price\nCLI-5,7400051,Foco,990\n');
    const run = cli('import', ['--site', 'cl', path, '--dry-run']);
    expect(run.status).toBe(0);
    expect(run.stdout).toContain('dry run: 1 rows are valid for socl; nothing was written');
    expect(await count(`SELECT count(*)::int AS n FROM products WHERE product_id = 'CLI-5'`)).toBe(
      0,
    );
  });

  it('draws a progress bar on a terminal', () => {
    const path = file('tty.csv', 'productId,skuId,displayName,price\nCLI-6,7400061,Foco,990\n');
    // `script` gives the importer a pseudo-terminal as stdout.
    const command = `${process.execPath} --import tsx ${join(here, 'import.ts')} --site cl ${path}`;
    const run = spawnSync('script', ['-qec', command, '/dev/null'], {
      cwd: root,
      env: cliEnv(t.url),
      encoding: 'utf8',
      timeout: 120_000,
    });
    expect(run.status).toBe(0);
    expect(run.stdout).toMatch(/writing \[[█░]+\] 1\/1 rows/);
    expect(run.stdout).not.toContain('validating 1/1 rows');
  });
});

describe('npm run db:psql', () => {
  it('opens psql on the database (arguments passed through)', () => {
    const run = cli('psql', ['-At', '-c', "SELECT count(*) FROM sites WHERE site_id = 'socl'"]);
    expect(run.status).toBe(0);
    expect(run.stdout.trim()).toBe('1');
  });
});

describe('npm run db:reset', () => {
  it('wipes every table (accounts included) and reseeds', {
    timeout: 180_000,
  }, async () => {
    const copy = await createTestDatabase();
    try {
      await copy.pool.query(
        `INSERT INTO users (tenant, first_name, last_name, email, document_kind, document, phone)
         VALUES ('cl', 'Ana', 'Pérez', 'ana.reset@fierro.demo', 'RUT', '1-9', '+56 9 0000 0000')`,
      );
      await copy.pool.query(`DELETE FROM products WHERE site_id = 'socl'`);
      const run = cli('reset', [], copy.url);
      expect(run.status, run.stderr).toBe(0);
      expect(run.stdout).toContain('[db] wiped');
      const q = async (sql: string) => (await copy.pool.query(sql)).rows;
      expect(await q(`SELECT count(*)::int AS n FROM users`)).toEqual([{ n: 0 }]);
      const perSite = await q(
        `SELECT site_id, count(*)::int AS n FROM products GROUP BY site_id ORDER BY site_id`,
      );
      expect(perSite).toHaveLength(PROFILES.length);
      expect(perSite.find((r) => r.site_id === 'socl')?.n).toBe(PROFILES[0]!.products.test);
    } finally {
      await copy.drop();
    }
  });
});

describe('npm start on a database', () => {
  it('migrates and seeds an empty database once, then leaves it as it is', {
    timeout: 180_000,
  }, async () => {
    const empty = await createTestDatabase({ empty: true });
    const saved = { ...process.env };
    Object.assign(process.env, cliEnv(empty.url));
    try {
      const lines: string[] = [];
      const first = await prepareDatabase({ log: (l) => lines.push(l) });
      expect(first.owned).toBe(false);
      expect(lines.join('\n')).toContain('[db] empty database: seeding the test catalogue');
      const products = async () =>
        (await empty.pool.query(`SELECT count(*)::int AS n FROM products`)).rows[0].n as number;
      const seeded = await products();
      expect(seeded).toBeGreaterThan(1_000);
      // Every product image is a generated file the image service reads (IMAGE_SOURCE_DIR).
      const media = (
        await empty.pool.query(`SELECT url FROM media WHERE site_id = 'socl' AND kind = 'IMAGE'`)
      ).rows.map((r) => r.url as string);
      expect(media.length).toBeGreaterThan(3 * 150);
      const imagesDir = join(dir, 'images');
      expect(media.filter((url) => !existsSync(join(imagesDir, `${url}.svg`)))).toEqual([]);
      const drill = readFileSync(join(imagesDir, 'socl', '10000003', '1.svg'), 'utf8');
      expect(drill).toMatch(/^<svg /);
      expect(drill).toContain('Taladro percutor 13 mm');

      lines.length = 0;
      await prepareDatabase({ log: (l) => lines.push(l) });
      expect(lines.join('\n')).not.toContain('seeding');
      expect(await products()).toBe(seeded);
    } finally {
      process.env = saved;
      await empty.drop();
    }
  });
});
