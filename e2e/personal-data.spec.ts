import { type BrowserContext, expect, type Page, test } from '@playwright/test';
import { signIn } from './session';
import { siteCookie } from './site-cookie';

/**
 * No cached page carries one shopper's data to another (issue 24). Two shoppers of one site sign
 * in side by side, each with a cart of their own, and open the same pages one after the other
 * (the second visit of each page is a page-cache hit when the page is cached): neither page's
 * HTML, as the server sent it or as the browser shows it, holds the other's name, e-mail or cart.
 */
const commerce = () => process.env.E2E_COMMERCE_URL ?? 'http://127.0.0.1:4310';
const SITE = 'fierro-cl';
const CL_DRILL = '1000030';
const CL_BULB = '1000050';

async function api(path: string, body: unknown, headers: Record<string, string> = {}) {
  const res = await fetch(`${commerce()}${path}`, {
    method: 'POST',
    // A shopper's own address (commerce trusts this machine's forwarded header in the e2e
    // stack): registrations are limited per address, and every journey runs from 127.0.0.1.
    headers: {
      'content-type': 'application/json',
      'tenant-b2b': 'cl',
      'x-forwarded-for': `203.0.113.${1 + Math.floor(Math.random() * 250)}`,
      ...headers,
    },
    body: JSON.stringify(body),
  });
  const json = (await res.json()) as Record<string, unknown>;
  if (!res.ok) throw new Error(`${path}: ${res.status} ${JSON.stringify(json)}`);
  return json;
}

interface Shopper {
  email: string;
  firstName: string;
  lastName: string;
  sku: string;
  quantity: number;
  context: BrowserContext;
  page: Page;
}

async function sessionOf(context: BrowserContext) {
  const cookies = await context.cookies();
  return cookies.find((c) => c.name === 'sessionId')?.value as string;
}

/** The shopper's own cart, made through the API with their session. */
async function fillCart(shopper: Shopper) {
  const auth = { authorization: await sessionOf(shopper.context) };
  const cart = (await api('/checkout/v1/carts', { siteId: 'socl' }, auth)) as {
    cartId: string;
    version: number;
  };
  await api(
    `/checkout/v1/carts/${cart.cartId}/lines`,
    { skuId: shopper.sku, quantity: shopper.quantity },
    { ...auth, 'if-match': `"${cart.version}"` },
  );
  const url = test.info().project.use.baseURL as string;
  await shopper.context.addCookies([siteCookie(url, SITE, 'cartId', cart.cartId)]);
}

const PAGES = [
  `/${SITE}/`,
  `/${SITE}/search/?Ntt=taladro`,
  `/${SITE}/category/cat101/herramientas/`,
  `/${SITE}/product/10000003/x/`,
  `/${SITE}/cart/`,
];

test('two signed-in shoppers never see each other in any page', async ({ browser }) => {
  test.setTimeout(240_000);
  const stamp = Date.now();
  // Two new shoppers (a demo account may already hold a cart from another journey).
  const people = [
    { first: 'Zenobia', last: 'Quintanilla', sku: CL_DRILL, quantity: 3 },
    { first: 'Eulalio', last: 'Barrientos', sku: CL_BULB, quantity: 7 },
  ].map((p) => ({
    email: `${p.first.toLowerCase()}.${stamp}@example.cl`,
    firstName: p.first,
    lastName: `${p.last}${stamp % 1000}`,
    sku: p.sku,
    quantity: p.quantity,
  }));
  for (const who of people) {
    await api('/myaccount/v3/users', {
      email: who.email,
      firstName: who.firstName,
      lastName: who.lastName,
      document: '11.111.111-1',
      phone: '+56 9 5555 1234',
      password: 'Fierro2026',
      acceptTerms: true,
    });
  }
  const shoppers: Shopper[] = [];
  for (const who of people) {
    const context = await browser.newContext();
    const page = await context.newPage();
    await signIn(page, SITE, who.email);
    await page.waitForURL(`**/${SITE}/`);
    const shopper = { ...who, context, page };
    await fillCart(shopper);
    shoppers.push(shopper);
  }
  try {
    for (const path of PAGES) {
      // One after the other, so the second is served whatever the first left in any cache.
      for (const [i, me] of shoppers.entries()) {
        const them = shoppers[1 - i] as Shopper;
        const sent = await (await me.context.request.get(path)).text();
        await me.page.goto(path);
        await me.page.waitForLoadState('networkidle');
        const shown = await me.page.content();
        for (const html of [sent, shown]) {
          expect(html, `${me.email} on ${path}`).not.toContain(them.email);
          expect(html, `${me.email} on ${path}`).not.toContain(them.firstName);
          if (them.lastName) expect(html, `${me.email} on ${path}`).not.toContain(them.lastName);
        }
        // The header's count is the shopper's own cart.
        const count = me.page.locator('header [data-slot="cart"]').first();
        await expect(count).toHaveAttribute('data-count', String(me.quantity));
      }
    }
    // Each cart page lists its owner's line only.
    for (const [i, me] of shoppers.entries()) {
      const them = shoppers[1 - i] as Shopper;
      await me.page.goto(`/${SITE}/cart/`);
      await expect(me.page.locator(`[data-sku="${me.sku}"]`).first()).toBeVisible();
      await expect(me.page.locator(`[data-sku="${them.sku}"]`)).toHaveCount(0);
    }
  } finally {
    for (const s of shoppers) await s.context.close();
  }
});
