import { expect, test } from '@playwright/test';
import { E2E_COMMERCE_PORT } from './playwright.config';

/**
 * Honest status codes (issue 19), at the HTTP level: an unknown category, collection, product,
 * site prefix or path answers 404 with the branded error page in the site's language at the URL
 * asked for (never a redirect, never Next's English page); the spec's error page answers the
 * status it names; an exact SKU search is one 302 to that SKU's variant.
 */
const commerce = () => process.env.E2E_COMMERCE_URL ?? `http://127.0.0.1:${E2E_COMMERCE_PORT}`;

const SPANISH_404 = 'No encontramos esta página';
const PORTUGUESE_404 = 'Não encontramos esta página';
const NEXT_ENGLISH = 'This page could not be found';

const NOT_FOUND: Array<[path: string, heading: string]> = [
  ['/fierro-br/category/cat999999/nada/', PORTUGUESE_404],
  ['/fierro-cl/category/cat999999/nada/', SPANISH_404],
  ['/fierro-cl/category/no-es-categoria/nada/', SPANISH_404],
  ['/fierro-cl/category/cat999999/nada/?sortBy=price_asc', SPANISH_404],
  ['/fierro-cl/collection/no-existe/nada/', SPANISH_404],
  ['/fierro-br/collection/no-existe/nada/', PORTUGUESE_404],
  ['/fierro-cl/product/99999999/nada/', SPANISH_404],
  ['/fierro-cl/_error/?statusCode=404', SPANISH_404],
  ['/fierro-br/_error/?statusCode=404', PORTUGUESE_404],
  // Unknown site prefixes: the default site's page.
  ['/fierro-zz/', SPANISH_404],
  ['/anything/abc/', SPANISH_404],
  // Unknown paths of a site: the site's own page, in its language.
  ['/fierro-cl/no-existe/', SPANISH_404],
  ['/fierro-cl/algo/que/no/existe/', SPANISH_404],
  ['/fierro-br/nao-existe/', PORTUGUESE_404],
];

for (const [path, heading] of NOT_FOUND) {
  test(`${path} answers 404 with the branded page at that URL`, async ({ request, page }) => {
    const res = await request.get(path, { maxRedirects: 0 });
    expect(res.status()).toBe(404);
    expect(res.headers().location).toBeUndefined();
    // What the shopper sees there: our page in the site's language, at the URL asked for.
    const shown = await page.goto(path);
    expect(shown?.status()).toBe(404);
    expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe(path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    await expect(page.locator('body')).not.toContainText(NEXT_ENGLISH);
  });
}

test('the error page answers 500 for statusCode=500, in the site language', async ({
  request,
  page,
}) => {
  for (const [path, heading] of [
    ['/fierro-cl/_error/?statusCode=500', 'Algo salió mal'],
    ['/fierro-br/_error/?statusCode=500', 'Algo deu errado'],
  ] as const) {
    const res = await request.get(path, { maxRedirects: 0 });
    expect(res.status(), path).toBe(500);
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
  }
});

test('an exact SKU search is one 302 to that SKU’s variant', async ({ request }) => {
  // The seed's paint (anchor product 2 of Chile) has several variants: ask for one that is not
  // the first, so landing on the product's first variant would fail.
  const productId = '10000002';
  const api = await (
    await request.get(`${commerce()}/product/v2/socl?productId=${productId}`)
  ).json();
  const variants = api.variants as Array<{ skuId: string }>;
  expect(variants.length).toBeGreaterThan(1);
  const sku = variants.at(-1)!.skuId;
  const res = await request.get(`/fierro-cl/search/?Ntt=${sku}`, { maxRedirects: 0 });
  expect(res.status()).toBe(302);
  const locations = res.headersArray().filter((h) => h.name.toLowerCase() === 'location');
  expect(locations).toHaveLength(1);
  expect(new URL(locations[0]!.value, 'http://x').pathname).toMatch(
    new RegExp(`^/fierro-cl/product/${productId}/[^/]+/${sku}/$`),
  );
  // And the variant page it names is that SKU's.
  const landed = await request.get(locations[0]!.value);
  expect(landed.status()).toBe(200);
  expect(await landed.text()).toContain(`data-sku="${sku}"`);
});

test('a word search and a later page of an SKU search are not redirected', async ({ request }) => {
  const word = await request.get('/fierro-cl/search/?Ntt=taladro', { maxRedirects: 0 });
  expect(word.status()).toBe(200);
  const later = await request.get('/fierro-cl/search/?Ntt=1000023&currentpage=2', {
    maxRedirects: 0,
  });
  expect(later.headers().location).toBeUndefined();
});
