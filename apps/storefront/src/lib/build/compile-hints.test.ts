import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { addCompileHints, COMPILE_HINT } from './compile-hints';

describe('addCompileHints', () => {
  let dir = '';
  afterEach(() => rm(dir, { recursive: true, force: true }));

  const build = async () => {
    dir = await mkdtemp(join(tmpdir(), 'compile-hints-'));
    await mkdir(join(dir, 'static', 'chunks', 'app'), { recursive: true });
    const files = {
      'static/chunks/framework.js': 'globalThis.TURBOPACK=[]',
      'static/chunks/app/page.js': 'console.log(1)',
      'static/chunks/polyfills.js': 'var legacy',
      'static/chunks/styles.css': 'a{}',
    };
    for (const [f, body] of Object.entries(files)) await writeFile(join(dir, f), body);
    await writeFile(
      join(dir, 'build-manifest.json'),
      JSON.stringify({ polyfillFiles: ['static/chunks/polyfills.js'] }),
    );
  };
  const read = (f: string) => readFile(join(dir, f), 'utf8');

  it('puts the hint on the first line of every client chunk, nested ones too', async () => {
    await build();
    expect(await addCompileHints(dir)).toBe(2);
    expect(await read('static/chunks/framework.js')).toBe(
      '//# allFunctionsCalledOnLoad\nglobalThis.TURBOPACK=[]',
    );
    expect(await read('static/chunks/app/page.js')).toBe(`${COMPILE_HINT}console.log(1)`);
  });

  it('leaves the legacy polyfills and anything not JavaScript alone', async () => {
    await build();
    await addCompileHints(dir);
    expect(await read('static/chunks/polyfills.js')).toBe('var legacy');
    expect(await read('static/chunks/styles.css')).toBe('a{}');
  });

  it('is safe to run twice', async () => {
    await build();
    await addCompileHints(dir);
    expect(await addCompileHints(dir)).toBe(0);
    expect(await read('static/chunks/framework.js')).toBe(`${COMPILE_HINT}globalThis.TURBOPACK=[]`);
  });
});
