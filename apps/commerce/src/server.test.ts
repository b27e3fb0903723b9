import { get, request } from 'node:http';
import { freePort } from '@fierro/db/cluster';
import { clientAddress } from '@fierro/domain';
import { describe, expect, it } from 'vitest';
import { parseEnv, tempImageCacheDir } from './env';
import { appSettings, KEEP_ALIVE_TIMEOUT_MS, startCommerce } from './server';

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
  it('takes the trusted proxies from the settings it is given (the app never falls back then)', () => {
    const { trustedProxies } = appSettings(
      parseEnv({ TRUSTED_PROXIES: '127.0.0.1, ::1', IMAGE_CACHE_DIR: tempImageCacheDir() }),
    );
    // The storefront on this machine names its shopper: each shopper is their own address.
    expect(
      clientAddress({ peer: '127.0.0.1', forwardedFor: '203.0.113.7', trusted: trustedProxies }),
    ).toBe('203.0.113.7');
    expect(
      clientAddress({ peer: '::1', forwardedFor: '203.0.113.8', trusted: trustedProxies }),
    ).toBe('203.0.113.8');
    // Anyone else's header is theirs to write, and not read.
    expect(
      clientAddress({ peer: '198.51.100.1', forwardedFor: '203.0.113.7', trusted: trustedProxies }),
    ).toBe('198.51.100.1');
  });

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

  it('on SIGTERM fails its health check while draining, closes each connection, then stops', async () => {
    const port = await freePort();
    const running = startCommerce(
      parseEnv({ PORT: String(port), LOG_LEVEL: 'silent', IMAGE_CACHE_DIR: tempImageCacheDir() }),
    );
    await new Promise<void>((resolve) =>
      running.server.listening ? resolve() : running.server.once('listening', resolve),
    );
    const healthz = () =>
      new Promise<{ status?: number; connection?: string }>((resolve, reject) => {
        get(`http://127.0.0.1:${port}/healthz`, { agent: false }, (res) => {
          res.resume();
          resolve({ status: res.statusCode, connection: res.headers.connection });
        }).once('error', reject);
      });
    expect((await healthz()).status).toBe(200);
    const stopped = running.shutdown(300);
    // Draining: still serving, but out of rotation and with no kept connection.
    expect(await healthz()).toEqual({ status: 503, connection: 'close' });
    await stopped;
    await expect(healthz()).rejects.toThrow(/ECONNREFUSED/);
  });
});

describe('request bounds on the wire', () => {
  it('answers a 30 MB body with 413 and closes the connection without reading the rest', async () => {
    const port = await freePort();
    const running = startCommerce(
      parseEnv({ PORT: String(port), LOG_LEVEL: 'silent', IMAGE_CACHE_DIR: tempImageCacheDir() }),
    );
    try {
      await new Promise<void>((resolve) =>
        running.server.listening ? resolve() : running.server.once('listening', resolve),
      );
      const total = 30 * 1024 * 1024;
      const chunk = Buffer.alloc(64 * 1024, 0x20);
      const answer = await new Promise<{ status?: number; body: string; written: number }>(
        (resolve, reject) => {
          let written = 0;
          const req = request(
            {
              host: '127.0.0.1',
              port,
              method: 'POST',
              path: '/auth/v1/login',
              agent: false,
              headers: { 'content-type': 'application/json', 'content-length': total },
            },
            (res) => {
              let body = '';
              res.on('data', (d) => {
                body += d;
              });
              res.on('end', () => resolve({ status: res.statusCode, body, written }));
            },
          );
          req.on('error', (e) => (written < total ? undefined : reject(e)));
          const pump = () => {
            while (written < total) {
              written += chunk.length;
              if (!req.write(chunk)) return req.once('drain', pump);
            }
            req.end();
          };
          pump();
        },
      );
      expect(answer.status).toBe(413);
      expect(JSON.parse(answer.body)).toEqual({
        errors: [{ code: 'PAYLOAD_TOO_LARGE', message: 'El cuerpo de la solicitud supera 1 MB' }],
      });
      // The answer came before the client could push the whole body through.
      expect(answer.written).toBeLessThan(total);
    } finally {
      await running.close();
    }
  });
});
