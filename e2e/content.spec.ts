import { getTenantByPathPrefix } from '@fierro/tenants';
import { expect, test } from '@playwright/test';
import { axeViolations } from './axe';
import { hydrated } from './hydration';

/**
 * Content pages, the m² guide and product videos (issue 19) on the seeded stack: each footer
 * link opens its page in the site's language, the stores directory shows our maps, unknown pages
 * are 404s, the guide is a PDF we serve, and a product video plays in the browser's player by
 * keyboard, decoded frames and all.
 */
const cl = getTenantByPathPrefix('fierro-cl')!;
const br = getTenantByPathPrefix('fierro-br')!;

for (const [tenant, words] of [
  [cl, { faq: 'Preguntas frecuentes', stores: 'Nuestras tiendas', count: / tiendas$/ }],
  [br, { faq: 'Perguntas frequentes', stores: 'Nossas lojas', count: / lojas$/ }],
] as const) {
  const site = tenant.pathPrefix;

  test(`${site}: the footer's pages open in the site's language, cached like the catalogue`, async ({
    page,
  }) => {
    await page.goto(`/${site}/`);
    const footer = page.locator('footer');
    await footer.getByRole('link', { name: words.faq }).click();
    await expect(page).toHaveURL(`${tenant.links.faq}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(words.faq);
    await expect(page).toHaveTitle(new RegExp(`^${words.faq} \\| `));
    // A question opens by keyboard (details/summary).
    const question = page.locator('main details summary').first();
    await question.focus();
    await page.keyboard.press('Enter');
    await expect(page.locator('main details').first()).toHaveAttribute('open', '');
    expect(await axeViolations(page)).toEqual([]);
    for (const key of ['terms', 'privacy', 'about', 'guarantee', 'cmrWithCard', 'cmrWithoutCard']) {
      const href = tenant.links[key as keyof typeof tenant.links];
      const res = await page.request.get(href);
      expect(res.status(), href).toBe(200);
      // Public and cacheable: no session, the same page for everyone.
      expect(res.headers()['cache-control'] ?? '', href).not.toContain('private');
      const html = await res.text();
      expect(html, href).toContain(`lang="${tenant.locale}"`);
      expect(html, href).toMatch(/<h1[^>]*>[^<]{4,}<\/h1>/);
    }
    // The cookie policy is the privacy page's cookie section.
    await page.goto(tenant.links.cookiePolicy);
    await expect(page.locator('#cookies')).toBeVisible();
  });

  test(`${site}: the stores directory lists each store with our map image`, async ({ page }) => {
    await page.goto(tenant.links.stores);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(words.stores);
    await expect(page.locator('[data-stores-directory] [role="status"]')).toHaveText(words.count);
    const stores = page.locator('[data-store-id]');
    expect(await stores.count()).toBeGreaterThan(0);
    const first = stores.first();
    await expect(first.locator('address')).not.toBeEmpty();
    const map = first.locator('img');
    await map.scrollIntoViewIfNeeded();
    await expect
      .poll(() => map.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0);
    expect(await axeViolations(page)).toEqual([]);
    expect(await map.getAttribute('src')).toMatch(
      new RegExp(`^/images/${tenant.siteId}/stores/\\d+-map\\?`),
    );
    // A region of the jump list scrolls to its heading.
    const jump = page.getByRole('navigation').locator('a[href^="#region-"]');
    if ((await jump.count()) > 0) {
      const target = (await jump.first().getAttribute('href'))!;
      await jump.first().click();
      await expect(page).toHaveURL(new RegExp(`${target}$`));
      await expect(page.locator(target)).toBeInViewport();
    }
  });
}

test('unknown content pages and a page under the other section are 404s', async ({ request }) => {
  for (const path of [
    '/fierro-cl/content/no-existe/',
    '/fierro-cl/static/preguntas-frecuentes/',
    '/fierro-cl/content/quienes-somos/',
    '/fierro-cl/files/no-existe.pdf',
  ]) {
    const res = await request.get(path, { maxRedirects: 0 });
    expect(res.status(), path).toBe(404);
  }
});

test('the m² guide is a PDF we serve, per site', async ({ request }) => {
  for (const tenant of [cl, br]) {
    const res = await request.get(tenant.links.calculationGuide);
    expect(res.status()).toBe(200);
    expect(res.headers()['content-type']).toBe('application/pdf');
    expect(res.headers()['cache-control']).toContain('public');
    const body = await res.body();
    expect(body.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    // Revalidates by ETag.
    const again = await request.get(tenant.links.calculationGuide, {
      headers: { 'If-None-Match': res.headers().etag! },
    });
    expect(again.status()).toBe(304);
  }
});

test('fierro-cl: a product video plays by keyboard in the browser player', async ({ page }) => {
  // The tile anchor (packages/db seed/anchors.ts) has the site's measuring video.
  await page.goto('/fierro-cl/product/10000001/');
  const thumb = page.getByRole('button', { name: 'Video', exact: true });
  await (await hydrated(thumb)).click();
  const video = page.locator('video[data-product-video]');
  await expect(video).toHaveAttribute('aria-label', /^Video: /);
  await expect(page.locator('figcaption')).toContainText('Video sin sonido');
  expect(await axeViolations(page)).toEqual([]);
  await video.focus();
  await page.keyboard.press('Space');
  await expect
    .poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime))
    .toBeGreaterThan(0.5);
  const state = await video.evaluate(async (v: HTMLVideoElement) => {
    v.pause();
    v.currentTime = 3.5;
    await new Promise((r) => v.addEventListener('seeked', r, { once: true }));
    const c = document.createElement('canvas');
    c.width = v.videoWidth;
    c.height = v.videoHeight;
    const ctx = c.getContext('2d')!;
    ctx.drawImage(v, 0, 0);
    // Late in the clip the room's floor is tiled: a tile's colour inside the plan.
    const [r, g, b] = ctx.getImageData(60, 70, 1, 1).data;
    const track = v.textTracks[0]!;
    track.mode = 'showing';
    return {
      width: v.videoWidth,
      height: v.videoHeight,
      duration: v.duration,
      pixel: [r, g, b],
      track: [track.kind, track.language],
    };
  });
  expect(state).toMatchObject({ width: 256, height: 144, track: ['captions', 'es'] });
  expect(state.duration).toBeCloseTo(4, 0);
  // #d9c7a6 (the tiles), within the rounding of the 4:2:0 conversion.
  const [r, g, b] = state.pixel as number[];
  expect(Math.abs(r! - 0xd9) + Math.abs(g! - 0xc7) + Math.abs(b! - 0xa6)).toBeLessThan(30);
});
