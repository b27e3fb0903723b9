import { TENANTS } from '@fierro/tenants';
import { expect, type Page, test } from '@playwright/test';
import { hydrated } from './hydration';

/**
 * The shell of every page (issue 6): Brazil's cookie notice, back-to-top and sticky header at the
 * spec's scroll thresholds, the fallback under 320 px, favicons, the smart banner on phones, the
 * department menu, the store selector, the location selector per country, the footer's FAQ
 * link, cart count and login entry, and the dataLayer's page names. Texts are the shopper's.
 */
const tenantOf = (site: string) => TENANTS.find((t) => t.pathPrefix === site)!;
const LISTING = '/fierro-cl/category/cat101/herramientas/';

test('the cookie-policy notice shows on Brazil only, in Portuguese, until accepted', async ({
  page,
}) => {
  await page.goto('/fierro-cl/');
  await hydrated(page.getByRole('combobox', { name: 'Buscar productos' }));
  await expect(page.getByRole('region', { name: /cookies/ })).toHaveCount(0);

  await page.goto('/fierro-br/');
  const notice = page.getByRole('region', { name: /Usamos cookies para melhorar/ });
  await expect(notice).toBeVisible();
  await (await hydrated(notice.getByRole('button', { name: 'Aceitar' }))).click();
  await expect(notice).toHaveCount(0);
  await page.reload();
  await hydrated(page.getByRole('combobox', { name: 'Buscar produtos' }));
  await expect(page.getByRole('region', { name: /Usamos cookies/ })).toHaveCount(0);
});

test('back-to-top past 50 px and the sticky search header past 60 px', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 700 });
  await page.goto(LISTING);
  const header = page.locator('header[data-sticky]');
  await hydrated(page.getByRole('combobox', { name: 'Buscar productos' }));
  const toTop = page.getByRole('button', { name: 'Volver arriba' });
  const scrollTo = (y: number) =>
    page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), y);

  await scrollTo(50);
  await expect(toTop).toHaveCount(0);
  await expect(header).toHaveAttribute('data-sticky', 'false');
  await scrollTo(55);
  await expect(toTop).toBeVisible();
  await expect(header).toHaveAttribute('data-sticky', 'false');
  await scrollTo(61);
  await expect(header).toHaveAttribute('data-sticky', 'true');
  await expect(header).toBeInViewport();

  await scrollTo(2000);
  await toTop.click();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await expect(toTop).toHaveCount(0);
});

test('under 320 px the fallback message replaces the shop', async ({ page }) => {
  await page.setViewportSize({ width: 319, height: 700 });
  await page.goto('/fierro-cl/');
  await expect(page.getByText('Tu pantalla es muy angosta')).toBeVisible();
  await expect(page.locator('header')).toBeHidden();
  await page.setViewportSize({ width: 320, height: 700 });
  await expect(page.getByText('Tu pantalla es muy angosta')).toBeHidden();
  await expect(page.locator('header')).toBeVisible();
});

for (const [site, icon] of [
  ['fierro-cl', '/favicon.ico'],
  ['fierro-homy', '/favicon-homy.ico'],
] as const) {
  test(`${site}: favicon ${icon}`, async ({ page }) => {
    await page.goto(`/${site}/`);
    await expect(page.locator('link[rel="icon"]').first()).toHaveAttribute(
      'href',
      new RegExp(`^${icon}`),
    );
  });
}

test('the app smart banner shows on a phone and closes; not on a desktop', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 800 });
  await page.goto('/fierro-cl/');
  const banner = page.locator('aside[data-smart-banner]');
  await expect(banner).toBeVisible();
  await (await hydrated(banner.getByRole('button', { name: 'Cerrar aviso de la app' }))).click();
  await expect(banner).toHaveCount(0);
  // Closed for the session: the cached page still has it, hydration removes it.
  await page.reload();
  await hydrated(page.getByRole('combobox', { name: 'Buscar productos' }));
  await expect(page.locator('aside[data-smart-banner]')).toHaveCount(0);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/fierro-pe/');
  await expect(page.locator('aside[data-smart-banner]')).toBeHidden();
});

test('the department menu lists the departments and opens one', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/fierro-cl/');
  const menu = page.getByRole('navigation', { name: 'Categorías' });
  await menu.getByText('Categorías', { exact: true }).click();
  const first = menu.getByRole('link').first();
  await expect(first).toBeVisible();
  await first.click();
  await expect(page).toHaveURL(/\/fierro-cl\/category\/cat\d+\/[a-z0-9-]+\/$/);
});

test('the store selector saves "my store" for pickup', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/fierro-cl/');
  const opener = await hydrated(page.getByRole('button', { name: 'Mi tienda' }));
  await opener.click();
  const list = page.locator(`[id="${await opener.getAttribute('aria-controls')}"]`);
  const store = list.locator('button[aria-pressed]').first();
  await expect(store).toBeVisible();
  const name = (await store.locator('span').first().textContent()) ?? '';
  await store.click();
  await expect(page.locator('[data-toast]').filter({ hasText: 'Tienda guardada' })).toBeVisible();
  await expect(page.getByRole('button', { name, exact: true })).toBeVisible();
});

for (const [site, fields] of [
  ['fierro-cl', ['Región', 'Comuna']],
  ['homecenter-co', ['Departamento', 'Ciudad']],
  ['fierro-pe', ['Departamento', 'Provincia', 'Distrito']],
  ['fierro-mx', ['Código postal']],
  ['fierro-br', ['CEP']],
] as const) {
  test(`${site}: the location selector asks ${fields.join(', ')}`, async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(`/${site}/`);
    const open = page.locator('nav button[aria-haspopup="dialog"]');
    await (await hydrated(open)).click();
    const dialog = page.getByRole('dialog');
    for (const label of fields)
      await expect(dialog.getByLabel(label, { exact: true })).toBeVisible();
    await dialog
      .getByRole('button', { name: tenantOf(site).lang === 'pr' ? 'Fechar' : 'Cerrar' })
      .click();
    await expect(dialog).toBeHidden();
  });
}

test('fierro-br: a CEP no place has is said beside the field; one pasted with spaces is found', async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 800 });
  await page.goto('/fierro-br/');
  const open = page.locator('nav button[aria-haspopup="dialog"]');
  await (await hydrated(open)).click();
  const dialog = page.getByRole('dialog');
  const cep = dialog.getByLabel('CEP', { exact: true });
  // Not "try again" in a toast: trying again cannot find it. Saved with the button, the focus
  // comes back to the field, which says why.
  await cep.fill('99999-999');
  await dialog.getByRole('button', { name: 'Salvar localização' }).click();
  await expect(cep).toHaveAttribute('aria-invalid', 'true');
  await expect(cep).toBeFocused();
  await expect(cep).toHaveAccessibleDescription('Não encontramos esse CEP. Confira os números.');
  await expect(dialog).toBeVisible();
  await cep.fill(' 01129 474 ');
  await expect(cep).toHaveAttribute('aria-invalid', 'false');
  await cep.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(open).toContainText('01129-474');
});

test('fierro-uy: a department without cities is a whole location; one with cities asks for its city', async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 800 });
  await page.goto('/fierro-uy/');
  const open = page.locator('nav button[aria-haspopup="dialog"]');
  await (await hydrated(open)).click();
  const dialog = page.getByRole('dialog');
  const department = dialog.getByLabel('Departamento', { exact: true });
  const save = dialog.getByRole('button', { name: 'Guardar ubicación' });
  // Canelones has cities: its city is asked before the location can be saved.
  await department.selectOption({ label: 'Canelones' });
  await expect(dialog.getByLabel('Ciudad', { exact: true })).toBeEnabled();
  await expect(save).toBeDisabled();
  // Artigas has none in the data: no city is asked, and it saves as the location.
  await department.selectOption({ label: 'Artigas' });
  await expect(dialog.getByLabel('Ciudad', { exact: true })).toHaveCount(0);
  await expect(save).toBeEnabled();
  await save.click();
  await expect(dialog).toBeHidden();
  await expect(open).toContainText('Artigas');
});

test("header cart count and login entry; footer FAQ link from the registry's config", async ({
  page,
}) => {
  await page.goto('/fierro-cl/');
  // Read after load (the cached page carries no cart): a new visitor's is empty.
  await expect(page.getByRole('link', { name: /Carro, vacío/ })).toBeVisible();
  await expect(
    page.locator('header').getByRole('button', { name: 'Ingresa', exact: true }),
  ).toBeVisible();
  await expect(
    page.locator('footer').getByRole('link', { name: 'Preguntas frecuentes' }),
  ).toHaveAttribute('href', tenantOf('fierro-cl').links.faq);
});

async function pageNames(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    ((window as unknown as { dataLayer?: { event: string; pageName?: string }[] }).dataLayer ?? [])
      .filter((e) => e.event === 'pageView')
      .map((e) => e.pageName ?? ''),
  );
}

test('the dataLayer gets a pageView with the page name of each route', async ({ page }) => {
  await page.goto('/fierro-cl/');
  await expect.poll(() => pageNames(page)).toEqual(['home']);
  const department = page.locator('section[aria-labelledby="home-departments"] a').first();
  await (await hydrated(department)).click();
  await expect(page).toHaveURL(/\/category\//);
  await expect.poll(() => pageNames(page)).toEqual(['home', 'category']);
});

test('the no-result page shows the merchandiser content', async ({ page }) => {
  await page.goto('/fierro-cl/no-search-result/?Ntt=zzqxjvw');
  await expect(page.locator('[data-no-result-banner]').first()).toContainText(
    'No encontramos lo que buscas',
  );
});

test('a collection has its own route with its products', async ({ page }) => {
  // The seed's first collection of Chile (site index 1).
  await page.goto('/fierro-cl/collection/col101/coleccion/');
  await expect(page.getByRole('heading', { level: 1 })).not.toBeEmpty();
  await expect(page.locator('main article[data-product-id]').first()).toBeVisible();
});

for (const t of TENANTS) {
  test(`${t.pathPrefix}: home head has the locale, title, description, canonical, hreflang and JSON-LD`, async ({
    request,
  }) => {
    const html = await (await request.get(`/${t.pathPrefix}/`)).text();
    expect(html).toContain(`<html lang="${t.locale}"`);
    expect(html).toMatch(new RegExp(`<title>${t.siteName} \\| [^<]+</title>`));
    expect(html).toMatch(/<meta name="description" content="[^"]{20,}"/);
    expect(html).toContain(`<link rel="canonical" href="${t.seoDomain}/${t.pathPrefix}/"`);
    // hreflang to itself (React writes the attribute as hrefLang; HTML ignores the case).
    if (!t.businessOnly)
      expect(html.toLowerCase()).toContain(
        `<link rel="alternate" hreflang="${t.locale}" href="${t.seoDomain}/${t.pathPrefix}/"`.toLowerCase(),
      );
    for (const type of ['"Organization"', '"WebSite"', '"SearchAction"'])
      expect(html).toContain(`"@type":${type}`);
  });
}

test("a site's sitemap lists its home and departments on its SEO domain", async ({ request }) => {
  const res = await request.get('/fierro-cl/sitemap.xml');
  expect(res.headers()['content-type']).toContain('application/xml');
  const xml = await res.text();
  expect(xml).toContain('<loc>https://www.fierro.cl/fierro-cl/</loc>');
  expect(xml).toMatch(
    /<loc>https:\/\/www\.fierro\.cl\/fierro-cl\/category\/cat\d+\/[a-z0-9-]+\/<\/loc>/,
  );
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toContain('Sitemap: https://www.fierro.cl/fierro-cl/sitemap.xml');
});

test("a listing's title and canonical come from commerce, not from a mistyped slug", async ({
  request,
}) => {
  const html = await (await request.get('/fierro-cl/category/cat101/herramientaz/')).text();
  expect(html).toContain('<title>Herramientas | Fierro Chile</title>');
  expect(html).toContain(
    '<link rel="canonical" href="https://www.fierro.cl/fierro-cl/category/cat101/herramientas/"',
  );
});

test('every site fits a 360 px phone: the header row scrolls no page sideways, Portuguese included', async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 800 });
  const wide: string[] = [];
  for (const t of TENANTS) {
    await page.goto(`/${t.pathPrefix}/`);
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    if (width > 360) wide.push(`${t.pathPrefix} ${width}`);
  }
  // A search's and a listing's sort and filter row too (the sort's longest option was 6 px over).
  for (const path of ['/fierro-cl/search/?Ntt=taladro', '/fierro-br/search/?Ntt=furadeira']) {
    await page.goto(path);
    await expect(page.locator('main h1')).toBeVisible();
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    if (width > 360) wide.push(`${path} ${width}`);
  }
  expect(wide).toEqual([]);
});
