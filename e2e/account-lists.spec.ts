import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { createDb, type Database } from '@fierro/db';
import { productPath } from '@fierro/domain';
import { expect, type Page, test } from '@playwright/test';
import { axeScan } from './axe';
import { hydrated } from './hydration';
import { signIn } from './session';

/**
 * Lists and projects (issue 23) as a shopper goes through them: signed in on Homy, the shopper
 * starts a project list ("Baño nuevo") from one product page's "Agregar a lista", adds a second
 * product from another product page to the same list (the toast each time, `itemAddedToList`
 * stored), finds both on the list page with today's prices and moves the whole list to the cart.
 * axe (every impact) on the lists page and the list page at 360 and 1280 px.
 * Signed out, "Agregar a lista" asks for login and comes back with the product waiting; a
 * shared link shows the list read-only to a stranger until the owner stops sharing it.
 *
 * LISTS_SHOTS=dir keeps a screenshot of each page at both widths.
 */
const SITE = 'fierro-homy';
let db: Database;
test.beforeAll(() => {
  db = createDb(process.env.E2E_DATABASE_URL!, { max: 2 });
});
test.afterAll(async () => {
  await db?.close();
});

/** axe finds nothing at all at a phone's width and a desktop's; no sideways scrolling. */
async function checkPage(page: Page, name: string) {
  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    const { violations } = await axeScan(page);
    const found = violations.map(
      (v) => `${v.impact} ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
    );
    expect(found, `${name} at ${width}px`).toEqual([]);
    const wide = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(wide, `${name} at ${width}px`).toBeLessThanOrEqual(width);
    const dir = process.env.LISTS_SHOTS;
    if (dir) {
      mkdirSync(dir, { recursive: true });
      await page.screenshot({ path: join(dir, `${name}-${width}.png`), fullPage: true });
    }
  }
}

/** Two sold products of the site with plenty of stock (and their SKUs). */
async function twoProducts() {
  const { rows } = await db.pool.query(
    `SELECT DISTINCT ON (v.product_id) v.sku_id AS sku, v.product_id AS "productId", p.slug, v.name
      FROM variants v JOIN products p ON p.site_id = v.site_id AND p.product_id = v.product_id
      WHERE v.site_id = 'hocl' AND v.published AND p.published
        AND EXISTS (SELECT 1 FROM prices x WHERE x.site_id = v.site_id AND x.sku_id = v.sku_id)
        AND (SELECT sum(s.quantity) FROM stock s WHERE s.site_id = v.site_id
          AND s.sku_id = v.sku_id) > 60
      ORDER BY v.product_id DESC, v.sku_id LIMIT 2 OFFSET 5`,
  );
  expect(rows).toHaveLength(2);
  return rows as Array<{ sku: string; productId: string; slug: string; name: string }>;
}

async function addFromProductPage(
  page: Page,
  product: { sku: string; productId: string; slug: string },
  list: { name: string; isNew: boolean },
) {
  // The SKU's own variant page: the product's first variant may be another (stock moves while
  // other journeys buy).
  await page.goto(`/${SITE}${productPath({ ...product, skuId: product.sku })}`);
  const button = page.locator(`[data-add-to-list="${product.sku}"]`);
  await (await hydrated(button)).click();
  const dialog = page.getByRole('dialog', { name: 'Agregar a lista' });
  await expect(dialog).toBeVisible();
  if (list.isNew) {
    await dialog.getByRole('radio', { name: 'Nueva lista' }).check();
    await dialog.getByLabel('Nombre de la nueva lista').fill(list.name);
  } else {
    await dialog.getByRole('radio', { name: list.name }).check();
  }
  await dialog.getByRole('button', { name: 'Agregar', exact: true }).click();
  await expect(page.locator('[data-toast="success"]')).toHaveText(
    `Producto agregado a «${list.name}»`,
  );
  await expect(dialog).toBeHidden();
  const stored = await page.evaluate(() => window.localStorage.getItem('itemAddedToList'));
  expect(JSON.parse(stored ?? '{}')).toMatchObject({ skuId: product.sku });
}

test.describe('my account: lists and projects', () => {
  test.describe.configure({ timeout: 240_000 });

  test('a project list from two product pages, moved to the cart', async ({ page }) => {
    await signIn(page, SITE, 'persona.homy@fierro.demo');
    await expect(page).not.toHaveURL(/\/login\//, { timeout: 60_000 });
    const [first, second] = await twoProducts();
    const name = `Baño nuevo ${Date.now() % 100_000}`;

    await addFromProductPage(page, first!, { name, isNew: true });
    await addFromProductPage(page, second!, { name, isNew: false });

    await page.goto(`/${SITE}/myaccount/mylists/`);
    await expect(page.getByRole('heading', { level: 1, name: 'Listas y proyectos' })).toBeVisible();
    const card = page.locator('[data-lists] > li').filter({ hasText: name });
    await expect(card).toContainText('2 productos');
    await checkPage(page, 'lists');

    await card.getByRole('link', { name }).click();
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    const lines = page.locator('[data-list-line]');
    await expect(lines).toHaveCount(2);
    await expect(lines.first()).toContainText('Precio hoy');
    await checkPage(page, 'list');

    await page.locator('[data-all-to-cart]').click();
    await expect(page).toHaveURL(new RegExp(`/${SITE}/cart/`), { timeout: 60_000 });
    for (const p of [first!, second!]) {
      await expect(
        page
          .locator('[data-line]')
          .filter({ hasText: p.name.slice(0, 20) })
          .first(),
      ).toBeVisible();
    }
    // The moved lines left the list.
    await page.goto(`/${SITE}/myaccount/mylists/`);
    await expect(page.locator('[data-lists] > li').filter({ hasText: name })).toContainText(
      'Sin productos',
    );
  });
});

test('signed out, a product waits through the login; a shared list is read-only and can be unshared', async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  const [first] = await twoProducts();
  await page.goto(`/${SITE}${productPath({ ...first!, skuId: first!.sku })}`);
  await (await hydrated(page.locator(`[data-add-to-list="${first!.sku}"]`))).click();
  // The lists page asks for login first, then comes back with the product waiting.
  await expect(page).toHaveURL(/\/login\//, { timeout: 60_000 });
  await signIn(page, SITE, 'persona.homy@fierro.demo');
  await expect(page).toHaveURL(new RegExp(`/${SITE}/myaccount/mylists/add/${first!.sku}/$`), {
    timeout: 60_000,
  });
  const name = `Terraza ${Date.now() % 100_000}`;
  const create = page.getByRole('form', { name: 'Nueva lista' });
  await create.getByLabel('Nombre', { exact: true }).fill(name);
  await create.getByRole('button', { name: 'Crear lista' }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.locator('[data-list-line]')).toHaveCount(1);
  await expect(page.locator('[data-list-line]')).toContainText(first!.name.slice(0, 20));

  await page.getByRole('button', { name: 'Crear enlace para compartir' }).click();
  const link = page.locator('[data-share-link]');
  await expect(link).toHaveValue(/\/lists\/shared\//);
  const path = new URL(await link.inputValue()).pathname;
  expect(path).toMatch(new RegExp(`^/${SITE}/lists/shared/[\\w-]{16,64}/$`));

  // A stranger (no cookies) reads it, with no way to change it.
  const stranger = await browser.newContext();
  const other = await stranger.newPage();
  const res = await other.goto(new URL(path, page.url()).toString());
  expect(res?.status()).toBe(200);
  await expect(other.getByRole('heading', { level: 1 })).toContainText(name);
  await expect(other.getByRole('note')).toHaveText(
    'Estás viendo una lista compartida. Solo lectura.',
  );
  await expect(other.locator('[data-list-line]')).toHaveCount(1);
  await expect(other.locator('main form, main input, main button')).toHaveCount(0);
  expect(await other.locator('meta[name="robots"]').getAttribute('content')).toContain('noindex');

  // Unshared: the old link shows the not-found page, and nothing of the list. (Its status is
  // 200: the list is read inside the page's streamed part, after the head is sent.)
  await page.getByRole('button', { name: 'Dejar de compartir' }).click();
  await expect(page.getByRole('button', { name: 'Crear enlace para compartir' })).toBeVisible();
  await other.goto(new URL(path, page.url()).toString());
  await expect(other.getByRole('heading', { level: 1 })).toHaveText('No encontramos esta página');
  await expect(other.locator('[data-list-line]')).toHaveCount(0);
  await expect(other.getByText(name)).toHaveCount(0);
  await stranger.close();
});
