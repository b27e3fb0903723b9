import { describe, expect, it } from 'vitest';
import nextConfig, { LISTING_PARAMS } from '../next.config';
import { internalPath, LISTING_PARAMS as VIEW_PARAMS } from './lib/site/catalogue-view';
import { config } from './proxy';

type Rule = {
  source: string;
  destination: string;
  missing?: Array<{ type: string; key: string }>;
};

describe("next.config's rewrites of stateless catalogue pages (the proxy skips them)", () => {
  it('know the same listing parameters as the cached views and the proxy matcher', async () => {
    expect([...LISTING_PARAMS].sort()).toEqual([...VIEW_PARAMS].sort());
    const matcherKeys = config.matcher.flatMap((m) =>
      typeof m === 'object' && m.has[0]?.type === 'query' ? [m.has[0].key] : [],
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
    expect(first.test('/fierro-cl/search/')).toBe(true);
  });
});
