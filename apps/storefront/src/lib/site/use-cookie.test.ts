import { beforeEach, describe, expect, it } from 'vitest';

/**
 * A stand-in for the browser's `document.cookie` that counts its reads: in a browser each read is
 * a synchronous round trip to the browser process, which is what the jar saves.
 */
const browserCookies = { value: '', reads: 0, writes: [] as string[] };
Object.defineProperty(globalThis, 'document', {
  configurable: true,
  value: {
    get cookie() {
      browserCookies.reads++;
      return browserCookies.value;
    },
    set cookie(line: string) {
      browserCookies.writes.push(line);
      const [pair] = line.split(';');
      browserCookies.value = [pair, browserCookies.value].filter(Boolean).join('; ');
    },
  },
});
const { readCookie, writeCookie } = await import('./use-cookie');
const nextTask = () => new Promise((done) => setTimeout(done, 0));

describe('readCookie', () => {
  beforeEach(async () => {
    await nextTask();
    browserCookies.reads = 0;
    browserCookies.writes = [];
  });

  it('reads document.cookie once for every reader in the same task', async () => {
    browserCookies.value = 'zone=13101; userRole=guest; locationLabel=Santiago%2C%20RM';
    expect(readCookie('zone')).toBe('13101');
    expect(readCookie('userRole')).toBe('guest');
    expect(readCookie('locationLabel')).toBe('Santiago, RM');
    expect(readCookie('missing')).toBeUndefined();
    expect(browserCookies.reads).toBe(1);
  });

  it('reads again in the next task, so a cookie a server action set is seen', async () => {
    browserCookies.value = 'zone=13101';
    expect(readCookie('zone')).toBe('13101');
    await nextTask();
    browserCookies.value = 'zone=5101';
    expect(readCookie('zone')).toBe('5101');
    expect(browserCookies.reads).toBe(2);
  });

  it('keeps the first of two cookies of one name (the most specific path) and survives bad encoding', async () => {
    browserCookies.value = 'store=12; store=99; broken=%E0%A4%A; =orphan';
    expect(readCookie('store')).toBe('12');
    expect(readCookie('broken')).toBe('%E0%A4%A');
  });

  it('writeCookie writes a session cookie (or one with a max-age) and the next read sees it', async () => {
    browserCookies.value = '';
    expect(readCookie('smartBannerClosed')).toBeUndefined();
    writeCookie('smartBannerClosed', '1');
    expect(browserCookies.writes.at(-1)).toBe('smartBannerClosed=1; path=/; samesite=lax');
    expect(readCookie('smartBannerClosed')).toBe('1');
    writeCookie('cookiePolicyAccepted', '1', 31_536_000);
    expect(browserCookies.writes.at(-1)).toBe(
      'cookiePolicyAccepted=1; path=/; samesite=lax; max-age=31536000',
    );
  });
});
