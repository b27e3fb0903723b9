import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { priceGroupsOf, REFRESH_MS, validPriceGroup } from './price-groups';

// A local stand-in for commerce's price-group route (the real answer's shape), counting calls.
let server: Server;
let calls = 0;
let groups = ['10', '20'];
const saved = process.env.COMMERCE_URL;

beforeAll(async () => {
  server = createServer((req, res) => {
    calls++;
    const siteId = /^\/pricing\/v1\/([a-z]+)\/price-groups$/.exec(req.url ?? '')?.[1];
    if (!siteId || siteId === 'down') {
      res.writeHead(503).end();
      return;
    }
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ siteId, priceGroups: groups }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  process.env.COMMERCE_URL = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => {
  process.env.COMMERCE_URL = saved;
  server.close();
});

describe('price-group cookie values', () => {
  it('keeps a group commerce knows and drops a made-up one', async () => {
    expect(await validPriceGroup('socl', '20')).toBe('20');
    expect(await validPriceGroup('socl', '777')).toBeNull();
    expect(await validPriceGroup('socl', '90')).toBeNull();
    expect(await validPriceGroup('socl', null)).toBeNull();
  });

  it('asks commerce once per site per refresh, however many values arrive', async () => {
    calls = 0;
    await Promise.all(
      Array.from({ length: 1000 }, (_, i) => validPriceGroup('sope', String(1000 + i))),
    );
    expect(calls).toBe(1);
  });

  it('rereads the list after REFRESH_MS, answering the old one meanwhile', async () => {
    const t0 = Date.now();
    await priceGroupsOf('soco', t0);
    groups = ['10', '20', '30'];
    expect((await priceGroupsOf('soco', t0 + REFRESH_MS + 1)).has('30')).toBe(false);
    // The refresh lands a moment later (a busy machine may take a while).
    let fresh = false;
    for (let i = 0; i < 100 && !fresh; i++) {
      await new Promise((r) => setTimeout(r, 20));
      fresh = (await priceGroupsOf('soco', t0 + REFRESH_MS + 2)).has('30');
    }
    expect(fresh).toBe(true);
    groups = ['10', '20'];
  });

  it('with commerce failing, every value is the base list and it is not asked on each request', async () => {
    calls = 0;
    expect(await validPriceGroup('down', '10')).toBeNull();
    expect(await validPriceGroup('down', '10')).toBeNull();
    expect(calls).toBe(1);
  });
});
