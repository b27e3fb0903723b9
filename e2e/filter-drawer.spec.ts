import { expect, test } from '@playwright/test';
import { hydrated } from './hydration';

/**
 * Phones (issue 19): the listing's filters sat below all 24 products. A "Filtrar" button opens
 * them in a drawer: focus stays inside, Escape closes it, the applied filters are counted.
 */
test.use({ viewport: { width: 360, height: 800 } });

test('a phone opens the filters in a drawer: focus trapped, Escape closes, applied count', async ({
  page,
}) => {
  await page.goto('/fierro-cl/category/cat101/herramientas/');
  const button = await hydrated(page.getByRole('button', { name: /^Filtrar/ }));
  await expect(button).toBeVisible();
  await expect(button).toHaveText('Filtrar');
  await button.click();
  const drawer = page.getByRole('dialog', { name: 'Filtros' });
  await expect(drawer).toBeVisible();
  // Focus never leaves the drawer, however far the shopper tabs.
  for (let i = 0; i < 30; i++) {
    await page.keyboard.press('Tab');
    const inside = await drawer.evaluate((d) => d.contains(document.activeElement));
    const onPage = await page.evaluate(() => document.activeElement !== document.body);
    if (onPage) expect(inside, `tab ${i + 1}`).toBe(true);
  }
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  await expect(button).toBeFocused();

  // Apply a filter from the drawer: the listing reloads with it and the button counts it.
  await button.click();
  const firstValue = drawer.getByRole('link').first();
  await firstValue.click();
  await expect(page).toHaveURL(/\?/);
  const again = await hydrated(page.getByRole('button', { name: /^Filtrar/ }));
  await expect(again).toContainText('1');
  await expect(page.getByRole('dialog', { name: 'Filtros' })).toBeHidden();
});

test('from tablet up the filters sit beside the results and there is no button', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/fierro-cl/category/cat101/herramientas/');
  await expect(page.getByRole('button', { name: /^Filtrar/ })).toBeHidden();
  await expect(page.getByRole('complementary', { name: 'Filtros' })).toBeVisible();
});
