import { TENANTS } from '@fierro/tenants';
import { expect, test } from '@playwright/test';

/**
 * Every site's anonymous home, listing, search and product page is served as Latin-1 text
 * (README, "Pages stay Latin-1"): a single character above U+00FF, from our components or from
 * the catalogue, makes each cached page about 40% slower to serve. The source scan
 * (apps/storefront/src/latin1.test.ts) covers our texts; this covers what the seed puts in them.
 */
const ABOVE_LATIN1 = /[\u{100}-\u{10ffff}]/gu;

const firstHref = (html: string, site: string, kind: string) =>
  new RegExp(`href="(/${site}/${kind}/[^"?#]+)"`).exec(html)?.[1] ?? null;

for (const tenant of TENANTS.filter((t) => !t.businessOnly)) {
  const site = tenant.pathPrefix;
  test(`${site}: home, listing, search and product HTML have no character above U+00FF`, async ({
    request,
  }) => {
    const seen: Record<string, string[]> = {};
    const html = async (path: string) => {
      const res = await request.get(path, { maxRedirects: 0 });
      expect(res.status(), path).toBe(200);
      const text = await res.text();
      seen[path] = [...new Set(text.match(ABOVE_LATIN1) ?? [])];
      return text;
    };
    const home = await html(`/${site}/`);
    const listingPath = firstHref(home, site, 'category');
    expect(listingPath, 'a department link on the home').not.toBeNull();
    const listing = await html(listingPath!);
    const productPath = firstHref(listing, site, 'product');
    expect(productPath, 'a product link on the listing').not.toBeNull();
    const product = await html(productPath!);
    const word = /<h1[^>]*>([A-Za-zÀ-ÿ]+)/.exec(product)?.[1] ?? 'a';
    await html(`/${site}/search/?Ntt=${encodeURIComponent(word.toLowerCase())}`);
    expect(seen).toEqual(Object.fromEntries(Object.keys(seen).map((p) => [p, []])));
  });
}
