import { TENANTS } from '@fierro/tenants';
import { expect, type Page, test } from '@playwright/test';
import { axeViolations } from './axe';

/**
 * axe on the sites whose brand colours differ from Fierro's red and dark grey: Colombia
 * (Homecenter: blue, and a yellow secondary under the footer and back-to-top button), Dicico
 * (orange header) and homy (purple), plus every other site's home. The text colours over the
 * brand colours are chosen by contrast (apps/storefront/src/ui/brand-colors.ts); these scans
 * include the header and footer. No axe violation of any impact at 360 and 1280 px.
 */

const anchorId = (index: number, n: number) => `${index}${String(n).padStart(7, '0')}`;

async function violationsOf(page: Page, path: string): Promise<string[]> {
  await page.goto(path);
  await page.waitForLoadState('networkidle');
  return (await axeViolations(page)).map((v) => `${path} ${v}`);
}

/** Colombia's pages: home, search, no result, 404, the special error and the anchor products. */
const COLOMBIA = [
  '/homecenter-co/',
  '/homecenter-co/search/?Ntt=taladro',
  '/homecenter-co/no-search-result/?Ntt=zzqxjvw',
  '/homecenter-co/_error/?statusCode=404',
  '/homecenter-co/_error/?statusCode=503&referrer=%2Fhomecenter-co%2F',
  '/homecenter-co/category/cat399999/nada/',
  // The seed's anchor products on Colombia (site index 3): a tile, a paint, a power tool.
  `/homecenter-co/product/${anchorId(3, 1)}/`,
  `/homecenter-co/product/${anchorId(3, 2)}/`,
  `/homecenter-co/product/${anchorId(3, 3)}/`,
];

// One page per test: a scan with the page's load takes seconds on a busy machine.
for (const width of [360, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.beforeEach(async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
    });

    for (const path of COLOMBIA) {
      test(`Colombia ${path}: no axe violation of any impact, footer included`, async ({
        page,
      }) => {
        expect(await violationsOf(page, path)).toEqual([]);
      });
    }

    test('Colombia, the first department listing', async ({ page }) => {
      await page.goto('/homecenter-co/');
      const department = await page
        .locator('section[aria-labelledby="home-departments"] a')
        .first()
        .getAttribute('href');
      expect(department).toBeTruthy();
      expect(await violationsOf(page, department!)).toEqual([]);
    });

    for (const t of TENANTS) {
      test(`${t.pathPrefix} home: no axe violation of any impact`, async ({ page }) => {
        expect(await violationsOf(page, `/${t.pathPrefix}/`)).toEqual([]);
      });
    }
  });
}
