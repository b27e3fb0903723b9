import { getTenantBySiteId } from '@fierro/tenants';
import { type BrowserContext, expect, type Page, test } from '@playwright/test';
import { axeViolations } from './axe';
import { commerceApi as api } from './commerce-api';
import { hydrated } from './hydration';
import { DEMO_PASSWORD, signIn } from './session';
import { siteCookie } from './site-cookie';

/**
 * Cart journeys (issue 21). Each test makes its own cart through the commerce API (a guest cart
 * is reached by its id alone) and hands it to the browser in the `cartId` cookie, so the tests
 * share nothing and start on the page they prove. The seed's anchor products: the drill (n 3)
 * has an extended warranty and stock in several stores of every site.
 */
const anchorSku = (siteIndex: number, n: number) =>
  `${siteIndex}${String(n * 10).padStart(6, '0')}`;
const anchorProduct = (siteIndex: number, n: number) => `${siteIndex}${String(n).padStart(7, '0')}`;
const CL_DRILL = anchorSku(1, 3);
const CL_BULB = anchorSku(1, 5);

type Cart = {
  cartId: string;
  siteId: string;
  version: number;
  lines: Array<{ lineId: number; skuId: string; quantity: number }>;
};

/** A cart of the site with these lines, made through the API; a session makes it the shopper's. */
async function cartWith(
  siteId: string,
  lines: Array<{ skuId: string; quantity: number }>,
  session?: string,
): Promise<Cart> {
  const auth = session ? { authorization: session } : undefined;
  let cart = (await api('/checkout/v1/carts', {
    method: 'POST',
    body: { siteId },
    headers: auth,
  })) as Cart;
  for (const line of lines) {
    cart = (await api(`/checkout/v1/carts/${cart.cartId}/lines`, {
      method: 'POST',
      body: line,
      headers: { ...auth, 'if-match': `"${cart.version}"` },
    })) as Cart;
  }
  return cart;
}

async function giveCart(context: BrowserContext, page: Page, cart: Cart) {
  const url = new URL(
    page.url() === 'about:blank' ? (test.info().project.use.baseURL as string) : page.url(),
  );
  // Where the cart's site keeps it: the suite's sites share one host (e2e/site-cookie.ts).
  const site = getTenantBySiteId(cart.siteId)!.pathPrefix;
  await context.addCookies([siteCookie(url.origin, site, 'cartId', cart.cartId)]);
}

type Layer = Array<{
  event: string;
  pageName?: string;
  ecommerce?: { items: Array<Record<string, unknown>> };
}>;
const dataLayer = (page: Page) =>
  page.evaluate(
    () => (window as unknown as { dataLayer?: unknown[] }).dataLayer ?? [],
  ) as Promise<Layer>;

const lineOf = (page: Page, sku: string) => page.locator(`li[data-sku="${sku}"]`);

test('Chile: add from a product page, see the header count and the cart', async ({ page }) => {
  await page.goto(`/fierro-cl/product/${anchorProduct(1, 3)}/`);
  const headerCart = page.locator('header a[data-slot="cart"]');
  await expect(headerCart).toHaveAttribute('data-count', '0');
  const add = await hydrated(
    page.locator(`[data-buy-box="${CL_DRILL}"]`).getByRole('button', { name: 'Agregar al carro' }),
  );
  // Spec §5 number entry: `2,0` is two (a number field dropped the comma: twenty).
  await page.locator(`[data-buy-box="${CL_DRILL}"]`).getByLabel('Cantidad').fill('2,0');
  // A slow answer: the button turns busy and a screen reader hears that the add is on its way.
  await page.route('**/fierro-cl/product/**', async (route) => {
    if (route.request().method() === 'POST') await new Promise((r) => setTimeout(r, 1_500));
    await route.continue();
  });
  await add.click();
  await expect(add).toHaveAttribute('aria-busy', 'true');
  await expect(page.locator('[data-adding-status]')).toHaveText('Agregando...');

  const dialog = page.getByRole('dialog', { name: 'Agregaste al carro' });
  await expect(dialog).toBeVisible();
  await expect(page.locator('[data-adding-status]')).toHaveText('');
  await page.unroute('**/fierro-cl/product/**');
  await expect(dialog).toContainText('Taladro percutor 13 mm 650 W');
  await expect(dialog).toContainText('2 unidades');
  await expect(dialog.locator('[data-cart-total]')).toHaveText(/^\$\s?[\d.]+$/);
  await expect(headerCart).toHaveAttribute('data-count', '2');
  await expect(headerCart).toHaveAccessibleName(/Carro.*2 productos/);
  const layer = await dataLayer(page);
  const addedAt = layer.findIndex((e) => e.event === 'add_to_cart');
  expect(layer[addedAt]?.ecommerce?.items).toEqual([
    expect.objectContaining({ item_id: CL_DRILL, quantity: 2, price: expect.any(Number) }),
  ]);
  // The ecommerce object before it is cleared, as GA4 asks (the tag manager merges pushes).
  expect(layer[addedAt - 1]).toEqual({ ecommerce: null });

  // The drill's warranty, offered where it was added: the total moves, the focus stays put.
  const offers = dialog.getByRole('region', { name: 'Protege tu compra' });
  const protect = offers.getByRole('button', {
    name: /^Agregar Garantía extendida 1 año a Taladro/,
  });
  const totalBefore = await dialog.locator('[data-cart-total]').textContent();
  await protect.focus();
  await page.keyboard.press('Enter');
  await expect(offers.locator('[data-added-offers-status]')).toHaveText(
    /^Agregamos Garantía extendida 1 año a tu carro\. Total del carro: \$\s?[\d.]+$/,
  );
  await expect(dialog.locator('[data-cart-total]')).not.toHaveText(totalBefore!);
  const warrantyButton = offers
    .locator('li', { hasText: 'Garantía extendida 1 año' })
    .getByRole('button');
  await expect(warrantyButton).toHaveText(/^\s*En tu carro$/);
  await expect(warrantyButton).toBeFocused();
  await expect
    .poll(async () => (await dataLayer(page)).filter((e) => e.event === 'add_to_cart').length)
    .toBe(2);
  expect(await axeViolations(page, 'dialog[open]')).toEqual([]);

  await dialog.getByRole('link', { name: 'Ir al carro' }).click();
  await expect(page).toHaveURL(/\/fierro-cl\/cart\/$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Carro de compras' })).toBeVisible();
  await expect(page).toHaveTitle('Carro de compras | Fierro Chile');
  await expect(
    lineOf(page, CL_DRILL).getByRole('textbox', { name: /Cantidad de Taladro/ }),
  ).toHaveValue('2');
  await expect(lineOf(page, CL_DRILL).locator('[data-service]')).toContainText(
    'Garantía extendida 1 año × 2',
  );
  await expect(page.locator('[data-summary] [data-total]')).not.toBeEmpty();
  await expect
    .poll(async () => (await dataLayer(page)).map((e) => e.pageName ?? e.event))
    .toEqual(expect.arrayContaining(['cart', 'view_cart']));

  // A cached catalogue page carries no cart: the count comes after load, per shopper.
  await page.goto('/fierro-cl/');
  await expect(page.locator('header a[data-slot="cart"]')).toHaveAttribute('data-count', '2');
});

test("a card's quick add (one SKU) and the add-to-cart error modal", async ({ page }) => {
  await page.goto('/fierro-cl/search/?Ntt=taladro');
  const quick = page.locator('form[data-quick-add]').first();
  const button = await hydrated(quick.getByRole('button', { name: /^Agregar .+ al carro$/ }));
  await button.click();
  const dialog = page.getByRole('dialog', { name: 'Agregaste al carro' });
  await expect(dialog).toContainText('1 unidad');
  await expect(page.locator('header a[data-slot="cart"]')).toHaveAttribute('data-count', '1');
  await dialog.getByRole('button', { name: 'Seguir comprando' }).click();
  await expect(dialog).toBeHidden();
  // Focus is back on the card's button (the one shown: the refresh after the action renders the
  // page anew and may keep the old nodes hidden).
  const shownButton = page
    .locator('form[data-quick-add]')
    .filter({ visible: true })
    .first()
    .getByRole('button', { name: /^Agregar .+ al carro$/ });
  await expect(shownButton).toBeFocused();

  // More than the stock: commerce says no, the error modal says why.
  await page.goto(`/fierro-cl/product/${anchorProduct(1, 3)}/`);
  const box = page.locator(`[data-buy-box="${CL_DRILL}"]`);
  const add = await hydrated(box.getByRole('button', { name: 'Agregar al carro' }));
  await box.getByLabel('Cantidad').fill('9999');
  await add.click();
  const error = page.getByRole('dialog', { name: 'No pudimos agregar el producto' });
  await expect(error).toContainText(/stock/i);
  await error.getByRole('button', { name: 'Cerrar' }).first().click();
  await expect(error).toBeHidden();
  await expect(page.locator('header a[data-slot="cart"]')).toHaveAttribute('data-count', '1');
});

test('two quick adds sent together before any cart exists end in one cart with both', async ({
  page,
  context,
}) => {
  await page.goto('/fierro-cl/search/?Ntt=taladro');
  const forms = page.locator('form[data-quick-add]').filter({ visible: true });
  await expect(forms.nth(1)).toBeVisible();
  await hydrated(forms.nth(1).getByRole('button', { name: /^Agregar .+ al carro$/ }));
  const skus = await forms.evaluateAll((all) =>
    all.slice(0, 2).map((f) => String(new FormData(f as HTMLFormElement).get('skuId'))),
  );
  expect(new Set(skus).size).toBe(2);
  // Both in the same moment, as two fast clicks on two cards, before any cart cookie. Next runs
  // a page's actions one at a time, so both lines reach one cart; the header's count used to go
  // back to 1 in 1 run of 4 (its own count call, started when the first add set the cookie,
  // answered after the second add's count).
  await forms.evaluateAll((all) => {
    for (const f of all.slice(0, 2)) (f as HTMLFormElement).requestSubmit();
  });
  await expect(page.locator('header a[data-slot="cart"]')).toHaveAttribute('data-count', '2');
  const cartId = (await context.cookies()).find((c) => c.name === 'cartId')?.value;
  const cart = (await api(`/checkout/v1/carts/${cartId}`)) as Cart;
  expect(cart.lines.map((l) => l.skuId).sort()).toEqual([...skus].sort());
});

test('ten rapid clicks on + send at most two requests and end at +10', async ({
  page,
  context,
}) => {
  const cart = await cartWith('socl', [{ skuId: CL_DRILL, quantity: 1 }]);
  await giveCart(context, page, cart);
  await page.goto('/fierro-cl/cart/');
  const line = lineOf(page, CL_DRILL);
  const plus = await hydrated(line.getByRole('button', { name: /Sumar una unidad/ }));
  const writes: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST' && r.headers()['next-action']) writes.push(r.url());
  });
  // Ten real clicks in a row, as fast as the browser takes them (a locator click per press would
  // wait for actionability each time, which on a busy machine is not a quick click any more).
  const box = (await plus.boundingBox())!;
  for (let i = 0; i < 10; i++)
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
  const quantity = line.getByRole('textbox', { name: /Cantidad de/ });
  await expect(quantity).toHaveValue('11');
  await expect(line.locator('[data-stepper]')).not.toHaveAttribute('data-pending', /.*/);
  await expect(page.locator('[data-summary]')).toHaveAttribute('aria-busy', 'false');
  // The new total is said once the clicks settled, in the summary's one live region.
  await expect(page.locator('[data-summary-live]')).toHaveText(/^Total: \$\s?[\d.]+$/);
  expect(writes.length).toBeGreaterThanOrEqual(1);
  expect(writes.length).toBeLessThanOrEqual(2);
  await page.reload();
  await expect(lineOf(page, CL_DRILL).getByRole('textbox', { name: /Cantidad de/ })).toHaveValue(
    '11',
  );
});

test('a change whose answer was lost (commerce slow, the network cut) is read back: the line shows what the cart holds', async ({
  page,
  context,
}) => {
  const cart = await cartWith('socl', [{ skuId: CL_DRILL, quantity: 1 }]);
  await giveCart(context, page, cart);
  await page.goto('/fierro-cl/cart/');
  const line = lineOf(page, CL_DRILL);
  const plus = await hydrated(line.getByRole('button', { name: /Sumar una unidad/ }));
  // The first write reaches the server, which carries it out; its answer never comes back.
  let cut = false;
  await page.route('**/fierro-cl/cart/**', async (route) => {
    if (!cut && route.request().method() === 'POST' && route.request().headers()['next-action']) {
      cut = true;
      await route.fetch();
      await route.abort('failed');
      return;
    }
    await route.continue();
  });
  await plus.click();
  await expect(page.getByRole('alert').filter({ hasText: /No pudimos/ })).toBeVisible();
  // Read back a few seconds after: 2, as the cart holds it, not the 1 the failure left.
  const quantity = line.getByRole('textbox', { name: /Cantidad de/ });
  await expect(quantity).toHaveValue('2', { timeout: 15_000 });
  await page.reload();
  await expect(lineOf(page, CL_DRILL).getByRole('textbox', { name: /Cantidad de/ })).toHaveValue(
    '2',
  );
});

test('a refused quantity rolls back with a toast; typed entry takes a comma', async ({
  page,
  context,
}) => {
  const cart = await cartWith('socl', [{ skuId: CL_DRILL, quantity: 1 }]);
  await giveCart(context, page, cart);
  await page.goto('/fierro-cl/cart/');
  const line = lineOf(page, CL_DRILL);
  const quantity = await hydrated(line.getByRole('textbox', { name: /Cantidad de/ }));
  await quantity.fill('3,0');
  await quantity.press('Enter');
  await expect(quantity).toHaveValue('3');
  await expect(page.locator('[data-summary]')).toHaveAttribute('aria-busy', 'false');
  // Digits grouped by threes are thousands (Chile's `1.000`): more than the stock, refused.
  await quantity.fill('1.000');
  await quantity.press('Enter');
  await expect(page.getByRole('alert').filter({ hasText: /stock/ })).toBeVisible();
  await expect(quantity).toHaveValue('3');
  // The refusal says why in its toast and its field; the unchanged total is not said again.
  await expect(page.locator('[data-summary-live]')).toHaveText('');
  await expect(quantity).toHaveAttribute('aria-invalid', 'true');
  await quantity.fill('2,5');
  await quantity.press('Enter');
  await expect(line).toContainText('La cantidad debe ser un número entero');
});

test('choose pickup in store: the store, its stock and the pickup date', async ({
  page,
  context,
}) => {
  const cart = await cartWith('socl', [{ skuId: CL_DRILL, quantity: 1 }]);
  // The cart's place (what the header's location selector sets): stock per store in its zone.
  await api(`/checkout/v1/carts/${cart.cartId}/location`, {
    method: 'PUT',
    body: { locationId: 'CL-13-providencia' },
    headers: { 'if-match': `"${cart.version}"` },
  });
  await giveCart(context, page, cart);
  await page.goto('/fierro-cl/cart/');
  const line = lineOf(page, CL_DRILL);
  const method = await hydrated(line.getByRole('combobox', { name: 'Forma de entrega' }));
  // Browsing the closed select with the arrows does not move the cart at each step; Enter does.
  await method.focus();
  await page.keyboard.press('ArrowDown');
  await page.waitForTimeout(400);
  await expect(line.getByRole('combobox', { name: 'Tienda' })).toHaveCount(0);
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('Enter');
  await expect(method).toHaveValue('homeDelivery');
  await method.selectOption('pickupInStore');
  const store = line.getByRole('combobox', { name: 'Tienda' });
  await expect(store).toBeVisible();
  const options = await store.locator('option').allTextContents();
  const withStock = options.find((o) => /\d+ disponibles?$/.test(o) && !/· 0 /.test(o));
  expect(withStock, options.join(' | ')).toBeTruthy();
  await store.selectOption({ label: withStock! });
  await expect(line.locator('[data-available]')).toContainText(
    /Stock en Fierro .*: \d+ disponibles?/,
  );
  await expect(line.locator('[data-delivery-date]')).toContainText(/Retira (desde|entre)/);
  await page.reload();
  await expect(
    lineOf(page, CL_DRILL).getByRole('combobox', { name: 'Forma de entrega' }),
  ).toHaveValue('pickupInStore');
});

test('a place chosen in the header reprices the cart on screen, without a reload', async ({
  page,
  context,
}) => {
  const cart = await cartWith('socl', [{ skuId: CL_DRILL, quantity: 1 }]);
  await giveCart(context, page, cart);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/fierro-cl/cart/');
  const summary = page.locator('[data-summary]').first();
  await expect(summary).toContainText('Según tu ubicación');
  const open = page.locator('nav button[aria-haspopup="dialog"]');
  await (await hydrated(open)).click();
  const dialog = page.getByRole('dialog');
  await dialog
    .getByLabel('Región', { exact: true })
    .selectOption({ label: 'Metropolitana de Santiago' });
  const comuna = dialog.getByLabel('Comuna', { exact: true });
  await expect(comuna).toBeEnabled();
  await comuna.selectOption({ label: 'Providencia' });
  await dialog.getByRole('button', { name: 'Guardar ubicación' }).click();
  await expect(dialog).toBeHidden();
  // The cart on screen is the one priced for the new place: its delivery is known and dated.
  await expect(summary).not.toContainText('Según tu ubicación');
  await expect(lineOf(page, CL_DRILL).locator('[data-delivery-date]')).toContainText(/Llega/);
});

test("one host, nine sites: a visit to another site keeps this site's cart and session", async ({
  page,
  context,
}) => {
  // A guest's cart on Argentina's site, then a look at Uruguay's: the Argentine cart is still there.
  const ar = await cartWith('soar', [{ skuId: anchorSku(4, 3), quantity: 1 }]);
  await page.goto('/fierro-ar/');
  await giveCart(context, page, ar);
  await page.goto('/fierro-uy/');
  await expect(page.locator('header').getByRole('link', { name: /vacío/ })).toBeVisible();
  await page.goto('/fierro-ar/cart/');
  await expect(lineOf(page, anchorSku(4, 3))).toBeVisible();
  // A shopper signed in on homy who opens Chile's site is still signed in on homy after it.
  await signIn(page, 'fierro-homy', 'persona.homy@fierro.demo');
  await page.waitForURL('**/fierro-homy/');
  await page.goto('/fierro-cl/');
  await expect(
    page.locator('header').getByRole('button', { name: 'Ingresa', exact: true }),
  ).toBeVisible();
  await page.goto('/fierro-homy/');
  await expect(page.locator('header').getByRole('button', { name: 'Mi cuenta' })).toBeVisible();
});

test('add a warranty under its line, then take it away', async ({ page, context }) => {
  const cart = await cartWith('socl', [{ skuId: CL_DRILL, quantity: 2 }]);
  await giveCart(context, page, cart);
  await page.goto('/fierro-cl/cart/');
  const line = lineOf(page, CL_DRILL);
  const total = page.locator('[data-summary] [data-total]');
  const before = await total.textContent();
  const add = await hydrated(
    line.getByRole('button', { name: /^Agregar Garantía extendida 1 año a Taladro/ }),
  );
  await add.click();
  const service = line.locator('[data-service]');
  await expect(service).toContainText('Garantía extendida 1 año × 2');
  await expect(total).not.toHaveText(before!);
  await line.getByRole('button', { name: /^Quitar Garantía extendida/ }).click();
  await expect(service).toHaveCount(0);
  await expect(total).toHaveText(before!);
});

test('a multiple-unit promotion on its line, explained in its modal', async ({ page, context }) => {
  // A 3x2 SKU of the test seed (checked here, so a seed change fails loudly, not silently).
  const sku = '1001100';
  const { promotions } = (await api(`/checkout/v1/promotions?siteId=socl&skuId=${sku}`)) as {
    promotions: Array<{ type: string; title: string }>;
  };
  expect(promotions).toContainEqual(expect.objectContaining({ type: 'MULTI_UNIT', title: '3x2' }));
  const cart = await cartWith('socl', [{ skuId: sku, quantity: 3 }]);
  await giveCart(context, page, cart);
  await page.goto('/fierro-cl/cart/');
  const line = lineOf(page, sku);
  await expect(line.locator('[data-promotion]')).toContainText(/3x2: \$\s?[\d.]+ de descuento/);
  const open = await hydrated(line.getByRole('button', { name: 'Ver promoción 3x2' }));
  await open.click();
  const dialog = page.getByRole('dialog', { name: 'Promoción 3x2' });
  await expect(dialog).toContainText('Lleva 3 y paga 2');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(open).toBeFocused();
});

test('remove a line and undo it', async ({ page, context }) => {
  const cart = await cartWith('socl', [
    { skuId: CL_DRILL, quantity: 2 },
    { skuId: CL_BULB, quantity: 1 },
  ]);
  await giveCart(context, page, cart);
  await page.goto('/fierro-cl/cart/');
  const remove = await hydrated(
    lineOf(page, CL_DRILL).getByRole('button', { name: /^Eliminar Taladro/ }),
  );
  // By keyboard: the removed line's button goes away, and focus goes to the undo offer.
  await remove.focus();
  await page.keyboard.press('Enter');
  await expect(lineOf(page, CL_DRILL)).toHaveCount(0);
  const undo = page.locator('[data-undo]');
  await expect(undo).toContainText('Eliminaste Taladro');
  await expect(undo.getByRole('button', { name: 'Deshacer' })).toBeFocused();
  expect((await dataLayer(page)).some((e) => e.event === 'remove_from_cart')).toBe(true);
  // Undone: focus is on the line that came back.
  await page.keyboard.press('Enter');
  const quantity = lineOf(page, CL_DRILL).getByRole('textbox', { name: /Cantidad de/ });
  await expect(quantity).toHaveValue('2');
  await expect(quantity).toBeFocused();
  // Announced once: the toast sits in one live region and carries no role of its own.
  const toast = page.locator('[data-toast="success"]');
  await expect(toast).toContainText('Taladro');
  await expect(toast).not.toHaveAttribute('role', /./);
});

test('removing the last line still offers its undo, which puts it back', async ({
  page,
  context,
}) => {
  const cart = await cartWith('socl', [{ skuId: CL_DRILL, quantity: 2 }]);
  await giveCart(context, page, cart);
  await page.goto('/fierro-cl/cart/');
  await (
    await hydrated(lineOf(page, CL_DRILL).getByRole('button', { name: /^Eliminar Taladro/ }))
  ).click();
  await expect(page.locator('[data-cart-empty]')).toBeVisible();
  const undo = page.getByRole('button', { name: 'Deshacer' });
  await expect(undo).toBeVisible();
  await undo.click();
  await expect(lineOf(page, CL_DRILL).getByRole('textbox', { name: /Cantidad de/ })).toHaveValue(
    '2',
  );
});

test('a cart gone meanwhile (bought on another device, expired): the page says so and shows what is true', async ({
  page,
  context,
}) => {
  const cart = await cartWith('socl', [{ skuId: CL_DRILL, quantity: 2 }]);
  await giveCart(context, page, cart);
  await page.goto('/fierro-cl/cart/');
  const plus = await hydrated(
    lineOf(page, CL_DRILL).getByRole('button', { name: /Sumar una unidad/ }),
  );
  // The tab's cart is no longer the shopper's (its cookie now names one commerce does not have).
  await giveCart(context, page, { ...cart, cartId: '00000000-0000-4000-8000-000000000000' });
  await plus.click();
  await expect(page.locator('[data-toast="error"]')).toContainText(
    'Tu carro ya no está disponible: puede que se haya comprado o haya expirado.',
  );
  // Not the stale line, quantity and total: the cart as it is now.
  await expect(page.locator('[data-cart-empty]')).toBeVisible();
  await expect(lineOf(page, CL_DRILL)).toHaveCount(0);
});

test('the buy box refuses a typed 0 or 10000 with the cart’s message, as without JavaScript', async ({
  page,
}) => {
  await page.goto(`/fierro-cl/product/${anchorProduct(1, 3)}/`);
  const box = page.locator(`[data-buy-box="${CL_DRILL}"]`);
  const add = await hydrated(box.getByRole('button', { name: 'Agregar al carro' }));
  const quantity = box.getByLabel('Cantidad');
  for (const typed of ['0', '10000']) {
    await quantity.fill(typed);
    // Kept as typed (it was turned into 1 or 9999 and added without a word).
    await expect(quantity).toHaveValue(typed);
    await expect(quantity).toHaveAttribute('aria-invalid', 'true');
    await expect(box).toContainText('La cantidad debe ser un número entero entre 1 y 9999.');
  }
  await add.click();
  const error = page.getByRole('dialog', { name: 'No pudimos agregar el producto' });
  await expect(error).toContainText('La cantidad debe ser un número entero entre 1 y 9999.');
  await error.getByRole('button', { name: 'Cerrar' }).first().click();
  await expect(page.locator('header a[data-slot="cart"]')).toHaveAttribute('data-count', '0');
});

test('sign in with a guest cart and find its lines in the shopper’s cart', async ({
  page,
  context,
}) => {
  const email = `carro.${Date.now()}.${Math.floor(Math.random() * 1e6)}@fierro.test`;
  await api('/myaccount/v3/users', {
    method: 'POST',
    headers: { 'tenant-b2b': 'socl', 'x-channel-id': 'WEB' },
    body: {
      firstName: 'Ana',
      lastName: 'Pérez',
      email,
      document: '12.345.678-5',
      phone: '+56 9 1234 5678',
      password: DEMO_PASSWORD,
      acceptTerms: true,
    },
  });
  // The shopper already has a cart (another device) with the bulb.
  const { sessionId } = (await api('/auth/v1/login', {
    method: 'POST',
    headers: { 'tenant-b2b': 'socl', 'x-channel-id': 'WEB' },
    body: { email, password: DEMO_PASSWORD, accountKind: 'person' },
  })) as { sessionId: string };
  await cartWith('socl', [{ skuId: CL_BULB, quantity: 1 }], sessionId);
  // As a guest, with the drill.
  const guest = await cartWith('socl', [{ skuId: CL_DRILL, quantity: 3 }]);
  await giveCart(context, page, guest);
  await signIn(page, 'fierro-cl', email);
  await expect(page).not.toHaveURL(/\/login\//);
  await page.goto('/fierro-cl/cart/');
  await expect(lineOf(page, CL_DRILL).getByRole('textbox', { name: /Cantidad de/ })).toHaveValue(
    '3',
  );
  await expect(lineOf(page, CL_BULB)).toBeVisible();
  const cookie = (await context.cookies()).find((c) => c.name === 'cartId');
  expect(cookie?.value).not.toBe(guest.cartId);
});

test('Peru offers buy at store only: the cart is a store reservation', async ({
  page,
  context,
}) => {
  const sku = anchorSku(7, 3);
  const cart = await cartWith('sope', [{ skuId: sku, quantity: 1 }]);
  await giveCart(context, page, cart);
  await page.goto('/fierro-pe/cart/');
  const line = lineOf(page, sku);
  await expect(line.locator('[data-delivery]')).toHaveAttribute('data-delivery', 'buyAtStore');
  await expect(line.getByRole('combobox', { name: 'Forma de entrega' })).toHaveCount(0);
  await expect(line).toContainText('Compra en tienda');
  const reservation = page.locator('[data-reservation]');
  await expect(reservation).toContainText('compras en tienda');
  const store = await hydrated(reservation.getByRole('combobox', { name: 'Tienda de tu reserva' }));
  // Each store says how much of the cart it holds: the shopper does not pick blind.
  const options = store.locator('option:not([disabled])');
  const labels = await options.allTextContents();
  expect(
    labels.every((l) =>
      / · (tiene tu carro completo|sin stock|\d+ de \d+ productos disponibles)$/.test(l),
    ),
    labels.join(' | '),
  ).toBe(true);
  const stocked = labels.find((l) => l.endsWith('tiene tu carro completo'));
  expect(stocked, labels.join(' | ')).toBeTruthy();
  await store.selectOption({ label: stocked! });
  await expect(page.locator('[data-summary]')).toHaveAttribute('aria-busy', 'false');
  expect(
    Number(await line.locator('[data-available]').getAttribute('data-available')),
  ).toBeGreaterThan(0);
  await expect(line.locator('[data-delivery-date]')).toContainText('Disponible hoy en');
  // A store without it: no day is promised, the notice says what to do.
  const empty = labels.find((l) => l.endsWith('sin stock'));
  if (empty) {
    await store.selectOption({ label: empty });
    await expect(page.locator('[data-summary]')).toHaveAttribute('aria-busy', 'false');
    await expect(line.locator('[data-delivery-date]')).toHaveCount(0);
  }
});

test.describe('phone', () => {
  test.use({ viewport: { width: 360, height: 780 } });

  test('a 360 px cart: sticky total and checkout, axe clean', async ({ page, context }) => {
    const cart = await cartWith('socl', [
      { skuId: CL_DRILL, quantity: 1 },
      { skuId: CL_BULB, quantity: 4 },
    ]);
    await giveCart(context, page, cart);
    await page.goto('/fierro-cl/cart/');
    await hydrated(lineOf(page, CL_DRILL).getByRole('button', { name: /Sumar una unidad/ }));
    const sticky = page.locator('[data-sticky-summary]');
    await expect(sticky).toBeInViewport();
    await expect(sticky.getByRole('link', { name: 'Continuar compra' })).toHaveAttribute(
      'href',
      '/fierro-cl/checkout/',
    );
    // The way back to the shop is there on a phone too, and the sticky bar never covers it.
    const keepShopping = page
      .locator('[data-summary]')
      .getByRole('link', { name: 'Seguir comprando' });
    // At once: the page scrolls smoothly, and a measure mid-way reads the link under the bar.
    await keepShopping.evaluate((el) =>
      el.scrollIntoView({ block: 'center', behavior: 'instant' }),
    );
    await expect(keepShopping).toBeInViewport();
    const [link, bar] = await Promise.all([keepShopping.boundingBox(), sticky.boundingBox()]);
    expect(link!.y + link!.height).toBeLessThanOrEqual(bar!.y);
    await expect(keepShopping).toHaveAttribute('href', '/fierro-cl/');
    const scroll = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(scroll).toBeLessThanOrEqual(360);
    expect(await axeViolations(page)).toEqual([]);
  });
});

test.describe('phone header', () => {
  test.use({ viewport: { width: 360, height: 780 } });

  test('a long place in the header fits 360 px, and the store button is a full tap target', async ({
    page,
    context,
  }) => {
    await page.goto('/fierro-cl/');
    await context.addCookies([
      siteCookie(page.url(), 'fierro-cl', 'usrLocationLabel', 'Pedro Aguirre Cerda'),
    ]);
    await page.reload();
    const place = page.getByRole('button', { name: /Pedro Aguirre Cerda/ });
    await expect(place).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      360,
    );
    const store = page.getByRole('button', { name: 'Mi tienda' });
    const box = (await store.boundingBox())!;
    expect(box.width).toBeGreaterThanOrEqual(24);
    expect(box.x + box.width).toBeLessThanOrEqual(360);
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the cart works with JavaScript disabled', async ({ page }) => {
    await page.goto(`/fierro-cl/product/${anchorProduct(1, 3)}/`);
    await page
      .locator(`[data-buy-box="${CL_DRILL}"]`)
      .getByRole('button', { name: 'Agregar al carro' })
      .click();
    await expect(page).toHaveURL(/\/fierro-cl\/cart\/$/);
    const line = lineOf(page, CL_DRILL);
    await expect(line.getByRole('textbox', { name: /Cantidad de/ })).toHaveValue('1');
    await line.getByRole('button', { name: /Sumar una unidad/ }).click();
    await expect(lineOf(page, CL_DRILL).getByRole('textbox', { name: /Cantidad de/ })).toHaveValue(
      '2',
    );
    await lineOf(page, CL_DRILL)
      .getByRole('textbox', { name: /Cantidad de/ })
      .fill('4');
    await lineOf(page, CL_DRILL).getByRole('button', { name: 'Actualizar' }).click();
    await expect(lineOf(page, CL_DRILL).getByRole('textbox', { name: /Cantidad de/ })).toHaveValue(
      '4',
    );
    // A quantity out of bounds is refused in the page itself (no script to show a toast).
    await lineOf(page, CL_DRILL)
      .getByRole('textbox', { name: /Cantidad de/ })
      .fill('10000');
    await lineOf(page, CL_DRILL).getByRole('button', { name: 'Actualizar' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'entre 1 y 9999' })).toBeVisible();
    await expect(lineOf(page, CL_DRILL).getByRole('textbox', { name: /Cantidad de/ })).toHaveValue(
      '4',
    );
    await lineOf(page, CL_DRILL)
      .getByRole('combobox', { name: 'Forma de entrega' })
      .selectOption('buyAtStore');
    await lineOf(page, CL_DRILL).getByRole('button', { name: 'Aplicar' }).click();
    await expect(lineOf(page, CL_DRILL).locator('[data-delivery]')).toHaveAttribute(
      'data-delivery',
      'buyAtStore',
    );
    await lineOf(page, CL_DRILL)
      .getByRole('button', { name: /^Eliminar Taladro/ })
      .click();
    await expect(page.locator('[data-cart-empty]')).toBeVisible();
    const offered = page.url();
    expect(offered).toContain('?undo=');
    await page.getByRole('button', { name: 'Deshacer' }).click();
    await expect(lineOf(page, CL_DRILL).getByRole('textbox', { name: /Cantidad de/ })).toHaveValue(
      '4',
    );
    // The page that offered the undo, again (Back, or its address within ten minutes): undone
    // already, it offers nothing, and the line stays at 4 (a second undo added 4 more).
    await page.goto(offered);
    await expect(page.getByRole('button', { name: 'Deshacer' })).toHaveCount(0);
    await expect(lineOf(page, CL_DRILL).getByRole('textbox', { name: /Cantidad de/ })).toHaveValue(
      '4',
    );
  });

  test('an add over the stock says how many are left, as with JavaScript', async ({ page }) => {
    await page.goto(`/fierro-cl/product/${anchorProduct(1, 3)}/`);
    const box = page.locator(`[data-buy-box="${CL_DRILL}"]`);
    await box.getByLabel('Cantidad').fill('9999');
    await box.getByRole('button', { name: 'Agregar al carro' }).click();
    await expect(page).toHaveURL(/\/fierro-cl\/cart\/\?error=OUT_OF_STOCK&available=\d+$/);
    await expect(page.getByRole('alert').filter({ hasText: 'No hay stock suficiente' })).toHaveText(
      /^No hay stock suficiente: (quedan [\d.]+ unidades|queda 1 unidad|no quedan unidades)\.$/,
    );
  });

  test('a made-up undo link puts neither its text nor an undo on the cart page', async ({
    page,
  }) => {
    const forged = Buffer.from(
      JSON.stringify({
        skuId: CL_DRILL,
        name: 'Tu cuenta fue bloqueada. Llama al +56 9 5555 5555',
        quantity: 9999,
        deliveryMethod: 'homeDelivery',
        storeId: null,
        services: [],
      }),
    ).toString('base64url');
    await page.goto(`/fierro-cl/cart/?undo=${forged}`);
    await expect(page.locator('[data-cart-empty]')).toBeVisible();
    await expect(page.getByText('Tu cuenta fue bloqueada')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Deshacer' })).toHaveCount(0);
  });
});
