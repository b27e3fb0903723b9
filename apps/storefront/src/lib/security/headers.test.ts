import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import nextConfig from '../../../next.config';
import {
  BASE_POLICY,
  CHALLENGE_HEADERS,
  contentSecurityPolicy,
  inlineScriptHashes,
  isChallengePath,
  SECURITY_HEADERS,
} from './headers.mjs';

const sha = (t: string) => createHash('sha256').update(t, 'utf8').digest('base64');
const directive = (policy: string, name: string) =>
  policy.split('; ').find((d) => d.startsWith(`${name} `));

describe('the security headers', () => {
  it('the base policy: our scripts only, no eval, no plugins, no <base>, never framed', () => {
    expect(directive(BASE_POLICY, 'script-src')).toBe("script-src 'self' 'unsafe-inline'");
    expect(BASE_POLICY).not.toContain('unsafe-eval');
    expect(directive(BASE_POLICY, 'object-src')).toBe("object-src 'none'");
    expect(directive(BASE_POLICY, 'base-uri')).toBe("base-uri 'none'");
    expect(directive(BASE_POLICY, 'frame-ancestors')).toBe("frame-ancestors 'none'");
    expect(directive(BASE_POLICY, 'form-action')).toBe("form-action 'self'");
    expect(directive(BASE_POLICY, 'connect-src')).toBe("connect-src 'self'");
    const names = SECURITY_HEADERS.map((h) => h.key);
    expect(names).toEqual(
      expect.arrayContaining([
        'Content-Security-Policy',
        'X-Content-Type-Options',
        'Referrer-Policy',
        'Permissions-Policy',
      ]),
    );
  });

  it('the challenge page may be framed by our own checkout, nothing else', () => {
    const policy = CHALLENGE_HEADERS.find((h) => h.key === 'Content-Security-Policy')!.value;
    expect(directive(policy, 'frame-ancestors')).toBe("frame-ancestors 'self'");
  });

  it('knows the challenge page by its path', () => {
    expect(isChallengePath('/fierro-cl/checkout/challenge/')).toBe(true);
    expect(isChallengePath('/fierro-cl/checkout/challenge')).toBe(true);
    expect(isChallengePath('/fierro-cl/checkout/')).toBe(false);
    expect(isChallengePath('/fierro-cl/checkout/challenger/')).toBe(false);
  });

  it('a cached page names each inline script by its hash, never a file or a data block', () => {
    const a = 'self.__next_f.push([0])';
    const b = '(self.__next_f=self.__next_f||[]).push([1,"x\\u003c/script>"])';
    const html = `<script src="/a.js"></script><script>${a}</script><SCRIPT nonce="">${b}</SCRIPT ><script type="application/ld+json">{}</script><script type="module">${a}</script>`;
    expect(inlineScriptHashes(html, sha)).toEqual([`'sha256-${sha(a)}'`, `'sha256-${sha(b)}'`]);
    const policy = contentSecurityPolicy({ scripts: inlineScriptHashes(html, sha) });
    expect(directive(policy, 'script-src')).not.toContain('unsafe-inline');
  });

  it('next.config sends them on every path, HSTS only over HTTPS, the challenge page last', async () => {
    const rules = await nextConfig.headers!();
    const all = rules.find((r) => !r.has && r.headers === SECURITY_HEADERS)!;
    const source = new RegExp(`^${all.source.replace(':path', '')}$`);
    for (const path of ['/fierro-cl/', '/images/socl/1/1', '/_next/static/chunks/a.js', '/']) {
      expect(source.test(path), path).toBe(true);
    }
    // One policy per answer: the challenge page has its own rule, not both.
    expect(source.test('/fierro-cl/checkout/challenge/')).toBe(false);
    expect(source.test('/fierro-cl/checkout/challenger/')).toBe(true);
    const hsts = rules.find((r) => r.headers.some((h) => h.key === 'Strict-Transport-Security'))!;
    expect(hsts.has).toEqual([{ type: 'header', key: 'x-forwarded-proto', value: 'https' }]);
    expect(rules.at(-1)?.source).toBe('/:site/checkout/challenge/:path*');
  });
});
