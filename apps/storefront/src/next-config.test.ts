import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import nextConfig from '../next.config';
import { COMPILE_HINT } from './lib/build/compile-hints';
import { SESSION_COOKIES, VIEW_COOKIES } from './lib/cache/browser-cache';
import { lifetimes } from './lib/cache/manifest';
import { ACTION_BODY_LIMIT_BYTES } from './lib/security/action-request';
import {
  internalPath,
  PLAIN_TERM,
  parsePlainTerm,
  LISTING_PARAMS as VIEW_PARAMS,
} from './lib/site/catalogue-view';
import { config } from './proxy';

type Rule = {
  source: string;
  destination: string;
  has?: Array<{ type: string; key: string; value?: string }>;
  missing?: Array<{ type: string; key: string; value?: string }>;
};

const beforeFiles = async () => {
  const rewrites = await nextConfig.rewrites!();
  return (Array.isArray(rewrites) ? rewrites : rewrites.beforeFiles) as Rule[];
};

describe("next.config's rewrites of stateless catalogue pages (the proxy skips them)", () => {
  it("the proxy matcher's literals name the cached views' listing parameters", async () => {
    // Matchers on a parameter's presence (a value-matching one, like the identifier search's, aside).
    const matcherKeys = config.matcher.flatMap((m) =>
      typeof m === 'object' && m.has?.[0]?.type === 'query' && !('value' in m.has[0])
        ? [m.has[0].key]
        : [],
    );
    expect(matcherKeys.sort()).toEqual(['queryId', ...VIEW_PARAMS].sort());
  });

  it.each(['category', 'collection'])(
    'an unfiltered %s lands where the proxy would send it, and any listing parameter skips the rule',
    async (kind) => {
      const rewrites = await nextConfig.rewrites!();
      const rules = (Array.isArray(rewrites) ? rewrites : rewrites.beforeFiles) as Rule[];
      const rule = rules.find((r) => r.source.includes(`/${kind}/`))!;
      expect(rule.missing?.map((m) => m.key).sort()).toEqual([...VIEW_PARAMS].sort());
      const destination = rule.destination
        .replace(':site', 'fierro-cl')
        .replace(':id', 'cat101')
        .replace(':slug', 'herramientas');
      const view = { priceGroup: null, business: false };
      expect(destination).toBe(
        internalPath('fierro-cl', `${kind}/cat101/herramientas/`, new URLSearchParams(), view),
      );
    },
  );

  it("the proxy's first matcher leaves out exactly those listing paths", () => {
    const first = new RegExp(`^${String(config.matcher[0])}$`);
    expect(first.test('/fierro-cl/category/cat101/herramientas/')).toBe(false);
    expect(first.test('/fierro-cl/collection/ofertas/ofertas/')).toBe(false);
    // A business-only site, a missing slash or a deeper path still runs the proxy.
    expect(first.test('/dicico/category/cat101/ferramentas/')).toBe(true);
    expect(first.test('/fierro-cl/category/cat101/herramientas')).toBe(true);
    expect(first.test('/fierro-cl/category/cat101/a/b/')).toBe(true);
    expect(first.test('/fierro-cl/search/')).toBe(false);
    expect(first.test('/dicico/search/')).toBe(true);
  });

  describe('a search for a plain term only', () => {
    const plain = new RegExp(`^${PLAIN_TERM}$`);
    it("the proxy matcher's literal is the cached view's plain-term rule", () => {
      const searchRule = config.matcher.find(
        (m) => typeof m === 'object' && m.missing?.[0]?.key === 'Ntt',
      );
      expect(typeof searchRule === 'object' && searchRule.missing?.[0]?.value).toBe(PLAIN_TERM);
    });

    it.each([
      ['taladro', true],
      ['llave de paso', true],
      ['cañería', true],
      ['furadeira 18V', true],
      ['Ø 1.5-2', true],
      ['tubo 3/4"', false],
      ['a+b', false],
      [' taladro', false],
      ['taladro ', false],
      ['100%', false],
      ['a/b', false],
      ['a?b', false],
      ['a#b', false],
      ['x'.repeat(100), true],
      ['x'.repeat(101), false],
      // Dot segments the router would resolve away (issue 20: `?Ntt=..` answered 500).
      ['.', false],
      ['..', false],
      ['.5 mm', false],
      ['a..', true],
    ])('%j is plain: %s (else the proxy takes it)', (term, ok) => {
      expect(plain.test(term)).toBe(ok);
      expect(parsePlainTerm(encodeURIComponent(term))).toEqual(ok ? { Ntt: [term] } : null);
    });

    it('is rewritten to the term route only without other listing parameters', async () => {
      const rule = (await beforeFiles()).find((r) => r.source.includes('/search/'))!;
      expect(rule.destination).toBe('/:site/v/base/search/t/:term/');
      expect(rule.has).toEqual([{ type: 'query', key: 'Ntt', value: `(?<term>${PLAIN_TERM})` }]);
      expect(rule.missing?.map((m) => m.key).sort()).toEqual(
        VIEW_PARAMS.filter((k) => k !== 'Ntt').sort(),
      );
    });

    it('the proxy runs for a term on any other page and for a search without a plain term', () => {
      const ntt = config.matcher.find(
        (m) => typeof m === 'object' && m.has?.[0]?.key === 'Ntt' && !('value' in m.has[0]),
      );
      const source = typeof ntt === 'object' ? ntt.source : '';
      expect(new RegExp(`^${source}$`).test('/fierro-cl/category/cat1/x/')).toBe(true);
      expect(new RegExp(`^${source}$`).test('/fierro-cl/search/')).toBe(false);
    });

    it('the proxy runs for an identifier-looking term on the search page (exact SKU, issue 19)', () => {
      const id = config.matcher.find(
        (m) => typeof m === 'object' && m.has?.[0]?.key === 'Ntt' && 'value' in m.has[0],
      );
      const source = typeof id === 'object' ? id.source : '';
      const has = typeof id === 'object' ? id.has?.[0] : undefined;
      const value = new RegExp(`^${has && 'value' in has ? has.value : ''}$`);
      expect(new RegExp(`^${source}$`).test('/fierro-cl/search/')).toBe(true);
      for (const term of ['1000023', '1000023-A', 'AB-12.5', '7891234567890'])
        expect(value.test(term), term).toBe(true);
      for (const term of ['taladro', 'taladro 18v', '12', 'tala'])
        expect(value.test(term), term).toBe(false);
    });
  });
});

describe('pages are served from the cache as they are', () => {
  it('without an ETag: Next would hash and re-encode the whole HTML on every response (README)', () => {
    expect(nextConfig.generateEtags).toBe(false);
  });
});

describe("what the proxy holds of a request's body", () => {
  it("is about an action at most, not Next's 10 MB default (a stranger held 20 MB a connection)", () => {
    const limit = nextConfig.experimental?.proxyClientMaxBodySize;
    expect(limit).toBeGreaterThan(ACTION_BODY_LIMIT_BYTES);
    expect(limit).toBeLessThanOrEqual(ACTION_BODY_LIMIT_BYTES + 64 * 1024);
  });
});

describe('the build asks V8 to compile client chunks off the main thread', () => {
  it('every production build runs addCompileHints on its output', async () => {
    const distDir = await mkdtemp(join(tmpdir(), 'next-config-'));
    try {
      await mkdir(join(distDir, 'static', 'chunks'), { recursive: true });
      await writeFile(join(distDir, 'static', 'chunks', 'a.js'), 'run()');
      await nextConfig.compiler!.runAfterProductionCompile!({ distDir, projectDir: distDir });
      expect(await readFile(join(distDir, 'static', 'chunks', 'a.js'), 'utf8')).toBe(
        `${COMPILE_HINT}run()`,
      );
    } finally {
      await rm(distDir, { recursive: true, force: true });
    }
  });
});

describe('messages are compiled at build time, so pages ship no ICU parser', () => {
  it("every message folder loads through next-intl's catalog loader, precompiled", () => {
    const rule = nextConfig.turbopack?.rules?.['*.json'] as {
      loaders: Array<{ loader: string; options: { messages: { precompile: boolean } } }>;
      condition: { path: string };
    };
    expect(rule.loaders[0]!.loader).toBe('next-intl/extractor/catalogLoader');
    expect(rule.loaders[0]!.options.messages.precompile).toBe(true);
    expect(rule.condition.path).toBe(
      '{./src/messages,./src/modules/auth/messages,./src/modules/checkout/messages,./src/modules/account/messages,./src/modules/orders/messages,./src/modules/lists/messages}/**/*',
    );
  });

  it('translators format with the formatter of precompiled messages', () => {
    expect(nextConfig.turbopack?.resolveAlias?.['use-intl/format-message']).toMatch(
      /use-intl\/dist\/esm\/\w+\/format-message\/format-only\.js$/,
    );
  });
});

describe('no browser serves a cached catalogue page stale (lib/cache/browser-cache.ts)', () => {
  type HeaderRule = Omit<Rule, 'destination'> & { headers: Array<{ key: string; value: string }> };
  const headerRules = async () => (await nextConfig.headers!()) as HeaderRule[];

  it('every stateless rewrite has a header rule with the same conditions, without a state cookie', async () => {
    const rules = await headerRules();
    for (const rewrite of await beforeFiles()) {
      const rule = rules.find((r) => r.source === rewrite.source && r.headers.length === 2);
      expect(rule, rewrite.source).toBeDefined();
      expect(rule!.has).toEqual(rewrite.has);
      expect(rule!.missing).toEqual(
        expect.arrayContaining([
          ...(rewrite.missing ?? []),
          { type: 'query', key: 'queryId' },
          { type: 'header', key: 'cookie', value: VIEW_COOKIES },
          { type: 'header', key: 'cookie', value: SESSION_COOKIES },
        ]),
      );
      expect(Object.fromEntries(rule!.headers.map((h) => [h.key, h.value]))).toEqual({
        'Cache-Control': 'public, max-age=0, must-revalidate',
        'CDN-Cache-Control': 'public, s-maxage=300, stale-while-revalidate=3300',
      });
    }
  });

  it('the same pages of a signed-in person (no proxy) are never stored, by a browser or a CDN', async () => {
    const rules = await headerRules();
    for (const rewrite of await beforeFiles()) {
      const rule = rules.find(
        (r) =>
          r.source === rewrite.source &&
          r.has?.some((h) => h.type === 'header' && h.value === SESSION_COOKIES),
      );
      expect(rule, rewrite.source).toBeDefined();
      expect(rule!.has).toEqual([
        ...(rewrite.has ?? []),
        { type: 'header', key: 'cookie', value: SESSION_COOKIES },
      ]);
      expect(rule!.missing).toEqual(
        expect.arrayContaining([
          ...(rewrite.missing ?? []),
          { type: 'query', key: 'queryId' },
          { type: 'header', key: 'cookie', value: VIEW_COOKIES },
        ]),
      );
      expect(rule!.headers).toEqual([{ key: 'Cache-Control', value: 'private, no-store' }]);
    }
  });

  it('the base view of a product page is its own route: no rewrite, the same header rules', async () => {
    const product = '/:site([a-z][a-z0-9-]*)/product/:rest+/';
    expect((await beforeFiles()).map((r) => r.source)).not.toContain(product);
    const rules = (await headerRules()).filter((r) => r.source === product);
    expect(rules.map((r) => r.headers.find((h) => h.key === 'Cache-Control')?.value)).toEqual([
      'public, max-age=0, must-revalidate',
      'private, max-age=0, must-revalidate',
      'private, no-store',
    ]);
  });

  it("the view cookies are the proxy matcher's, and the catalogue's lifetimes are cacheLife's", () => {
    const cookieMatchers = config.matcher.flatMap((m) =>
      typeof m === 'object' && m.has?.[0]?.key === 'cookie' && 'value' in m.has[0]
        ? [m.has[0].value]
        : [],
    );
    expect(cookieMatchers).toEqual([VIEW_COOKIES]);
    expect(nextConfig.cacheLife).toEqual(lifetimes);
  });

  it('a browser is never told it may use a stale page', async () => {
    for (const rule of await headerRules()) {
      for (const h of rule.headers.filter((x) => x.key === 'Cache-Control')) {
        expect(h.value).not.toMatch(/stale-while-revalidate|s-maxage/);
      }
    }
  });
});
