import type { CategoryTreeResponse, ProductCard, SearchResponse } from '@fierro/commerce/contract';
import { formatMinorUnits } from '@fierro/domain';
import { getTenantByPathPrefix } from '@fierro/tenants';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { E2E_COMMERCE_PORT } from './playwright.config';
import { signIn } from './session';
import { siteCookie } from './site-cookie';

/**
 * One price rule, seen by a shopper (issue 18): the same product shows the same paid price and
 * the same discount on a listing and on its page, as a guest and in business mode, in Chile,
 * Brazil and Peru; products sold by the box compare box with box; a made-up price-group cookie
 * changes nothing. Products are found through commerce's API, then looked at in the browser.
 */
const commerce = () => process.env.E2E_COMMERCE_URL ?? `http://127.0.0.1:${E2E_COMMERCE_PORT}`;
const tenantOf = (site: string) => getTenantByPathPrefix(site)!;

type Found = { card: ProductCard; category: { id: string; slug: string } };

/** The leaf categories of a site, from commerce's category tree. */
async function leaves(api: APIRequestContext, siteId: string) {
  const tree = (await (
    await api.get(`${commerce()}/catalog/v1/${siteId}/category-tree?depth=3`)
  ).json()) as CategoryTreeResponse;
  const out: Array<{ id: string; slug: string }> = [];
  const walk = (nodes: CategoryTreeResponse['categories']) => {
    for (const n of nodes) {
      if (n.children.length === 0) out.push({ id: n.id, slug: n.slug });
      else walk(n.children);
    }
  };
  walk(tree.categories);
  return out;
}

/** The first card of any leaf category that `wanted` accepts, priced as `query` asks. */
async function findCard(
  api: APIRequestContext,
  siteId: string,
  wanted: (c: ProductCard) => boolean,
  query = '',
): Promise<Found> {
  for (const category of await leaves(api, siteId)) {
    const res = (await (
      await api.get(
        `${commerce()}/search/v1/${siteId}/category/products?categoryId=${category.id}&perPage=100${query}`,
      )
    ).json()) as SearchResponse;
    const card = res.products.find(wanted);
    if (card) return { card, category };
  }
  throw new Error(`no such card on ${siteId}`);
}

const money = (site: string, amount: number, currency: string) =>
  formatMinorUnits(amount, tenantOf(site).code, currency);

/**
 * Opens the listing filtered to the card's own price (so it is on page one), checks the card's
 * paid price and discount badge, follows its link and checks the product page says the same.
 */
async function sameOnListingAndPage(page: Page, site: string, { card, category }: Found) {
  const { pricing } = card;
  const paid = money(site, pricing.paid!.amount, pricing.currency);
  await page.goto(
    `/${site}/category/${category.id}/${category.slug}/?f.range.price=${pricing.paid!.amount}::${pricing.paid!.amount}`,
  );
  const article = page.locator(`main article[data-product-id="${card.productId}"]`);
  await expect(
    article.locator(`[data-prices] [data-price-type="${pricing.paid!.type}"]`),
  ).toContainText(paid);
  const badge = article.locator('[data-badge="DISCOUNT"]');
  if (pricing.saving) await expect(badge).toHaveText(`-${pricing.saving.percent}%`);
  else await expect(badge).toHaveCount(0);

  await article.getByRole('link').first().click();
  await expect(page).toHaveURL(new RegExp(`/product/${card.productId}/`));
  const prices = page.locator(`article[data-sku="${card.skuId}"] section[data-prices]`);
  await expect(prices.locator(`[data-price-type="${pricing.paid!.type}"]`).first()).toContainText(
    paid,
  );
  if (pricing.saving) {
    await expect(prices.locator('[data-saving]')).toContainText(`(${pricing.saving.percent} %)`);
    const article = page.locator(`article[data-sku="${card.skuId}"]`);
    await expect(article.locator('[data-badges] li[data-badge="DISCOUNT"]')).toHaveText(
      `-${pricing.saving.percent}%`,
    );
  } else {
    await expect(prices.locator('[data-saving]')).toHaveCount(0);
  }
}

for (const site of ['fierro-cl', 'fierro-br', 'fierro-pe']) {
  test.describe(site, () => {
    const siteId = tenantOf(site).siteId;

    test('a discounted product: the same paid price and discount on the listing and its page', async ({
      page,
      request,
    }) => {
      const found = await findCard(request, siteId, (c) => c.pricing.saving !== null);
      await sameOnListingAndPage(page, site, found);
    });

    test('in business mode the same product shows its PRO price on the listing and its page', async ({
      page,
      context,
      baseURL,
      request,
    }) => {
      const found = await findCard(
        request,
        siteId,
        (c) => c.pricing.paid?.type === 'PRECIOS_PRO',
        '&consumer=b2b',
      );
      // A guest never sees that price.
      const guest = await findCard(request, siteId, (c) => c.productId === found.card.productId);
      expect(guest.card.pricing.paid?.type).not.toBe('PRECIOS_PRO');

      // Business mode: a signed-in shopper with the header's switch on (the page guard's rule).
      await signIn(page, site, `persona.${tenantOf(site).code}@fierro.demo`);
      await expect(page).not.toHaveURL(/\/login\//);
      await context.addCookies([siteCookie(baseURL!, site, 'consumer', 'b2b')]);
      await sameOnListingAndPage(page, site, found);
    });
  });
}

test('fierro-cl: tiles sold by the box compare box with box, the m² figure beside', async ({
  page,
  request,
}) => {
  const found = await findCard(
    request,
    'socl',
    (c) => c.pricing.saleUnit === 'box' && c.pricing.saving !== null,
  );
  await sameOnListingAndPage(page, 'fierro-cl', found);
  const { pricing } = found.card;
  const prices = page.locator(`article[data-sku="${found.card.skuId}"] section[data-prices]`);
  // Paid and crossed-out prices are both per box; the m² line derives from the paid box price.
  await expect(prices.locator(`[data-price-type="${pricing.paid!.type}"]`).first()).toContainText(
    '/ caja',
  );
  await expect(prices.locator(`[data-price-type="${pricing.reference!.type}"]`)).toContainText(
    '/ caja',
  );
  await expect(prices.locator('[data-price-type="M2"]')).toContainText(
    money('fierro-cl', pricing.paid!.perM2!, pricing.currency),
  );
});

test('fierro-cl: a made-up price-group cookie changes no price', async ({
  page,
  context,
  baseURL,
}) => {
  const url = '/fierro-cl/category/cat101/herramientas/?sortBy=price_asc';
  const read = async () => {
    await page.goto(url);
    return (await page.locator('main article [data-prices]').allTextContents()).join('|');
  };
  const base = await read();
  expect(base.length).toBeGreaterThan(0);
  for (const value of ['777', '90', 'abc']) {
    await context.addCookies([siteCookie(baseURL!, 'fierro-cl', 'usrLocation', value)]);
    expect(await read(), value).toBe(base);
  }
});
