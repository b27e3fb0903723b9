import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addressKey,
  canonicalAddress,
  clientAddress,
  isTrustedProxy,
  NO_TRUSTED_PROXIES,
  parseAddress,
  parseTrustedProxies,
} from './client-address';

describe('addresses', () => {
  it.each([
    ['1.2.3.4', '1.2.3.4'],
    [' 1.2.3.4:8080 ', '1.2.3.4'],
    ['::ffff:127.0.0.1', '127.0.0.1'],
    ['::FFFF:7f00:1', '127.0.0.1'],
    ['::1', '0:0:0:0:0:0:0:1'],
    ['[2001:db8::1]:443', '2001:db8:0:0:0:0:0:1'],
    ['fe80::1%eth0', 'fe80:0:0:0:0:0:0:1'],
    ['2001:DB8:0:0:0:0:0:1', '2001:db8:0:0:0:0:0:1'],
  ])('%s is %s', (raw, canonical) => {
    expect(canonicalAddress(raw)).toBe(canonical);
  });

  it.each(['', 'abc', '1.2.3', '256.1.1.1', '1::2::3', '12345::', 'g::1', '1:2:3:4:5:6:7:8:9'])(
    '%j is no address',
    (raw) => {
      expect(parseAddress(raw)).toBeNull();
    },
  );

  it('reads every IPv4 address the same as its mapped IPv6 spelling', () => {
    fc.assert(
      fc.property(fc.ipV4(), (ip) => {
        expect(canonicalAddress(`::ffff:${ip}`)).toBe(canonicalAddress(ip));
      }),
    );
  });
});

describe('TRUSTED_PROXIES', () => {
  it('parses addresses and ranges of both families, and refuses a typo', () => {
    const t = parseTrustedProxies('10.0.0.0/8, 127.0.0.1 ::1,fd00::/8');
    expect(isTrustedProxy(t, '10.200.3.4')).toBe(true);
    expect(isTrustedProxy(t, '11.0.0.1')).toBe(false);
    expect(isTrustedProxy(t, '::ffff:127.0.0.1')).toBe(true);
    expect(isTrustedProxy(t, '127.0.0.2')).toBe(false);
    expect(isTrustedProxy(t, '::1')).toBe(true);
    expect(isTrustedProxy(t, 'fd12::9')).toBe(true);
    expect(isTrustedProxy(t, 'fe80::1')).toBe(false);
    expect(isTrustedProxy(t, 'garbage')).toBe(false);
    expect(parseTrustedProxies(undefined)).toEqual(NO_TRUSTED_PROXIES);
    expect(parseTrustedProxies('')).toEqual(NO_TRUSTED_PROXIES);
    for (const bad of ['10.0.0.0/33', 'localhost', '1.2.3.4/x', '::1/129']) {
      expect(() => parseTrustedProxies(bad), bad).toThrow(/TRUSTED_PROXIES/);
    }
  });
});

describe('the client address', () => {
  const balancer = parseTrustedProxies('10.0.0.5, 127.0.0.1');

  it('trusts nobody by default: the peer, whatever X-Forwarded-For says', () => {
    fc.assert(
      fc.property(
        fc.ipV4(),
        fc.array(fc.oneof(fc.ipV4(), fc.string()), { maxLength: 5 }),
        (peer, xff) => {
          expect(
            clientAddress({ peer, forwardedFor: xff.join(', '), trusted: NO_TRUSTED_PROXIES }),
          ).toBe(canonicalAddress(peer));
        },
      ),
    );
  });

  it('behind a trusted proxy, the hop it appended; an attacker rotating what is left of it changes nothing', () => {
    fc.assert(
      fc.property(
        fc.array(fc.oneof(fc.ipV4(), fc.string({ maxLength: 20 })), { maxLength: 6 }),
        (forged) => {
          const header = [...forged, '203.0.113.7'].join(', ');
          expect(clientAddress({ peer: '10.0.0.5', forwardedFor: header, trusted: balancer })).toBe(
            '203.0.113.7',
          );
        },
      ),
    );
  });

  it('skips every trusted hop from the right (storefront behind a balancer)', () => {
    const header = '198.51.100.1, 203.0.113.7, 10.0.0.5';
    expect(clientAddress({ peer: '127.0.0.1', forwardedFor: header, trusted: balancer })).toBe(
      '203.0.113.7',
    );
    expect(clientAddress({ peer: '127.0.0.1', forwardedFor: '10.0.0.5', trusted: balancer })).toBe(
      '10.0.0.5',
    );
    expect(clientAddress({ peer: '::ffff:10.0.0.5', forwardedFor: null, trusted: balancer })).toBe(
      '10.0.0.5',
    );
    expect(clientAddress({ peer: undefined, forwardedFor: '1.2.3.4', trusted: balancer })).toBe(
      'unknown',
    );
  });
});

describe('the key a per-address limit counts by', () => {
  it.each<[string, string]>([
    ['203.0.113.7', '203.0.113.7'],
    ['2001:db8:0:0:0:0:0:1', '2001:db8:0:0::/64'],
    ['2001:db8:0:0:ffff:1234:5678:9abc', '2001:db8:0:0::/64'],
    ['2001:db8:0:1:0:0:0:1', '2001:db8:0:1::/64'],
    ['unknown', 'unknown'],
  ])('%s counts as %s', (address, key) => {
    expect(addressKey(address)).toBe(key);
  });

  it('two addresses of one /64, as clientAddress spells them, are one key', () => {
    const of = (peer: string) =>
      addressKey(clientAddress({ peer, forwardedFor: null, trusted: NO_TRUSTED_PROXIES }));
    expect(of('2001:db8::1')).toBe(of('2001:db8::2'));
    expect(of('2001:db8::1')).not.toBe(of('2001:db8:0:1::1'));
    expect(of('::ffff:198.51.100.9')).toBe('198.51.100.9');
  });
});
