import { expect, type Page, test } from '@playwright/test';
import { hydrated } from './hydration';
import { siteCookie } from './site-cookie';

/**
 * Spec §9 route load time-out (issue 6): a client navigation whose page has not arrived after
 * 3,800 ms shows the error page. The router's requests for the next page (RSC fetches, prefetches
 * included) are held far longer than that; the page itself and the error page load normally.
 */
async function holdRouterRequests(page: Page) {
  await page.route('**/*', async (route) => {
    if (route.request().headers().rsc !== '1') return route.continue();
    await new Promise((resolve) => setTimeout(resolve, 15_000));
    await route.continue().catch(() => {});
  });
}

const firstDepartment = (page: Page) =>
  page.locator('section[aria-labelledby="home-departments"] a').first();

test('a client navigation that does not arrive in time shows the error page', async ({ page }) => {
  await holdRouterRequests(page);
  await page.goto('/fierro-cl/');
  await (await hydrated(firstDepartment(page))).click();
  await expect(page).toHaveURL(/\/fierro-cl\/_error\/\?statusCode=500$/, { timeout: 20_000 });
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('in business mode the error page link carries consumer=b2b', async ({
  page,
  context,
  baseURL,
}) => {
  await context.addCookies([siteCookie(baseURL!, 'fierro-cl', 'consumer', 'b2b')]);
  await holdRouterRequests(page);
  await page.goto('/fierro-cl/');
  await (await hydrated(firstDepartment(page))).click();
  await expect(page).toHaveURL(/\/fierro-cl\/_error\/\?statusCode=500&consumer=b2b$/, {
    timeout: 20_000,
  });
});

test('a navigation that arrives is left alone', async ({ page }) => {
  await page.goto('/fierro-cl/');
  const link = await hydrated(firstDepartment(page));
  const href = await link.getAttribute('href');
  await link.click();
  await expect(page).toHaveURL(new RegExp(`${href}$`));
  // Past the time-out, still on the page it went to.
  await page.waitForTimeout(4_500);
  await expect(page).toHaveURL(new RegExp(`${href}$`));
});
