import { getTenantByPathPrefix } from '@fierro/tenants';
import { expect, type Page, test } from '@playwright/test';
import { axeScan } from './axe';
import { hydrated } from './hydration';
import { E2E_COMMERCE_PORT } from './playwright.config';
import { siteCookie } from './site-cookie';

/**
 * Product page journeys (issue 7) on the seeded stack, on Chile, Peru, Brazil and Colombia. The
 * anchor products (packages/db seed/anchors.ts) are the same on every site: product 1 a tile,
 * 2 a paint with colour and size, 3 a power tool; their ids start with the site's index.
 */
const commerce = () => process.env.E2E_COMMERCE_URL ?? `http://127.0.0.1:${E2E_COMMERCE_PORT}`;

const SITES = [
  { site: 'fierro-cl', siteId: 'socl', index: 1 },
  { site: 'fierro-pe', siteId: 'sope', index: 7 },
  { site: 'fierro-br', siteId: 'sobr', index: 6 },
  { site: 'homecenter-co', siteId: 'soco', index: 3 },
] as const;

const anchorId = (index: number, n: number) => `${index}${String(n).padStart(7, '0')}`;
const tenantOf = (site: string) => getTenantByPathPrefix(site)!;
const pt = (site: string) => tenantOf(site).lang === 'pr';
const es = (site: string, esText: string, ptText: string) => (pt(site) ? ptText : esText);

/** Reads a number entry the way the page prints it (1.234,5 or 1,234.5). */
const num = (text: string) => {
  const t = text.replace(/[^\d.,]/g, '');
  const last = Math.max(t.lastIndexOf('.'), t.lastIndexOf(','));
  if (last < 0) return Number(t);
  // A group of exactly three digits after the last mark is a thousands group.
  if (last >= 0 && t.length - last - 1 === 3) return Number(t.replace(/[.,]/g, ''));
  return Number(`${t.slice(0, Math.max(last, 0)).replace(/[.,]/g, '')}.${t.slice(last + 1)}`);
};

/** Tab until the element has focus (keyboard only), at most `max` presses. */
async function tabTo(page: Page, selector: ReturnType<Page['locator']>, max = 80) {
  for (let i = 0; i < max; i++) {
    if (await selector.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error('could not reach the element with Tab');
}

/** A location of the site whose zone has a store with stock of the SKU: the cookies it sets. */
async function locationWithStock(page: Page, siteId: string, skuId: string) {
  const api = page.request;
  // Breadth-first over the site's location tree (bounded): stock sits in a few stores per SKU, so
  // the first locations of the tree may all be in zones without it.
  type Node = { id: string; hasChildren: boolean };
  const childrenOf = async (parentId?: string) =>
    (
      (await (
        await api.get(
          `${commerce()}/geo/v1/${siteId}/children${parentId ? `?parentId=${parentId}` : ''}`,
        )
      ).json()) as { items: Node[] }
    ).items;
  const leaves: string[] = [];
  const queue: Node[] = await childrenOf();
  while (queue.length > 0 && leaves.length < 400) {
    const node = queue.shift()!;
    leaves.push(node.id);
    if (node.hasChildren) queue.push(...(await childrenOf(node.id)));
  }
  for (const leaf of leaves) {
    const loc = await (
      await api.get(`${commerce()}/geo/v1/${siteId}/location?locationId=${leaf}`)
    ).json();
    if (!loc.zoneId) continue;
    const zf = await (
      await api.get(
        `${commerce()}/product/v1/${siteId}/zone-facility?variantId=${skuId}&zoneId=${loc.zoneId}`,
      )
    ).json();
    const stores = (zf.facilities ?? []).filter(
      (f: { kind: string; quantity: number }) => f.kind === 'STORE' && f.quantity > 0,
    );
    if (stores.length > 0) {
      return {
        priceGroup: loc.priceGroup as string,
        zoneId: loc.zoneId as string,
        label: leaf,
        stores,
      };
    }
  }
  throw new Error(`no location with stock for ${skuId} on ${siteId}`);
}

async function setLocation(
  page: Page,
  site: string,
  loc: { priceGroup: string; zoneId: string; label: string },
) {
  const url = new URL(page.url()).origin;
  await page
    .context()
    .addCookies([
      siteCookie(url, site, tenantOf(site).priceGroupCookieName, loc.priceGroup),
      siteCookie(url, site, 'zoneId', loc.zoneId),
      siteCookie(url, site, 'usrLocationLabel', loc.label),
    ]);
}

for (const { site, siteId, index } of SITES) {
  test.describe(site, () => {
    test('open from a listing, switch colour and size, prices, availability, paint calculator', async ({
      page,
    }) => {
      const paintId = anchorId(index, 2);
      await page.goto(
        `/${site}/search/?Ntt=${encodeURIComponent(es(site, 'Pintura látex lavable mate', 'Tinta acrílica lavável fosca'))}`,
      );
      const card = page
        .locator(`main article[data-product-id="${paintId}"]`)
        .getByRole('link')
        .first();
      await card.click();
      await expect(page).toHaveURL(new RegExp(`/${site}/product/${paintId}/[^/]+/`));
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      const article = page.locator(`article[data-sku][data-product-id="${paintId}"]`);

      // Colour and size: the URL's SKU follows the choice.
      const sizes = page.locator('[data-picker="size"] a');
      const colours = page.locator('[data-picker="color"] a');
      await expect(colours).toHaveCount(2);
      await expect(sizes).toHaveCount(2);
      await expect(page.locator('[data-picker="size"] legend')).toContainText(
        tenantOf(site).sizeLabel,
      );
      // Follow a picker link: the page and the URL carry its SKU.
      const choose = async (links: typeof sizes) => {
        const link = links.locator(':scope:not([aria-current])').first();
        const target = /\/(\w+)\/$/.exec((await link.getAttribute('href')) ?? '')![1]!;
        await link.click();
        await expect(page).toHaveURL(new RegExp(`/${target}/$`));
        await expect(page.locator(`article[data-sku="${target}"]`)).toBeVisible();
        return target;
      };
      const first = await article.first().getAttribute('data-sku');
      const afterColour = await choose(colours);
      expect(afterColour).not.toBe(first);
      const sku = await choose(sizes);
      expect(sku).not.toBe(afterColour);
      // The router keeps earlier pages hidden in the DOM: start clean from the chosen URL.
      await page.reload();

      // Each price type the SKU has is shown with the site's currency.
      const api = await (
        await page.request.get(`${commerce()}/product/v2/${siteId}?productId=${paintId}`)
      ).json();
      const variant = api.variants.find((v: { skuId: string }) => v.skuId === sku);
      const symbol = tenantOf(site).currencies[0]!.symbol;
      const shown = page.locator('section[data-prices] [data-price-type]');
      expect(await shown.count()).toBeGreaterThan(0);
      for (const text of await shown.allTextContents()) expect(text).toContain(symbol);
      // Every price commerce answered for the variant: paid, crossed out, bundle prices.
      const { pricing } = variant;
      for (const f of [pricing.paid, pricing.reference, ...pricing.bundles]) {
        if (f) {
          await expect(
            page.locator(`section[data-prices] [data-price-type="${f.type}"]`).first(),
          ).toBeVisible();
        }
      }

      // No location: a clear prompt.
      await expect(page.locator('[data-availability="none"]')).toContainText(
        es(site, 'Elige tu ubicación', 'Escolha sua localização'),
      );

      // With a location whose zone has stock: delivery date (where offered) and stores with stock.
      const loc = await locationWithStock(page, siteId, sku);
      await setLocation(page, site, loc);
      await page.reload();
      const availability = page.locator('[data-availability="zone"]');
      await expect(availability).toBeVisible();
      if (tenantOf(site).deliveryMethods.includes('homeDelivery')) {
        await expect(availability.locator('[data-delivery-date]').first()).toBeVisible();
      }
      const storesButton = availability.getByRole('button', {
        name: es(site, 'Ver stock en tiendas', 'Ver estoque nas lojas'),
      });
      await tabTo(page, storesButton);
      await page.keyboard.press('Enter');
      const storesDialog = page.locator('dialog[data-modal="buy-at-store"]');
      await expect(storesDialog).toBeVisible();
      await expect(storesDialog.locator('[data-store]')).toHaveCount(loc.stores.length);
      const box = await storesDialog.boundingBox();
      expect(box!.width).toBeLessThanOrEqual(950);
      await page.keyboard.press('Escape');
      await expect(storesDialog).toBeHidden();
      await expect(storesButton).toBeFocused();

      // Paint calculator with the keyboard only: area, coats, yield → litres and cans.
      const opener = page.getByRole('button', {
        name: es(site, 'Calcula cuánta pintura necesitas', 'Calcule quanta tinta você precisa'),
      });
      await tabTo(page, opener);
      await page.keyboard.press('Enter');
      const dialog = page.locator('dialog[data-modal="paint-calculator"]');
      await expect(dialog).toBeVisible();
      await expect(dialog).toHaveAccessibleName(
        es(site, 'Calculadora de pintura', 'Calculadora de tinta'),
      );
      await page.keyboard.type('35,5'); // the area field has focus
      await page.keyboard.press('Tab'); // coats
      await page.keyboard.press('Control+A');
      await page.keyboard.type('3');
      const yieldValue = num(
        await dialog
          .getByLabel(es(site, 'Rendimiento', 'Rendimento'), { exact: false })
          .inputValue(),
      );
      const result = dialog.locator('[data-result="paint"]');
      const litres = Math.ceil(((35.5 * 3) / yieldValue) * 100) / 100;
      await expect(result).toContainText(
        new Intl.NumberFormat(tenantOf(site).locale, { maximumFractionDigits: 2 }).format(litres),
      );
      // The mobile info modal inside it (460 px), then Escape twice back to the page.
      const info = dialog.getByRole('button', {
        name: es(site, '¿Cómo se calcula?', 'Como é calculado?'),
      });
      await tabTo(page, info);
      await page.keyboard.press('Enter');
      const infoDialog = page.locator('dialog[data-modal="paint-info"]');
      await expect(infoDialog).toBeVisible();
      expect((await infoDialog.boundingBox())!.width).toBeLessThanOrEqual(460);
      // Focus stays inside the dialog when tabbing past its last control.
      await page.keyboard.press('Tab');
      await page.keyboard.press('Tab');
      expect(await infoDialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
      await page.keyboard.press('Escape');
      await expect(infoDialog).toBeHidden();
      await expect(info).toBeFocused();
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await expect(opener).toBeFocused();
    });

    test('tile: m² to boxes with the keyboard, m² and box prices, guide link', async ({ page }) => {
      const tileId = anchorId(index, 1);
      await page.goto(`/${site}/product/${tileId}/x/`);
      await expect(page).not.toHaveURL(/\/x\/$/); // canonical slug
      const calc = page.locator('[data-calculator="boxes"]');
      await expect(calc).toBeVisible();
      const coverage = num((await calc.locator('p').first().textContent()) ?? '');
      expect(coverage).toBeGreaterThan(0);
      const area = calc.getByLabel(es(site, 'Superficie a cubrir', 'Área a cobrir'), {
        exact: false,
      });
      await tabTo(page, area);
      await page.keyboard.type('20,5');
      const boxes = Math.ceil(Math.round(20.5 * 1.1 * 100) / 100 / coverage - 1e-9);
      await expect(calc.locator('[data-result="boxes"] strong')).toHaveText(
        new RegExp(`^${boxes} ${es(site, 'cajas?', 'caixas?')}$`),
      );
      // The boxes go to the buy box, whose add to cart then has the focus.
      await calc
        .getByRole('button', { name: `Usar ${boxes} ${es(site, 'cajas', 'caixas')}` })
        .click();
      await expect(page.locator('[data-buy-box] input[name="quantity"]')).toHaveValue(
        String(boxes),
      );
      await expect(page.locator('[data-buy-box] button[type="submit"]')).toBeFocused();
      await expect(page.locator('[data-buy-box]')).toContainText(
        es(site, 'Máximo 9999 cajas', 'Máximo 9999 caixas'),
      );
      await expect(page.locator('section[data-prices] [data-price-type="M2"]')).toContainText('m²');
      await expect(
        calc.getByRole('link', { name: es(site, 'Guía de cálculo', 'Guia de cálculo') }),
      ).toHaveAttribute('href', tenantOf(site).links.calculationGuide);
    });

    test('wrong slug is a 308 to the canonical URL; unknown product and SKU are 404', async ({
      page,
    }) => {
      const drillId = anchorId(index, 3);
      // A real HTTP redirect (the cached page decides before its first byte). queryId is
      // tracking, read in the browser: the canonical URL does not carry it.
      const wrong = await page.request.get(
        `/${site}/product/${drillId}/not-the-slug/?queryId=abc`,
        {
          maxRedirects: 0,
        },
      );
      expect(wrong.status()).toBe(308);
      // Next repeats the cached redirect's Location (the same value twice); either is the target.
      expect(wrong.headers().location?.split(', ')[0]).toMatch(
        new RegExp(`^/${site}/product/${drillId}/[A-Za-z0-9-]+/$`),
      );
      await page.goto(`/${site}/product/${drillId}/not-the-slug/`);
      await expect(page).not.toHaveURL(/not-the-slug/);
      await page.goto(`/${site}/product/${drillId}/`);
      await expect(page).toHaveURL(new RegExp(`/${site}/product/${drillId}/[A-Za-z0-9-]+/$`));
      const notFound = es(site, 'No encontramos esta página', 'Não encontramos esta página');
      for (const path of [
        `/${site}/product/99999999999/nada/`,
        `/${site}/product/${drillId}/x/9999999/`,
      ]) {
        const res = await page.goto(path);
        expect(res?.status(), path).toBe(404);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(notFound);
      }
    });

    for (const width of [360, 1280]) {
      test(`axe at ${width} px: no violations of any impact`, async ({ page }) => {
        await page.setViewportSize({ width, height: 900 });
        await page.goto(`/${site}/product/${anchorId(index, 2)}/x/`);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        const { violations } = await axeScan(page);
        expect(
          violations.map((v) => `${v.id}: ${v.nodes[0]?.target} ${v.nodes[0]?.failureSummary}`),
        ).toEqual([]);
      });
    }
  });
}

const MODAL_RANGE: Record<string, [number, number]> = {
  'home-delivery': [0, 460],
  'click-and-collect': [720, 950],
  'buy-at-store': [720, 950],
  'paint-calculator': [720, 950],
  'paint-info': [0, 460],
};

test('fierro-cl: every modal of the page opens and closes with the keyboard', async ({ page }) => {
  // Chile offers home delivery and pickup: find a location with both and open each modal.
  await page.goto('/fierro-cl/product/10000003/x/');
  const sku = (await page.locator('article[data-sku]').getAttribute('data-sku'))!;
  const loc = await locationWithStock(page, 'socl', sku);
  await setLocation(page, 'fierro-cl', loc);
  await page.reload();
  await expect(page.locator('[data-availability="zone"]')).toBeVisible();
  const openers = page.locator('main button[aria-haspopup="dialog"]');
  const count = await openers.count();
  expect(count).toBeGreaterThan(0);
  for (let i = 0; i < count; i++) {
    const opener = await hydrated(openers.nth(i));
    await tabTo(page, opener, 150);
    await page.keyboard.press('Enter');
    const dialog = page.locator('dialog[open]');
    await expect(dialog).toBeVisible();
    await expect(dialog).toHaveAttribute('aria-labelledby', /.+/);
    // Spec §9 widths at 1280 px: home delivery 460, click and collect (and the store lists) 720-950.
    const name = (await dialog.getAttribute('data-modal')) ?? '';
    const [min, max] = MODAL_RANGE[name] ?? [0, 950];
    const width = (await dialog.boundingBox())!.width;
    expect(width, name).toBeGreaterThanOrEqual(min);
    expect(width, name).toBeLessThanOrEqual(max);
    await page.keyboard.press('Escape');
    await expect(page.locator('dialog[open]')).toHaveCount(0);
    await expect(opener).toBeFocused();
  }
  // The sticky bar appears past its scroll threshold.
  await page.evaluate(() => window.scrollTo(0, 1500));
  await expect(page.locator('[data-sticky-bar="shown"]')).toBeVisible();
});

for (const width of [360, 1280]) {
  test(`fierro-cl at ${width} px: availability arrives inside its skeleton's box (no layout shift)`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/fierro-cl/product/10000003/x/');
    const sku = (await page.locator('article[data-sku]').getAttribute('data-sku'))!;
    await setLocation(page, 'fierro-cl', await locationWithStock(page, 'socl', sku));
    // Hold the availability server action until the skeleton is measured.
    let release = () => {};
    const held = new Promise<void>((r) => {
      release = r;
    });
    await page.route('**/*', async (route) => {
      if (route.request().method() === 'POST' && route.request().headers()['next-action']) {
        await held;
      }
      await route.continue();
    });
    await page.reload();
    const skeleton = page.locator('section[aria-busy="true"]');
    await expect(skeleton).toBeVisible();
    const before = (await skeleton.boundingBox())!;
    const below = page.getByRole('region', { name: 'Garantías y servicios' });
    const belowBefore = (await below.boundingBox())!.y;
    release();
    const answer = page.locator('[data-availability="zone"]');
    await expect(answer).toBeVisible();
    const after = (await answer.boundingBox())!;
    expect(Math.abs(after.y - before.y)).toBeLessThanOrEqual(1);
    expect(after.height).toBeLessThanOrEqual(before.height + 1);
    expect(Math.abs((await below.boundingBox())!.y - belowBefore)).toBeLessThanOrEqual(1);
  });
}
