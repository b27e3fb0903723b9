import type pg from 'pg';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { catalogVersion, siteIndex, VERSION_TTL_MS } from './site-index';

// A stand-in for the database: only the catalogue-version query, with a version we move.
const fakePool = () => {
  const state = { version: 1, asked: 0 };
  const pool = {
    query: async () => {
      state.asked++;
      return { rows: [{ v: String(state.version) }] };
    },
  } as unknown as pg.Pool;
  return { pool, state };
};

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date('2026-11-23T12:00:00Z'));
});
afterEach(() => vi.useRealTimers());

describe('per-site in-memory indexes', () => {
  it('reads the catalogue version at most once per VERSION_TTL_MS', async () => {
    const { pool, state } = fakePool();
    expect(await catalogVersion(pool, 'socl')).toBe(1);
    expect(await catalogVersion(pool, 'socl')).toBe(1);
    expect(state.asked).toBe(1);
    vi.advanceTimersByTime(VERSION_TTL_MS);
    await catalogVersion(pool, 'socl');
    expect(state.asked).toBe(2);
  });

  it('builds once per version and rebuilds after a seed or import moves it', async () => {
    const { pool, state } = fakePool();
    let builds = 0;
    const build = async () => ++builds;
    expect(await siteIndex(pool, 'socl', 'x', build)).toBe(1);
    expect(await siteIndex(pool, 'socl', 'x', build)).toBe(1);
    state.version = 2;
    // Within the TTL the held version still answers.
    expect(await siteIndex(pool, 'socl', 'x', build)).toBe(1);
    vi.advanceTimersByTime(VERSION_TTL_MS);
    // The call that finds the version expired waits for it to be read again: a storefront told to
    // render after an import never gets the old catalogue.
    expect(await siteIndex(pool, 'socl', 'x', build)).toBe(2);
    expect(await siteIndex(pool, 'socl', 'x', build)).toBe(2);
    // Each site and kind has its own index.
    expect(await siteIndex(pool, 'sobr', 'x', build)).toBe(3);
  });

  it('forgets a failed build so the next call retries', async () => {
    const { pool } = fakePool();
    await expect(
      siteIndex(pool, 'socl', 'y', async () => {
        throw new Error('down');
      }),
    ).rejects.toThrow('down');
    expect(await siteIndex(pool, 'socl', 'y', async () => 'ok')).toBe('ok');
  });
});
