import { get } from 'node:http';
import { freePort } from '@fierro/db/cluster';
import { describe, expect, it } from 'vitest';
import { parseEnv, tempImageCacheDir } from './env';
import { KEEP_ALIVE_TIMEOUT_MS, startCommerce } from './server';

/** The Keep-Alive header of one answer, read off the wire. */
const keepAliveHeader = (url: string) =>
  new Promise<string | undefined>((resolve, reject) => {
    get(url, { agent: false, headers: { connection: 'keep-alive' } }, (res) => {
      res.resume();
      const header = res.headers['keep-alive'];
      resolve(Array.isArray(header) ? header[0] : header);
    }).once('error', reject);
  });

describe('startCommerce', () => {
  it("keeps idle connections open far past Node's default 5 s, and says so", async () => {
    const port = await freePort();
    const running = startCommerce(
      parseEnv({ PORT: String(port), LOG_LEVEL: 'silent', IMAGE_CACHE_DIR: tempImageCacheDir() }),
    );
    try {
      await new Promise<void>((resolve) =>
        running.server.listening ? resolve() : running.server.once('listening', resolve),
      );
      expect(KEEP_ALIVE_TIMEOUT_MS).toBeGreaterThanOrEqual(60_000);
      expect(running.server).toHaveProperty('keepAliveTimeout', KEEP_ALIVE_TIMEOUT_MS);
      expect(await keepAliveHeader(`http://127.0.0.1:${port}/healthz`)).toBe(
        `timeout=${KEEP_ALIVE_TIMEOUT_MS / 1000}`,
      );
    } finally {
      await running.close();
    }
  });
});
