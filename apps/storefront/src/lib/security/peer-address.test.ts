import { createServer, request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { clientAddressOf, installPeerAddress, PEER_HEADER } from './peer-address';

/** One request to a real server, returning the headers its handler saw. */
async function seenBy(headers: Record<string, string>) {
  const server = createServer((req, res) => res.end(JSON.stringify(req.headers)));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  try {
    return await new Promise<Record<string, string>>((resolve, reject) => {
      request({ host: '127.0.0.1', port, headers, agent: false }, (res) => {
        let body = '';
        res.on('data', (c) => {
          body += c;
        });
        res.on('end', () => resolve(JSON.parse(body)));
      })
        .on('error', reject)
        .end();
    });
  } finally {
    server.close();
  }
}

const saved = process.env.TRUSTED_PROXIES;
afterEach(() => {
  process.env.TRUSTED_PROXIES = saved;
});

describe("the shopper's address in the storefront", () => {
  it('every request carries its socket address, over whatever the client wrote under that name', async () => {
    installPeerAddress();
    installPeerAddress();
    const seen = await seenBy({ [PEER_HEADER]: '6.6.6.6', 'x-forwarded-for': '203.0.113.9' });
    expect(seen[PEER_HEADER]).toBe('127.0.0.1');
    expect(seen['x-forwarded-for']).toBe('203.0.113.9');
  });

  it('trusts no proxy by default: rotating X-Forwarded-For does not change the address', () => {
    delete process.env.TRUSTED_PROXIES;
    for (const forged of ['203.0.113.9', '1.1.1.1, 2.2.2.2', 'garbage']) {
      const h = new Headers({ [PEER_HEADER]: '198.51.100.4', 'x-forwarded-for': forged });
      expect(clientAddressOf(h)).toBe('198.51.100.4');
    }
  });

  it('behind a trusted balancer, the hop the balancer appended', () => {
    process.env.TRUSTED_PROXIES = '127.0.0.1';
    const h = new Headers({
      [PEER_HEADER]: '::ffff:127.0.0.1',
      'x-forwarded-for': '6.6.6.6, 203.0.113.9',
    });
    expect(clientAddressOf(h)).toBe('203.0.113.9');
  });
});
