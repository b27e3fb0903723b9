import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { CartResponse, OrderResponse } from '@fierro/commerce/contract';
import { createDb, type Database } from '@fierro/db';
import { CATALOG_VERSION_TTL_MS } from '@fierro/db/catalog-version';
import { formatMinorUnits } from '@fierro/domain';
import { getTenantByPathPrefix } from '@fierro/tenants';
import { type APIRequestContext, expect, type Locator, type Page, test } from '@playwright/test';
import { testCardOf } from '../apps/commerce/src/modules/payment';
import { axeViolations } from './axe';
import { hydrated } from './hydration';
import { E2E_COMMERCE_PORT } from './playwright.config';
import { demoSessionId, signIn } from './session';
import { siteCookie } from './site-cookie';

/**
 * The storefront's checkout (issue 22), as shoppers go through it: a guest in Chile pays by card
 * with home delivery; a declined card; the 3-D Secure challenge on our page; Peru buys at a store
 * and gets a code to pay there; Brazil with a CPF and a zip code; Mexico with months without
 * interest; a price changed between the review and the payment; the whole way by keyboard. Carts
 * are made through commerce's API (the cart page is another issue's) and handed to the browser in
 * the spec's `cartId` cookie. axe at 360 and 1280 px on every kind of page of the checkout.
 *
 * CHECKOUT_SHOTS=dir keeps a screenshot of each step.
 */
const commerce = () => process.env.E2E_COMMERCE_URL ?? `http://127.0.0.1:${E2E_COMMERCE_PORT}`;
let db: Database;
test.beforeAll(() => {
  db = createDb(process.env.E2E_DATABASE_URL!, { max: 2 });
});
const cleanups: Array<() => Promise<unknown>> = [];
test.afterAll(async () => {
  for (const undo of cleanups.splice(0)) await undo();
  await db?.close();
});

const one = async <T>(sql: string, values: unknown[] = []) =>
  (await db.pool.query(sql, values)).rows[0] as T;

const money = (site: string, amount: number, currency?: string) =>
  formatMinorUnits(amount, getTenantByPathPrefix(site)!.code, currency);

async function shot(page: Page, name: string) {
  const dir = process.env.CHECKOUT_SHOTS;
  if (!dir) return;
  mkdirSync(dir, { recursive: true });
  const width = page.viewportSize()?.width ?? 0;
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
  await page.screenshot({ path: join(dir, `${name}-${width}.png`), fullPage: true });
}

async function noAxeViolations(page: Page) {
  expect(await axeViolations(page)).toEqual([]);
}

// ---------------------------------------------------------------------------------------------
// Carts, made through commerce's API as the cart page would.

async function call<T>(
  api: APIRequestContext,
  method: 'GET' | 'POST' | 'PUT',
  path: string,
  body?: unknown,
  version?: number,
): Promise<T> {
  const res = await api.fetch(`${commerce()}${path}`, {
    method,
    headers: {
      'content-type': 'application/json',
      ...(version ? { 'if-match': `"${version}"` } : {}),
    },
    ...(body ? { data: body } : {}),
  });
  expect(res.ok(), `${method} ${path}: ${await res.text()}`).toBe(true);
  return (await res.json()) as T;
}

/**
 * A Chilean SKU shipped to a zone with stock, and a region of that zone; each test takes its own
 * SKU (`pick`), so one test's order or price change never touches another's.
 */
const chileSku = (pick: number) =>
  one<{ sku: string; region: string }>(
    `SELECT DISTINCT ON (s.sku_id) s.sku_id AS sku, za.area_id AS region
      FROM stock s JOIN zone_facilities zf ON zf.site_id = s.site_id AND zf.facility_id = s.facility_id
        AND zf.method = 'homeDelivery'
      JOIN zone_areas za ON za.site_id = zf.site_id AND za.zone_id = zf.zone_id
      JOIN variants v ON v.site_id = s.site_id AND v.sku_id = s.sku_id AND v.published
      WHERE s.site_id = 'socl' AND s.quantity > 40
        AND EXISTS (SELECT 1 FROM prices p WHERE p.site_id = s.site_id AND p.sku_id = s.sku_id)
      ORDER BY s.sku_id, za.area_id LIMIT 1 OFFSET $1`,
    [pick],
  );

/** A SKU sold at a store of a buy-at-store site, priciest first (`pick` spreads tests). */
const storeSku = (siteId: string, pick = 0) =>
  one<{ sku: string; store: string; quantity: number }>(
    `SELECT s.sku_id AS sku, s.facility_id AS store, s.quantity
      FROM stock s JOIN facilities f ON f.site_id = s.site_id AND f.facility_id = s.facility_id
      JOIN variants v ON v.site_id = s.site_id AND v.sku_id = s.sku_id AND v.published
      WHERE s.site_id = $1 AND f.kind = 'store' AND s.quantity BETWEEN 10 AND 500
        AND EXISTS (SELECT 1 FROM prices p WHERE p.site_id = s.site_id AND p.sku_id = s.sku_id)
      ORDER BY (SELECT max(amount) FROM prices p WHERE p.site_id = s.site_id AND p.sku_id = s.sku_id) DESC,
        s.sku_id, s.facility_id
      LIMIT 1 OFFSET $2`,
    [siteId, pick],
  );

/** A Chilean guest's cart: `quantity` units delivered home to a comuna of the SKU's zone. */
async function chileCart(api: APIRequestContext, pick: number, quantity = 2) {
  const { sku, region } = await chileSku(pick);
  const comunas = await call<{ items: Array<{ id: string }> }>(
    api,
    'GET',
    `/geo/v1/socl/children?parentId=${region}`,
  );
  let cart = await call<CartResponse>(api, 'POST', '/checkout/v1/carts', { siteId: 'socl' });
  cart = await call<CartResponse>(
    api,
    'PUT',
    `/checkout/v1/carts/${cart.cartId}/location`,
    { locationId: comunas.items[0]?.id ?? region },
    cart.version,
  );
  cart = await call<CartResponse>(
    api,
    'POST',
    `/checkout/v1/carts/${cart.cartId}/lines`,
    { skuId: sku, quantity, deliveryMethod: 'homeDelivery' },
    cart.version,
  );
  expect(cart.notices).toEqual([]);
  return cart;
}

/** A cart of a buy-at-store site (located first by zip code where the site uses one). */
async function storeCart(
  api: APIRequestContext,
  siteId: string,
  opts: { pick?: number; zipCode?: string; minimum?: number } = {},
) {
  const { sku, store, quantity: stock } = await storeSku(siteId, opts.pick);
  let cart = await call<CartResponse>(api, 'POST', '/checkout/v1/carts', { siteId });
  if (opts.zipCode) {
    cart = await call<CartResponse>(
      api,
      'PUT',
      `/checkout/v1/carts/${cart.cartId}/location`,
      { zipCode: opts.zipCode },
      cart.version,
    );
  }
  cart = await call<CartResponse>(
    api,
    'POST',
    `/checkout/v1/carts/${cart.cartId}/lines`,
    { skuId: sku, quantity: 1, deliveryMethod: 'buyAtStore', storeId: store },
    cart.version,
  );
  if (opts.minimum && cart.totals.total < opts.minimum) {
    const units = Math.min(stock, Math.ceil(opts.minimum / cart.lines[0]!.total));
    cart = await call<CartResponse>(
      api,
      'POST',
      `/checkout/v1/carts/${cart.cartId}/lines`,
      { skuId: sku, quantity: units - 1, deliveryMethod: 'buyAtStore', storeId: store },
      cart.version,
    );
  }
  expect(cart.notices).toEqual([]);
  return cart;
}

/**
 * A cart delivered home to a top-level place without places under it (a province or department
 * without cities: the whole place of the address), with a SKU in stock there.
 */
async function wholePlaceCart(api: APIRequestContext, siteId: string) {
  const { sku, area } = await one<{ sku: string; area: string }>(
    `SELECT s.sku_id AS sku, za.area_id AS area
      FROM zone_areas za
      JOIN zone_facilities zf ON zf.site_id = za.site_id AND zf.zone_id = za.zone_id
        AND zf.method = 'homeDelivery'
      JOIN stock s ON s.site_id = zf.site_id AND s.facility_id = zf.facility_id AND s.quantity > 40
      JOIN variants v ON v.site_id = s.site_id AND v.sku_id = s.sku_id AND v.published
      JOIN geo_areas g ON g.area_id = za.area_id AND g.parent_id IS NULL
      WHERE za.site_id = $1
        AND NOT EXISTS (SELECT 1 FROM geo_areas c WHERE c.parent_id = za.area_id)
        AND EXISTS (SELECT 1 FROM prices p WHERE p.site_id = s.site_id AND p.sku_id = s.sku_id)
      ORDER BY za.area_id, s.sku_id LIMIT 1`,
    [siteId],
  );
  return { cart: await homeCartAt(api, siteId, area, sku), area };
}

/** A guest's cart located at `locationId` with one unit of `skuId` delivered home. */
async function homeCartAt(
  api: APIRequestContext,
  siteId: string,
  locationId: string,
  skuId: string,
) {
  let cart = await call<CartResponse>(api, 'POST', '/checkout/v1/carts', { siteId });
  cart = await call<CartResponse>(
    api,
    'PUT',
    `/checkout/v1/carts/${cart.cartId}/location`,
    { locationId },
    cart.version,
  );
  return call<CartResponse>(
    api,
    'POST',
    `/checkout/v1/carts/${cart.cartId}/lines`,
    { skuId, quantity: 1, deliveryMethod: 'homeDelivery' },
    cart.version,
  );
}

async function openCheckout(page: Page, baseURL: string | undefined, site: string, cartId: string) {
  await page.context().addCookies([siteCookie(baseURL!, site, 'cartId', cartId)]);
  await page.goto(`/${site}/checkout/`);
  // The steps stream in after the shell: a scan before them finds a page without its heading.
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
}

// ---------------------------------------------------------------------------------------------
// The steps, by their labels (Spanish or Portuguese).

const T = {
  es: {
    email: 'Correo electrónico',
    firstName: 'Nombre',
    lastName: 'Apellido',
    phone: 'Teléfono',
    docType: 'Tipo de documento',
    doc: 'Número de documento',
    street: 'Calle',
    number: 'Número',
    continue: 'Continuar',
    cardNumber: 'Número de la tarjeta',
    holder: 'Nombre como aparece en la tarjeta',
    expiry: 'Vencimiento (MM/AA)',
    cvv: 'Código de seguridad',
    card: 'Tarjeta de crédito o débito',
    payAtStore: 'Pagar en la tienda',
    thanks: '¡Gracias por tu compra!',
  },
  pt: {
    email: 'E-mail',
    firstName: 'Nome',
    lastName: 'Sobrenome',
    phone: 'Telefone',
    docType: 'Tipo de documento',
    doc: 'Número do documento',
    street: 'Rua',
    number: 'Número',
    continue: 'Continuar',
    cardNumber: 'Número do cartão',
    holder: 'Nome impresso no cartão',
    expiry: 'Validade (MM/AA)',
    cvv: 'Código de segurança',
    card: 'Cartão de crédito ou débito',
    payAtStore: 'Pagar na loja',
    thanks: 'Obrigado pela sua compra!',
  },
};
type Texts = (typeof T)['es'];

const step = (page: Page, name: string) => page.locator(`li[data-step="${name}"]`);
const openStep = (page: Page, name: string) =>
  expect(step(page, name)).toHaveAttribute('data-step-state', 'open');

async function continueStep(page: Page, from: string, text: Texts) {
  const button = step(page, from).getByRole('button', { name: text.continue });
  await (await hydrated(button)).click();
  // A step's save and the page after it: seconds each on a loaded machine.
  await expect(step(page, from)).toHaveAttribute('data-step-state', 'done', { timeout: 45_000 });
}

/** The contact step filled in (not sent): a guest's name, e-mail, phone and document. */
async function fillContact(
  page: Page,
  text: Texts,
  doc: string,
  opts: { docType?: string; phone?: string } = {},
) {
  await openStep(page, 'contact');
  const form = step(page, 'contact');
  await hydrated(form.getByRole('button', { name: text.continue }));
  await form.getByLabel(text.email, { exact: true }).fill('ana.perez@fierro.test');
  await form.getByLabel(text.firstName, { exact: true }).fill('Ana');
  await form.getByLabel(text.lastName, { exact: true }).fill('Pérez');
  await form.getByLabel(text.phone, { exact: true }).fill(opts.phone ?? '+56 9 1234 5678');
  if (opts.docType) await form.getByLabel(text.docType).selectOption({ label: opts.docType });
  await form.getByLabel(text.doc, { exact: true }).fill(doc);
  return form;
}

async function contact(page: Page, text: Texts, doc: string, docType?: string) {
  await fillContact(page, text, doc, { docType });
  await continueStep(page, 'contact', text);
}

async function card(page: Page, text: Texts, number: string, installments?: RegExp) {
  await openStep(page, 'payment');
  const form = step(page, 'payment');
  await hydrated(form.getByRole('button', { name: text.continue }));
  await form.getByRole('radio', { name: text.card }).check();
  await form.getByLabel(text.cardNumber).fill(number);
  await form.getByLabel(text.holder).fill('Ana Perez');
  await form.getByLabel(text.expiry).fill('12/39');
  await form.getByLabel(text.cvv).fill('123');
  if (installments) {
    const select = form.getByRole('combobox');
    const label = (await select.locator('option').allTextContents()).find((o) =>
      installments.test(o),
    );
    expect(label, `an installment option like ${installments}`).toBeTruthy();
    await select.selectOption({ label: label! });
  }
  await continueStep(page, 'payment', text);
}

/** Contact, the Chilean address (the cart's comuna is already picked), boleta. */
async function chileSteps(page: Page) {
  await contact(page, T.es, '12.345.678-5');
  await openStep(page, 'delivery');
  const delivery = step(page, 'delivery');
  await expect(delivery.getByLabel('Comuna')).not.toHaveValue('');
  await delivery.getByLabel(T.es.street).fill('Av. Providencia');
  await delivery.getByLabel(T.es.number, { exact: true }).fill('1234');
  await continueStep(page, 'delivery', T.es);
  await openStep(page, 'fiscal');
  await expect(step(page, 'fiscal').getByRole('radio', { name: 'Boleta' })).toBeChecked();
  await continueStep(page, 'fiscal', T.es);
}

const payButton = (page: Page) => step(page, 'review').getByRole('button', { name: /^Pagar / });

type DataLayerEvent = { event?: string; ecommerce?: Record<string, unknown> | null };
const dataLayer = (page: Page) =>
  page.evaluate(() => (window as unknown as { dataLayer?: DataLayerEvent[] }).dataLayer ?? []);

async function orderOf(page: Page, api: APIRequestContext): Promise<OrderResponse> {
  const url = new URL(page.url());
  const orderId = url.pathname.split('/').filter(Boolean).at(-1)!;
  const token = url.searchParams.get('token') ?? '';
  return call<OrderResponse>(api, 'GET', `/checkout/v1/orders/${orderId}?token=${token}`);
}

// ---------------------------------------------------------------------------------------------

test.describe('checkout', () => {
  // Five saves and an order, each a server round trip of seconds on a loaded machine.
  test.describe.configure({ timeout: 240_000 });

  test('a guest in Chile buys with the test card and home delivery and sees the confirmation', async ({
    page,
    request,
    baseURL,
  }) => {
    const cart = await chileCart(request, 0);
    await openCheckout(page, baseURL, 'fierro-cl', cart.cartId);
    await expect(page.getByRole('heading', { level: 1, name: 'Finalizar compra' })).toBeVisible();
    await expect(page.locator('[data-checkout-total]')).toHaveText(
      money('fierro-cl', cart.totals.total),
    );
    await noAxeViolations(page);
    await shot(page, 'cl-contact');
    await chileSteps(page);
    await card(page, T.es, '4111 1111 1111 1111');
    await expect(step(page, 'payment').locator('[data-step-summary]')).toContainText(
      'VISA terminada en 1111',
    );
    await openStep(page, 'review');
    await noAxeViolations(page);
    await shot(page, 'cl-review');
    await expect(payButton(page)).toHaveText(`Pagar ${money('fierro-cl', cart.totals.total)}`);
    await (await hydrated(payButton(page))).click();

    await expect(page).toHaveURL(/\/fierro-cl\/checkout\/confirmation\/[0-9a-f-]{36}\/\?token=/, {
      timeout: 60_000,
    });
    await expect(page.getByRole('heading', { level: 1, name: T.es.thanks })).toBeVisible({
      timeout: 60_000,
    });
    const order = await orderOf(page, request);
    expect(order).toMatchObject({
      status: 'PAID',
      totals: { total: cart.totals.total },
      payment: { brand: 'VISA', last4: '1111' },
      deliveryAddress: { street: 'Av. Providencia', number: '1234' },
    });
    await expect(page.locator('[data-order-number]')).toHaveText(order.orderNumber);
    await expect(page.locator('[data-order-status]')).toHaveText('Pagado');
    // The products and the delivery add up to the total shown.
    await expect(page.locator('[data-confirmation-delivery]')).toHaveCount(
      order.totals.delivery > 0 ? 1 : 0,
    );
    await noAxeViolations(page);
    await shot(page, 'cl-confirmation');

    // GA4: the four steps of the funnel, in order, for the same products and value.
    const events = (await dataLayer(page)).filter((e) => e.event && e.ecommerce);
    expect(events.map((e) => e.event)).toEqual([
      'begin_checkout',
      'add_shipping_info',
      'add_payment_info',
      'purchase',
    ]);
    const item = { item_id: cart.lines[0]!.skuId, quantity: cart.lines[0]!.quantity };
    for (const e of events) {
      // GA4's value is the items' price times quantity, shipping apart.
      const ecommerce = e.ecommerce as { items: { price: number; quantity: number }[] };
      expect(ecommerce).toMatchObject({
        currency: 'CLP',
        value: cart.totals.total - cart.totals.delivery,
      });
      expect(ecommerce.items).toEqual([expect.objectContaining(item)]);
      expect(ecommerce.items.reduce((sum, i) => sum + i.price * i.quantity, 0)).toBe(
        cart.totals.total - cart.totals.delivery,
      );
    }
    expect(events[2]!.ecommerce).toMatchObject({ payment_type: 'card' });
    expect(events[3]!.ecommerce).toMatchObject({
      transaction_id: order.orderNumber,
      shipping: order.totals.delivery,
    });
    // The confirmation opened again in another tab (the mail's link) is no second sale.
    const again = await page.context().newPage();
    await again.goto(page.url());
    await expect(again.getByRole('heading', { level: 1, name: T.es.thanks })).toBeVisible();
    await expect(again.locator('[data-order-number]')).toHaveText(order.orderNumber);
    // Its page view is pushed by the same render's effects as a purchase would be.
    await expect
      .poll(async () => (await dataLayer(again)).some((e) => e.event === 'pageView'))
      .toBe(true);
    expect((await dataLayer(again)).filter((e) => e.event === 'purchase')).toEqual([]);
    await again.close();
    expect(await dataLayer(page)).toContainEqual(
      expect.objectContaining({ event: 'pageView', pageName: 'checkout' }),
    );
    // The cart is closed for the order: the checkout has nothing left to pay.
    await page.goto('/fierro-cl/checkout/');
    await expect(
      page.getByRole('heading', { level: 1, name: 'No hay nada que pagar' }),
    ).toBeVisible();
  });

  test('a declined card shows a clear message and keeps the cart', async ({
    page,
    request,
    baseURL,
  }) => {
    const cart = await chileCart(request, 1);
    await openCheckout(page, baseURL, 'fierro-cl', cart.cartId);
    await chileSteps(page);
    await card(page, T.es, '4000 0000 0000 0002');
    await (await hydrated(payButton(page))).click();

    const alert = step(page, 'payment').getByRole('alert');
    await expect(alert).toContainText('Tu tarjeta fue rechazada. No se hizo ningún cargo');
    await openStep(page, 'payment');
    await expect(page.getByRole('heading', { name: /Medio de pago/ })).toBeFocused();
    // The cart is as it was, and the other steps are kept.
    await expect(page.locator('[data-checkout-summary] li[data-sku]')).toHaveCount(1);
    await expect(step(page, 'delivery')).toHaveAttribute('data-step-state', 'done');
    const kept = await call<CartResponse>(request, 'GET', `/checkout/v1/carts/${cart.cartId}`);
    expect(kept.lines.map((l) => [l.skuId, l.quantity])).toEqual(
      cart.lines.map((l) => [l.skuId, l.quantity]),
    );
    await noAxeViolations(page);
    await shot(page, 'cl-declined');

    // Another card pays the same cart.
    await card(page, T.es, '4111111111111111');
    await (await hydrated(payButton(page))).click();
    await expect(page.getByRole('heading', { level: 1, name: T.es.thanks })).toBeVisible({
      timeout: 60_000,
    });
  });

  test('card testing: after five declined cards on one cart, the checkout asks for another way to pay', async ({
    page,
    request,
    baseURL,
  }) => {
    const cart = await chileCart(request, 8, 1);
    // Five stolen numbers tried on the cart through the API, as a card tester would.
    for (let i = 0; i < 5; i++) {
      const { token } = await call<{ token: string }>(
        request,
        'POST',
        '/payments/v1/test-gateway/tokens',
        { number: '4000000000000002', expiry: '12/39', cvv: '123', holder: 'Ana Perez' },
      );
      const declined = await request.fetch(`${commerce()}/checkout/v1/orders`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'idempotency-key': `e2e-ct-${i}-${cart.cartId}`,
        },
        data: {
          cartId: cart.cartId,
          contact: {
            email: 'ana@fierro.test',
            firstName: 'Ana',
            lastName: 'Pérez',
            phone: '+56 9 1234 5678',
            document: { type: 'CL_RUT', number: '12.345.678-5' },
          },
          delivery: {
            address: {
              locationId: cart.location!.locationId,
              street: 'Av. Providencia',
              number: '1234',
            },
          },
          fiscalDocument: { kind: 'boleta' },
          payment: { method: 'card', token },
          expectedTotal: cart.totals.total,
        },
      });
      expect(declined.status()).toBe(402);
    }
    await openCheckout(page, baseURL, 'fierro-cl', cart.cartId);
    await chileSteps(page);
    await card(page, T.es, '4111111111111111');
    await (await hydrated(payButton(page))).click();
    await expect(
      page.getByRole('alert').filter({ hasText: 'demasiados pagos con tarjeta rechazados' }),
    ).toBeVisible();
    const orders = await one<{ n: number }>(
      "SELECT count(*)::int AS n FROM orders WHERE cart_id = $1 AND status <> 'CANCELLED'",
      [cart.cartId],
    );
    expect(orders.n).toBe(0);
  });

  test('3-D Secure: the bank asks, the shopper verifies on our page, then the confirmation', async ({
    page,
    request,
    baseURL,
  }) => {
    const cart = await chileCart(request, 2);
    await openCheckout(page, baseURL, 'fierro-cl', cart.cartId);
    await chileSteps(page);
    await card(page, T.es, '4000 0027 6000 3184');
    await (await hydrated(payButton(page))).click();

    await expect(page).toHaveURL(/\/fierro-cl\/checkout\/challenge\/[0-9a-f-]{36}\/\?token=/, {
      timeout: 60_000,
    });
    await expect(
      page.getByRole('heading', { level: 1, name: 'Verificación de tu banco' }),
    ).toBeVisible();
    await expect(page.getByText(/Tu banco pide confirmar .* terminada en 3184/)).toBeVisible();
    // The title streams in with the page's metadata: axe reads the page once it is there.
    await expect(page).toHaveTitle(/.+/);
    await noAxeViolations(page);
    await shot(page, 'cl-challenge');
    // Back from the bank's page: the order holds the cart, and the checkout leads back to it.
    await page.goBack();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Tu compra espera la verificación de tu banco' }),
    ).toBeVisible();
    await page.getByRole('link', { name: 'Continuar con la verificación' }).click();
    await expect(page).toHaveURL(/\/fierro-cl\/checkout\/challenge\/[0-9a-f-]{36}\/\?token=/);
    await (await hydrated(page.getByRole('button', { name: 'Verificar y pagar' }))).click();
    await expect(page).toHaveURL(/\/checkout\/confirmation\//, { timeout: 60_000 });
    await expect(page.locator('[data-order-status]')).toHaveText('Pagado');
    expect((await orderOf(page, request)).status).toBe('PAID');
  });

  test('3-D Secure refused: back to the payment step with the cart kept', async ({
    page,
    request,
    baseURL,
  }) => {
    const cart = await chileCart(request, 3);
    await openCheckout(page, baseURL, 'fierro-cl', cart.cartId);
    await chileSteps(page);
    await card(page, T.es, '4000002760003184');
    await (await hydrated(payButton(page))).click();
    await hydrated(page.getByRole('button', { name: 'No reconozco esta compra' }));
    const challenge = new URL(page.url());
    // Meanwhile the cart page (and its header count) says the cart waits for the bank, and
    // keeps it: it once read as empty, forgot the cart and lost it when the check failed.
    const counted = page.waitForResponse((r) => r.url().includes('/api/cart/count/'));
    await page.goto('/fierro-cl/cart/');
    await expect(
      page.getByRole('heading', { name: 'Tu compra espera la verificación de tu banco' }),
    ).toBeVisible();
    await expect(page.getByText('Tu carro está vacío')).toHaveCount(0);
    await counted;
    await page.goto(challenge.href);
    await (await hydrated(page.getByRole('button', { name: 'No reconozco esta compra' }))).click();
    await expect(step(page, 'payment').getByRole('alert')).toContainText(
      'Tu banco no confirmó la compra',
    );
    // The header counts the cart given back (it stayed empty, as while held, until a reload).
    await expect(page.locator('header a[data-slot="cart"]')).toHaveAttribute(
      'data-count',
      String(cart.totals.itemCount),
    );
    const kept = await call<CartResponse>(request, 'GET', `/checkout/v1/carts/${cart.cartId}`);
    expect(kept.lines).toHaveLength(1);
    await page.goto('/fierro-cl/cart/');
    await expect(page.locator(`[data-cart="${cart.cartId}"]`)).toBeVisible();
    // The cancelled order's page says so, promising neither a delivery nor a mail.
    await page.goto(challenge.href.replace('/checkout/challenge/', '/checkout/confirmation/'));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Tu pedido fue anulado');
    await expect(page).toHaveTitle(/^Tu pedido/);
    await expect(page.getByText('Te enviamos el detalle')).toHaveCount(0);
  });

  test('a line bought at a store with no store chosen stops the delivery step, with the way to the cart', async ({
    page,
    request,
    baseURL,
  }) => {
    const { sku } = await storeSku('sope');
    const created = await call<CartResponse>(request, 'POST', '/checkout/v1/carts', {
      siteId: 'sope',
    });
    const cart = await call<CartResponse>(
      request,
      'POST',
      `/checkout/v1/carts/${created.cartId}/lines`,
      { skuId: sku, quantity: 1 },
      created.version,
    );
    expect(cart.lines[0]!.store).toBeNull();
    await openCheckout(page, baseURL, 'fierro-pe', cart.cartId);
    await contact(page, T.es, '45678912');
    await openStep(page, 'delivery');
    const delivery = step(page, 'delivery');
    const missing = delivery.locator('[data-store-missing]');
    await expect(missing).toContainText('Elige en tu carro una tienda para cada producto');
    await expect(missing.getByRole('link', { name: 'Elegir en el carro' })).toHaveAttribute(
      'href',
      '/fierro-pe/cart/',
    );
    await (await hydrated(delivery.getByRole('button', { name: T.es.continue }))).click();
    await expect(delivery.getByRole('alert')).toContainText('Elige en tu carro una tienda');
    await expect(step(page, 'delivery')).not.toHaveAttribute('data-step-state', 'done');
  });

  test('Peru buys at the store and gets a code to pay there', async ({
    page,
    request,
    baseURL,
  }) => {
    await page.setViewportSize({ width: 360, height: 780 });
    const cart = await storeCart(request, 'sope');
    const store = cart.lines[0]!.store!;
    await openCheckout(page, baseURL, 'fierro-pe', cart.cartId);
    await noAxeViolations(page);
    await shot(page, 'pe-contact');
    await contact(page, T.es, '45678912');
    // Scrolled down a phone's checkout: no floating back-to-top button over its forms and totals.
    await page.mouse.wheel(0, 600);
    await expect(page.getByRole('button', { name: 'Volver arriba' })).toHaveCount(0);
    await openStep(page, 'delivery');
    const delivery = step(page, 'delivery');
    await expect(delivery.locator(`[data-store="${store.id}"]`)).toContainText(store.address);
    if (store.hours) await expect(delivery).toContainText(`Horario: ${store.hours}`);
    await expect(delivery.getByLabel(T.es.street)).toHaveCount(0);
    await shot(page, 'pe-delivery');
    await continueStep(page, 'delivery', T.es);
    await openStep(page, 'fiscal');
    // The boleta takes the DNI given as contact.
    await expect(step(page, 'fiscal').getByLabel('DNI')).toHaveValue('45678912');
    await continueStep(page, 'fiscal', T.es);
    await openStep(page, 'payment');
    await hydrated(step(page, 'payment').getByRole('button', { name: T.es.continue }));
    await step(page, 'payment')
      .getByRole('radio', { name: new RegExp(T.es.payAtStore) })
      .check();
    await expect(step(page, 'payment').getByLabel(T.es.cardNumber)).toHaveCount(0);
    await noAxeViolations(page);
    await shot(page, 'pe-payment');
    await continueStep(page, 'payment', T.es);
    const reserve = step(page, 'review').getByRole('button', {
      name: 'Reservar y pagar en la tienda',
    });
    await (await hydrated(reserve)).click();

    await expect(
      page.getByRole('heading', { level: 1, name: '¡Tu reserva está lista!' }),
    ).toBeVisible();
    const order = await orderOf(page, request);
    expect(order).toMatchObject({ status: 'PAYMENT_PENDING', paymentMethod: 'payAtStore' });
    expect(order.paymentCode).toMatch(/^\d{12}$/);
    await expect(page.locator('[data-payment-code]')).toContainText(order.paymentCode!);
    await expect(page.getByText(/Paga en la caja de la tienda hasta el/)).toBeVisible();
    await expect(page.locator('[data-order-status]')).toHaveText('Pendiente de pago');
    // Where to go: the store's name, address and hours, and from when the goods wait there.
    const where = page.locator('[data-delivery-method="buyAtStore"]');
    await expect(where.locator(`[data-store="${store.id}"]`)).toContainText(store.name);
    await expect(where).toContainText(store.address);
    if (store.hours) await expect(where).toContainText(`Horario: ${store.hours}`);
    await expect(where).toContainText(/Disponible (desde|entre) el /);
    await noAxeViolations(page);
    await shot(page, 'pe-confirmation');
  });

  test('Brazil: a CPF checked by its digits, prices for the zip code, paid by card', async ({
    page,
    request,
    baseURL,
  }) => {
    const { items } = await call<{ items: Array<{ zipCode: string; label: string }> }>(
      request,
      'GET',
      '/geo/v1/sobr/postcodes?term=01',
    );
    const zip = items[0]!;
    const cart = await storeCart(request, 'sobr', { zipCode: zip.zipCode });
    expect(cart.location?.zipCode).toBe(zip.zipCode);
    await openCheckout(page, baseURL, 'fierro-br', cart.cartId);
    await expect(page.getByRole('heading', { level: 1, name: 'Finalizar compra' })).toBeVisible();

    // A CPF whose check digits are wrong is refused beside the field, in Portuguese.
    const form = await fillContact(page, T.pt, '111.111.111-12', { phone: '+55 11 91234 5678' });
    await expect(form.getByLabel(T.pt.docType)).toHaveValue('BR_CPF');
    await form.getByRole('button', { name: T.pt.continue }).click();
    await expect(form.getByText('O CPF não é válido')).toBeVisible();
    await expect(form.getByLabel(T.pt.doc, { exact: true })).toBeFocused();
    await shot(page, 'br-cpf-error');
    await form.getByLabel(T.pt.doc, { exact: true }).fill('529.982.247-25');
    await continueStep(page, 'contact', T.pt);

    await openStep(page, 'delivery');
    await expect(step(page, 'delivery')).toContainText(
      `Preços e disponibilidade para ${cart.location!.label}`,
    );
    await expect(step(page, 'delivery')).toContainText('Compra na loja');
    await continueStep(page, 'delivery', T.pt);
    await openStep(page, 'fiscal');
    // The nota fiscal takes the CPF given as contact (as commerce keeps it: digits).
    const fiscal = step(page, 'fiscal');
    const cpf = fiscal.getByRole('textbox', { name: 'CPF' });
    await expect(cpf).toHaveValue('52998224725');
    // Emptied, then another document chosen: the message about the CPF goes with it.
    await cpf.fill('');
    await fiscal.getByRole('button', { name: T.pt.continue }).click();
    await expect(fiscal.getByText('Informe o CPF')).toBeVisible();
    await fiscal.getByRole('radio', { name: 'Nota fiscal de empresa (CNPJ)' }).check();
    await expect(fiscal.getByText('Informe o CPF')).toHaveCount(0);
    await fiscal.getByRole('radio', { name: 'Nota fiscal (CPF)' }).check();
    await expect(cpf).toHaveValue('52998224725');
    await continueStep(page, 'fiscal', T.pt);
    await card(page, T.pt, '4111111111111111');
    await shot(page, 'br-review');
    await (await hydrated(payButton(page))).click();
    await expect(page.getByRole('heading', { level: 1, name: T.pt.thanks })).toBeVisible({
      timeout: 60_000,
    });
    const order = await orderOf(page, request);
    expect(order).toMatchObject({
      status: 'PAID',
      fiscalDocument: { kind: 'notaFiscal', taxId: '52998224725' },
    });
    await shot(page, 'br-confirmation');
  });

  test('Uruguay: a department without cities is the whole place; a cédula checked by its digit', async ({
    page,
    request,
    baseURL,
  }) => {
    // A department with no cities in the data (Artigas and eight others), a SKU delivered there.
    const { cart, area } = await wholePlaceCart(request, 'souy');
    await openCheckout(page, baseURL, 'fierro-uy', cart.cartId);
    const form = await fillContact(page, T.es, '1.234.567-3', { phone: '+598 99 123 456' });
    await expect(form.getByLabel(T.es.docType)).toHaveValue('UY_CI');
    await form.getByRole('button', { name: T.es.continue }).click();
    await expect(form.getByText('La cédula de identidad no es válida')).toBeVisible();
    await form.getByLabel(T.es.doc, { exact: true }).fill('1.234.567-2');
    await continueStep(page, 'contact', T.es);

    // The department is the place: no city is asked, and none blocks the step.
    await openStep(page, 'delivery');
    const delivery = step(page, 'delivery');
    await expect(delivery.getByLabel('Departamento', { exact: true })).toHaveValue(area);
    await expect(delivery.getByLabel('Ciudad')).toHaveCount(0);
    // Uruguay's flat is an "apartamento": its "departamento" is the place above.
    await expect(delivery.getByLabel('Apartamento, casa u oficina (opcional)')).toBeVisible();
    await noAxeViolations(page);
    await shot(page, 'uy-delivery');
    await delivery.getByLabel(T.es.street).fill('Av. Lecueder');
    await delivery.getByLabel(T.es.number, { exact: true }).fill('450');
    await continueStep(page, 'delivery', T.es);
    await openStep(page, 'fiscal');
    await expect(step(page, 'fiscal').getByRole('radio', { name: 'e-Ticket' })).toBeChecked();
    await continueStep(page, 'fiscal', T.es);
    await card(page, T.es, '4111111111111111');
    await (await hydrated(payButton(page))).click();
    await expect(page.getByRole('heading', { level: 1, name: T.es.thanks })).toBeVisible({
      timeout: 60_000,
    });
    const order = await orderOf(page, request);
    expect(order).toMatchObject({
      status: 'PAID',
      deliveryAddress: { street: 'Av. Lecueder', number: '450' },
    });
  });

  test("an address in another comuna moves the cart there, and the header's place with it", async ({
    page,
    request,
    baseURL,
  }) => {
    // A region of several comunas (the most), one zone: a SKU shipped there, two of its comunas.
    const { sku, region } = await one<{ sku: string; region: string }>(
      `SELECT s.sku_id AS sku, za.area_id AS region
        FROM zone_areas za
        JOIN zone_facilities zf ON zf.site_id = za.site_id AND zf.zone_id = za.zone_id
          AND zf.method = 'homeDelivery'
        JOIN stock s ON s.site_id = zf.site_id AND s.facility_id = zf.facility_id AND s.quantity > 40
        JOIN variants v ON v.site_id = s.site_id AND v.sku_id = s.sku_id AND v.published
        WHERE za.site_id = 'socl'
          AND EXISTS (SELECT 1 FROM prices p WHERE p.site_id = s.site_id AND p.sku_id = s.sku_id)
        ORDER BY (SELECT count(*) FROM geo_areas c WHERE c.parent_id = za.area_id) DESC, s.sku_id DESC
        LIMIT 1`,
    );
    const { items } = await call<{ items: Array<{ id: string; name: string }> }>(
      request,
      'GET',
      `/geo/v1/socl/children?parentId=${region}`,
    );
    const cart = await homeCartAt(request, 'socl', items[0]!.id, sku);
    const other = items[1];
    expect(other, 'a second comuna in the region').toBeTruthy();
    await openCheckout(page, baseURL, 'fierro-cl', cart.cartId);
    await contact(page, T.es, '12.345.678-5');
    await openStep(page, 'delivery');
    const delivery = step(page, 'delivery');
    await delivery.getByLabel('Comuna').selectOption(other!.id);
    await delivery.getByLabel(T.es.street).fill('Los Leones');
    await delivery.getByLabel(T.es.number, { exact: true }).fill('55');
    await continueStep(page, 'delivery', T.es);
    const moved = await call<CartResponse>(request, 'GET', `/checkout/v1/carts/${cart.cartId}`);
    expect(moved.location?.locationId).toBe(other!.id);
    // The catalogue prices for the place the cart is priced for: the header's cookies follow.
    const jar = Object.fromEntries(
      (await page.context().cookies()).map((c) => [c.name, decodeURIComponent(c.value)]),
    );
    expect(jar.usrLocationId).toBe(other!.id);
    expect(jar.usrLocationLabel).toContain(other!.name);
    await page.goto('/fierro-cl/');
    await expect(page.locator('nav button[aria-haspopup="dialog"]')).toContainText(other!.name);
  });

  test('Argentina: factura A asks the CUIT (not the DNI given as contact) and the razón social', async ({
    page,
    request,
    baseURL,
  }) => {
    const { cart } = await wholePlaceCart(request, 'soar');
    await openCheckout(page, baseURL, 'fierro-ar', cart.cartId);
    await contact(page, T.es, '12.345.678', 'DNI');
    await openStep(page, 'delivery');
    const delivery = step(page, 'delivery');
    await delivery.getByLabel(T.es.street).fill('Av. Corrientes');
    await delivery.getByLabel(T.es.number, { exact: true }).fill('1234');
    await continueStep(page, 'delivery', T.es);

    await openStep(page, 'fiscal');
    const fiscal = step(page, 'fiscal');
    await hydrated(fiscal.getByRole('button', { name: T.es.continue }));
    await expect(fiscal.getByLabel('DNI')).toHaveValue('12345678');
    await fiscal.getByRole('radio', { name: 'Factura A (responsable inscripto)' }).check();
    await expect(fiscal.getByLabel('CUIT')).toHaveValue('');
    await fiscal.getByRole('button', { name: T.es.continue }).click();
    await expect(fiscal.getByText('Ingresa el CUIT')).toBeVisible();
    await expect(fiscal.getByText('Ingresa la razón social')).toBeVisible();
    await fiscal.getByLabel('CUIT').fill('20-12345678-6');
    await fiscal.getByLabel('Razón social').fill('Obras del Sur SRL');
    await continueStep(page, 'fiscal', T.es);
    await card(page, T.es, '4111111111111111');
    await (await hydrated(payButton(page))).click();
    await expect(page.getByRole('heading', { level: 1, name: T.es.thanks })).toBeVisible({
      timeout: 60_000,
    });
    const order = await orderOf(page, request);
    // The invoice is made out to the company named: its CUIT and its legal name.
    expect(order.fiscalDocument).toEqual({
      kind: 'facturaA',
      taxId: '20123456786',
      businessName: 'Obras del Sur SRL',
      businessActivity: null,
    });
  });

  test('Mexico pays in months without interest (meses sin intereses)', async ({
    page,
    request,
    baseURL,
  }) => {
    const { minimum } = await one<{ minimum: number }>(
      `SELECT max(min_amount)::int AS minimum FROM promotions
        WHERE site_id = 'somx' AND type = 'BANK' AND interest_free`,
    );
    const cart = await storeCart(request, 'somx', { zipCode: undefined, minimum });
    expect(cart.totals.total).toBeGreaterThanOrEqual(minimum);
    await openCheckout(page, baseURL, 'fierro-mx', cart.cartId);
    await contact(page, T.es, 'GODE561231GR8', 'RFC');
    await continueStep(page, 'delivery', T.es);
    await continueStep(page, 'fiscal', T.es);
    // A bank's promotion is paid with that bank's card (the TEST gateway knows it by its BIN).
    const { bank } = await one<{ bank: string }>(
      `SELECT bank FROM promotions WHERE site_id = 'somx' AND type = 'BANK' AND interest_free
        AND months = 3 AND min_amount <= $1 ORDER BY bank LIMIT 1`,
      [cart.totals.total],
    );
    const number = testCardOf(bank)!;
    // Another bank's card with that promotion is refused beside the number, at this step.
    await openStep(page, 'payment');
    const form = step(page, 'payment');
    await hydrated(form.getByRole('button', { name: T.es.continue }));
    await form.getByRole('radio', { name: T.es.card }).check();
    await form.getByLabel(T.es.cardNumber).fill('4111111111111111');
    await form.getByLabel(T.es.holder).fill('Ana Perez');
    await form.getByLabel(T.es.expiry).fill('12/39');
    await form.getByLabel(T.es.cvv).fill('123');
    const select = form.getByRole('combobox');
    const otherBankPromo = (await select.locator('option').allTextContents()).find(
      (o) => o.startsWith(`3 meses sin intereses de `) && o.includes(`con ${bank} `),
    );
    await select.selectOption({ label: otherBankPromo! });
    await form.getByRole('button', { name: T.es.continue }).click();
    await expect(form.getByText(`Esa promoción es para tarjetas ${bank}`)).toBeVisible();
    await expect(form).not.toHaveAttribute('data-step-state', 'done');
    // The server's refusal takes the focus to its field, whose description says why.
    await expect(form.getByLabel(T.es.cardNumber)).toBeFocused();
    await expect(form.getByLabel(T.es.cardNumber)).toHaveAccessibleDescription(
      new RegExp(`Esa promoción es para tarjetas ${bank}`),
    );
    await card(
      page,
      T.es,
      number,
      new RegExp(`^3 meses sin intereses de .+ con ${bank} \\(total .+\\)$`),
    );
    await expect(step(page, 'payment').locator('[data-step-summary]')).toContainText('3 meses');
    await shot(page, 'mx-review');
    await (await hydrated(payButton(page))).click();
    await expect(page.getByRole('heading', { level: 1, name: T.es.thanks })).toBeVisible({
      timeout: 60_000,
    });
    await expect(
      page.getByText(`Pagado con VISA terminada en ${number.slice(-4)} · 3 meses`),
    ).toBeVisible();
    const order = await orderOf(page, request);
    expect(order.payment).toMatchObject({ installments: 3, promotionId: expect.any(String) });
    const promo = await one<{ interest_free: boolean; months: number }>(
      'SELECT interest_free, months FROM promotions WHERE site_id = $1 AND promotion_id = $2',
      ['somx', order.payment.promotionId],
    );
    expect(promo).toEqual({ interest_free: true, months: 3 });
    expect(order.totals.total).toBe(cart.totals.total);
  });

  test('a price changed between the review and the payment is shown before the order is taken', async ({
    page,
    request,
    baseURL,
  }) => {
    const cart = await chileCart(request, 4);
    const line = cart.lines[0]!;
    await openCheckout(page, baseURL, 'fierro-cl', cart.cartId);
    await chileSteps(page);
    await card(page, T.es, '4111111111111111');
    await expect(payButton(page)).toHaveText(`Pagar ${money('fierro-cl', cart.totals.total)}`);

    // The price list changes while the shopper looks at the review (put back at the end).
    // As the importer changes a price list: the site's catalogue version moves with it, and
    // commerce serves the new prices within CATALOG_VERSION_TTL_MS.
    const reprice = async (delta: number) => {
      await db.pool.query(
        'UPDATE prices SET amount = amount + $3 WHERE site_id = $1 AND sku_id = $2',
        ['socl', line.skuId, delta],
      );
      await db.pool.query(
        "UPDATE sites SET catalog_version = catalog_version + 1 WHERE site_id = 'socl'",
      );
    };
    await reprice(1000);
    cleanups.push(() => reprice(-1000));
    await page.waitForTimeout(CATALOG_VERSION_TTL_MS + 200);
    const newTotal = cart.totals.total + 1000 * line.quantity;
    await (await hydrated(payButton(page))).click();
    const alert = step(page, 'review').getByRole('alert');
    await expect(alert).toContainText('El total de tu compra cambió');
    await expect(alert).toContainText(`Antes: ${money('fierro-cl', cart.totals.total)}`);
    await expect(alert).toContainText(`Ahora: ${money('fierro-cl', newTotal)}`);
    // Its delivery row says what the summary beside it says ("Gratis", never "$ 0").
    await expect(alert.locator('dd').last()).toHaveText(
      (await page.locator('[data-checkout-delivery]').first().textContent()) ?? '',
    );
    await shot(page, 'cl-total-changed');
    const orders = await one<{ n: number }>(
      'SELECT count(*)::int AS n FROM orders WHERE cart_id = $1',
      [cart.cartId],
    );
    expect(orders.n).toBe(0);

    await step(page, 'review')
      .getByRole('button', {
        name: `Confirmar nuevo total y pagar ${money('fierro-cl', newTotal)}`,
      })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: T.es.thanks })).toBeVisible({
      timeout: 60_000,
    });
    expect((await orderOf(page, request)).totals.total).toBe(newTotal);
  });

  test('the whole checkout by keyboard alone', async ({ page, request, baseURL }) => {
    await page.setViewportSize({ width: 360, height: 780 });
    const cart = await chileCart(request, 5);
    await openCheckout(page, baseURL, 'fierro-cl', cart.cartId);
    const kb = page.keyboard;
    /** Tab (forwards only) until the control has the focus: no mouse, no programmatic focus. */
    const tabTo = async (target: Locator) => {
      for (let i = 0; i < 80; i++) {
        if (await target.evaluate((el) => el === document.activeElement).catch(() => false)) return;
        await kb.press('Tab');
      }
      throw new Error(`never reached ${target}`);
    };
    const typeIn = async (target: Locator, text: string) => {
      await tabTo(target);
      await kb.type(text);
    };
    const contactStep = step(page, 'contact');
    await hydrated(contactStep.getByRole('button', { name: 'Continuar' }));
    await typeIn(contactStep.getByLabel(T.es.email, { exact: true }), 'teclado@fierro.test');
    await typeIn(contactStep.getByLabel(T.es.firstName, { exact: true }), 'Tomás');
    await typeIn(contactStep.getByLabel(T.es.lastName, { exact: true }), 'Teclado');
    await typeIn(contactStep.getByLabel(T.es.phone, { exact: true }), '+56 9 8765 4321');
    await typeIn(contactStep.getByLabel(T.es.doc, { exact: true }), '12.345.678-5');
    await kb.press('Enter');

    // The next step's heading takes the focus; the address follows it.
    await expect(page.getByRole('heading', { name: /Entrega/ })).toBeFocused();
    const delivery = step(page, 'delivery');
    await typeIn(delivery.getByLabel(T.es.street), 'Los Leones');
    await typeIn(delivery.getByLabel(T.es.number, { exact: true }), '55');
    await tabTo(delivery.getByRole('button', { name: 'Continuar' }));
    await kb.press('Enter');

    await expect(page.getByRole('heading', { name: /Documento tributario/ })).toBeFocused();
    const fiscal = step(page, 'fiscal');
    await tabTo(fiscal.getByRole('radio', { name: 'Boleta' }));
    await kb.press('ArrowRight'); // a factura, which asks for a business name and line of business
    await expect(fiscal.getByRole('radio', { name: 'Factura' })).toBeChecked();
    await tabTo(fiscal.getByRole('button', { name: 'Continuar' }));
    await kb.press('Enter');
    // Both are missing: the messages say so and the focus goes to the first of them.
    await expect(fiscal.getByText('Ingresa la razón social')).toBeVisible();
    await expect(fiscal.getByText('Ingresa el giro')).toBeVisible();
    await expect(fiscal.getByLabel('Razón social')).toBeFocused();
    await kb.type('Tomás Teclado EIRL');
    await typeIn(fiscal.getByLabel('Giro'), 'Construcción');
    await kb.press('Enter');

    await expect(page.getByRole('heading', { name: /Medio de pago/ })).toBeFocused();
    // The title names the open step, and keeps it (Next wrote the metadata's over it).
    await expect(page).toHaveTitle(/^Medio de pago · Finalizar compra/);
    await page.waitForTimeout(1_000);
    await expect(page).toHaveTitle(/^Medio de pago · Finalizar compra/);
    const payment = step(page, 'payment');
    await typeIn(payment.getByLabel(T.es.cardNumber), '4111111111111111');
    await typeIn(payment.getByLabel(T.es.holder), 'Tomas Teclado');
    // A four-digit year, as many type it (the field once cut it to "11/20", expired).
    await typeIn(payment.getByLabel(T.es.expiry), '11/2038');
    await typeIn(payment.getByLabel(T.es.cvv), '321');
    await tabTo(payment.getByRole('button', { name: 'Continuar' }));
    await kb.press('Enter');

    await expect(page.getByRole('heading', { name: /Revisa y confirma/ })).toBeFocused();
    await expect(step(page, 'fiscal').locator('[data-step-summary]')).toContainText(
      'Factura · 12.345.678-5 · Tomás Teclado EIRL · Construcción',
    );
    await shot(page, 'cl-keyboard-review');
    await tabTo(payButton(page));
    await kb.press('Enter');
    await expect(page.getByRole('heading', { level: 1, name: T.es.thanks })).toBeVisible({
      timeout: 60_000,
    });
    // The confirmation's own title: the checkout's step title is not written back over it.
    await expect(page).toHaveTitle(/^Tu pedido/);
    await page.waitForTimeout(1_000);
    await expect(page).toHaveTitle(/^Tu pedido/);
    await shot(page, 'cl-keyboard-confirmation');
  });
});

test.describe('checkout before its script', () => {
  test.describe.configure({ timeout: 240_000 });

  test('every step is a plain form: a refused field says why and keeps what was typed', async ({
    page,
    request,
    baseURL,
  }) => {
    // The page's scripts never arrive (a slow network, a blocked bundle): nothing hydrates, and
    // each form posts to its server action by itself.
    await page.route('**/_next/static/**/*.js', (route) => route.abort());
    const cart = await chileCart(request, 6);
    await openCheckout(page, baseURL, 'fierro-cl', cart.cartId);
    const form = step(page, 'contact');
    await form.getByLabel(T.es.email, { exact: true }).fill('sin.script@fierro.test');
    await form.getByLabel(T.es.firstName, { exact: true }).fill('Ana');
    await form.getByLabel(T.es.lastName, { exact: true }).fill('Pérez');
    await form.getByLabel(T.es.doc, { exact: true }).fill('12.345.678-5');
    await form.getByRole('button', { name: T.es.continue }).click();
    // The server's message beside the field, and the rest as typed.
    await expect(form.getByText('Ingresa un teléfono válido')).toBeVisible({ timeout: 45_000 });
    await expect(form.getByLabel(T.es.email, { exact: true })).toHaveValue(
      'sin.script@fierro.test',
    );
    await form.getByLabel(T.es.phone, { exact: true }).fill('+56 9 1234 5678');
    await form.getByRole('button', { name: T.es.continue }).click();

    await openStep(page, 'delivery');
    const delivery = step(page, 'delivery');
    await expect(delivery.getByLabel('Comuna')).not.toHaveValue('');
    await delivery.getByLabel(T.es.street).fill('Av. Matta');
    await delivery.getByLabel(T.es.number, { exact: true }).fill('77');
    await delivery.getByRole('button', { name: T.es.continue }).click();
    await openStep(page, 'fiscal');
    await step(page, 'fiscal').getByRole('button', { name: T.es.continue }).click();
    await openStep(page, 'payment');
    const payment = step(page, 'payment');
    await payment.getByLabel(T.es.cardNumber).fill('4111111111111111');
    await payment.getByLabel(T.es.holder).fill('Ana Perez');
    await payment.getByLabel(T.es.expiry).fill('12/39');
    await payment.getByLabel(T.es.cvv).fill('123');
    await payment.getByRole('button', { name: T.es.continue }).click();
    await openStep(page, 'review');
    await payButton(page).click();
    await expect(page.getByRole('heading', { level: 1, name: T.es.thanks })).toBeVisible({
      timeout: 60_000,
    });
    expect((await orderOf(page, request)).status).toBe('PAID');
  });
});

test.describe('checkout without JavaScript', () => {
  test.use({ javaScriptEnabled: false });
  test.describe.configure({ timeout: 240_000 });

  test('a Chilean guest buys from the product page to the confirmation, home delivery and factura', async ({
    page,
    request,
  }) => {
    // No script at all (not even React's inline ones): the streamed steps are shown in place by
    // the page's own style, inside its main landmark, and every step is a plain form post.
    await page.goto('/fierro-cl/product/10000003/');
    await page
      .locator('[data-buy-box="1000030"]')
      .getByRole('button', { name: 'Agregar al carro' })
      .click();
    await expect(page).toHaveURL(/\/fierro-cl\/cart\/$/);
    await expect(page.locator('main#main li[data-sku="1000030"]')).toBeVisible();
    await page.getByRole('link', { name: 'Continuar compra' }).click();
    await expect(page).toHaveURL(/\/fierro-cl\/checkout\/$/);
    await expect(
      page.getByRole('main').getByRole('heading', { level: 1, name: 'Finalizar compra' }),
    ).toBeVisible();
    // The form is in its step (React's streamed pieces are one), not after the list.
    const contactForm = step(page, 'contact');
    await contactForm.getByLabel(T.es.email, { exact: true }).fill('sin.js@fierro.test');
    await contactForm.getByLabel(T.es.firstName, { exact: true }).fill('Ana');
    await contactForm.getByLabel(T.es.lastName, { exact: true }).fill('Pérez');
    await contactForm.getByLabel(T.es.phone, { exact: true }).fill('+56 9 1234 5678');
    await contactForm.getByLabel(T.es.doc, { exact: true }).fill('12.345.678-5');
    await shot(page, 'nojs-contact');
    await contactForm.getByRole('button', { name: T.es.continue }).click();

    // Home delivery: the region first; the page comes back with its comunas and asks for one.
    await openStep(page, 'delivery');
    let delivery = step(page, 'delivery');
    await delivery.getByLabel('Región').selectOption({ label: 'Metropolitana de Santiago' });
    await delivery.getByLabel(T.es.street).fill('Av. Matta');
    await delivery.getByLabel(T.es.number, { exact: true }).fill('77');
    await delivery.getByRole('button', { name: T.es.continue }).click();
    await expect(page).toHaveURL(/edit=delivery&flash=/);
    delivery = step(page, 'delivery');
    await expect(delivery.getByLabel('Región')).toHaveValue(/.+/);
    await expect(delivery.getByLabel('Comuna')).toHaveAccessibleDescription(/Elige tu comuna/);
    await expect(delivery.getByLabel(T.es.street)).toHaveValue('Av. Matta');
    const comuna = (await delivery.getByLabel('Comuna').locator('option').allTextContents())[1]!;
    expect(comuna).toBeTruthy();
    await shot(page, 'nojs-delivery-comunas');
    await delivery.getByLabel('Comuna').selectOption({ label: comuna });
    await delivery.getByRole('button', { name: T.es.continue }).click();
    await openStep(page, 'fiscal');
    await expect(step(page, 'delivery').locator('[data-step-summary]')).toContainText(
      `Av. Matta 77, ${comuna}`,
    );

    // Boleta is the default; a factura without its fields comes back with them and their
    // messages beside them (the server shows the kind that was posted).
    let fiscal = step(page, 'fiscal');
    await expect(fiscal.getByRole('radio', { name: 'Boleta' })).toBeChecked();
    await fiscal.getByRole('radio', { name: 'Factura' }).check();
    await fiscal.getByRole('button', { name: T.es.continue }).click();
    await expect(page).toHaveURL(/edit=fiscal&flash=/);
    fiscal = step(page, 'fiscal');
    await expect(fiscal.getByRole('radio', { name: 'Factura' })).toBeChecked();
    await expect(fiscal.getByLabel('Razón social')).toHaveAccessibleDescription(
      'Ingresa la razón social',
    );
    await expect(fiscal.getByLabel('Giro')).toHaveAccessibleDescription('Ingresa el giro');
    await shot(page, 'nojs-fiscal-errors');
    await fiscal.getByLabel('Razón social').fill('Ferretería Pérez SpA');
    await fiscal.getByLabel('Giro').fill('Ferretería');
    await fiscal.getByRole('button', { name: T.es.continue }).click();

    await openStep(page, 'payment');
    const payment = step(page, 'payment');
    await payment.getByLabel(T.es.cardNumber).fill('4111 1111 1111 1111');
    await payment.getByLabel(T.es.holder).fill('Ana Perez');
    await payment.getByLabel(T.es.expiry).fill('12/39');
    await payment.getByLabel(T.es.cvv).fill('123');
    await payment.getByRole('button', { name: T.es.continue }).click();
    await openStep(page, 'review');
    await shot(page, 'nojs-review');
    await payButton(page).click();

    await expect(page).toHaveURL(/\/fierro-cl\/checkout\/confirmation\/[0-9a-f-]{36}\/\?token=/, {
      timeout: 60_000,
    });
    await expect(
      page.getByRole('main').getByRole('heading', { level: 1, name: T.es.thanks }),
    ).toBeVisible();
    const order = await orderOf(page, request);
    expect(order).toMatchObject({
      status: 'PAID',
      payment: { brand: 'VISA', last4: '1111' },
      deliveryAddress: { street: 'Av. Matta', number: '77' },
      fiscalDocument: { kind: 'factura', businessName: 'Ferretería Pérez SpA' },
    });
    await expect(page.locator('[data-order-number]')).toHaveText(order.orderNumber);
    await expect(page.locator('[data-order-number]')).toBeVisible();
    await shot(page, 'nojs-confirmation');
  });
});

test('a signed-in shopper finds the contact filled in from the account', async ({
  page,
  request,
  baseURL,
}) => {
  await signIn(page, 'fierro-cl', 'persona.cl@fierro.demo');
  await expect(page).not.toHaveURL(/\/login\//, { timeout: 60_000 });
  const cart = await chileCart(request, 7);
  await openCheckout(page, baseURL, 'fierro-cl', cart.cartId);
  const form = step(page, 'contact');
  await expect(form.getByText('Compras con tu cuenta persona.cl@fierro.demo.')).toBeVisible();
  await expect(form.getByLabel(T.es.email, { exact: true })).toHaveValue('persona.cl@fierro.demo');
  await expect(form.getByLabel(T.es.doc, { exact: true })).toHaveValue(/^12\.?345\.?678-5$/);
});

test("a signed-in shopper on a new device (no cart cookie) pays the account's cart, never 'nothing to pay'", async ({
  page,
  request,
  baseURL,
}) => {
  // Uruguay's demo shopper (no other journey buys with it): a line picked up at a store.
  const { sku, store } = await one<{ sku: string; store: string }>(
    `SELECT s.sku_id AS sku, s.facility_id AS store
      FROM stock s JOIN facilities f ON f.site_id = s.site_id AND f.facility_id = s.facility_id
      JOIN variants v ON v.site_id = s.site_id AND v.sku_id = s.sku_id AND v.published
      WHERE s.site_id = 'souy' AND f.kind = 'store' AND f.pickup_enabled AND s.quantity > 10
        AND EXISTS (SELECT 1 FROM prices p WHERE p.site_id = s.site_id AND p.sku_id = s.sku_id)
      ORDER BY s.sku_id DESC LIMIT 1`,
  );
  const session = await demoSessionId(commerce(), 'persona.uy@fierro.demo', 'souy');
  const asShopper = { 'content-type': 'application/json', authorization: session };
  const own = (await (
    await request.post(`${commerce()}/checkout/v1/carts`, {
      headers: asShopper,
      data: { siteId: 'souy' },
    })
  ).json()) as CartResponse;
  const added = await request.post(`${commerce()}/checkout/v1/carts/${own.cartId}/lines`, {
    headers: { ...asShopper, 'if-match': `"${own.version}"` },
    data: { skuId: sku, quantity: 1, deliveryMethod: 'pickupInStore', storeId: store },
  });
  expect(added.status(), await added.text()).toBe(200);
  const line = ((await added.json()) as CartResponse).lines.find((l) => l.skuId === sku)!;
  // Only the session's cookie: the cart's own was never set in this browser.
  await page.context().addCookies([siteCookie(baseURL!, 'fierro-uy', 'sessionId', session)]);
  await page.goto('/fierro-uy/checkout/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText('No hay nada que pagar')).toHaveCount(0);
  await expect(page.getByText(line.name).first()).toBeVisible();
  await expect(
    step(page, 'contact').getByText('Compras con tu cuenta persona.uy@fierro.demo.'),
  ).toBeVisible();
});

test("a guest who signs in from the checkout's contact step comes back to the checkout, with the guest cart", async ({
  page,
  request,
  baseURL,
}) => {
  const cart = await chileCart(request, 9);
  await openCheckout(page, baseURL, 'fierro-cl', cart.cartId);
  await step(page, 'contact').getByRole('link', { name: 'Inicia sesión' }).click();
  await expect(page).toHaveURL(/\/fierro-cl\/login\/\?returnTo=/);
  await signIn(page, 'fierro-cl', 'persona.cl@fierro.demo');
  await expect(page).toHaveURL(/\/fierro-cl\/checkout\/$/, { timeout: 60_000 });
  await expect(
    step(page, 'contact').getByText('Compras con tu cuenta persona.cl@fierro.demo.'),
  ).toBeVisible();
  // The guest cart's line came with the shopper (merged at sign-in) and is the one to pay.
  await expect(page.getByText(cart.lines[0]!.name).first()).toBeVisible();
});

test("a signed-in Mexican finds the account's CURP as the contact's document, and it is taken", async ({
  page,
  request,
  baseURL,
}) => {
  await signIn(page, 'fierro-mx', 'persona.mx@fierro.demo');
  await expect(page).not.toHaveURL(/\/login\//, { timeout: 60_000 });
  const cart = await storeCart(request, 'somx');
  await openCheckout(page, baseURL, 'fierro-mx', cart.cartId);
  await openStep(page, 'contact');
  const form = step(page, 'contact');
  await expect(form.getByLabel(T.es.docType)).toHaveValue('MX_CURP');
  await expect(form.getByLabel(T.es.doc, { exact: true })).toHaveValue('BOXW310820HNERXN09');
  // A Mexican mobile as people write it.
  await form.getByLabel(T.es.phone, { exact: true }).fill('(55) 1234 5678');
  await continueStep(page, 'contact', T.es);
});

test("a company's buyer finds the factura filled in with the company's RUT and legal name", async ({
  page,
  request,
  baseURL,
}) => {
  await signIn(page, 'fierro-cl', 'empresa.cl@fierro.demo', 'company');
  await expect(page).not.toHaveURL(/\/login\//, { timeout: 60_000 });
  const cart = await chileCart(request, 9);
  await openCheckout(page, baseURL, 'fierro-cl', cart.cartId);
  await openStep(page, 'contact');
  await expect(step(page, 'contact').getByLabel(T.es.email, { exact: true })).toHaveValue(
    'empresa.cl@fierro.demo',
  );
  await continueStep(page, 'contact', T.es);
  await openStep(page, 'delivery');
  const delivery = step(page, 'delivery');
  await delivery.getByLabel(T.es.street).fill('Av. Apoquindo');
  await delivery.getByLabel(T.es.number, { exact: true }).fill('3000');
  await continueStep(page, 'delivery', T.es);
  await openStep(page, 'fiscal');
  const fiscal = step(page, 'fiscal');
  await expect(fiscal.getByRole('radio', { name: 'Factura' })).toBeChecked();
  await expect(fiscal.getByLabel('RUT', { exact: true })).toHaveValue(/^76\.?086\.?428-5$/);
  await expect(fiscal.getByLabel('Razón social')).toHaveValue('Constructora Los Andes SpA');
  // The giro is the one thing left to say.
  await fiscal.getByLabel('Giro').fill('Construcción');
  await continueStep(page, 'fiscal', T.es);
  await expect(step(page, 'fiscal').locator('[data-step-summary]')).toContainText('Factura');
});

test("dicico (companies only): the buyer's contact takes the company's CNPJ", async ({
  page,
  request,
  baseURL,
}) => {
  await signIn(page, 'dicico', 'empresa.dicico@fierro.demo', 'company');
  await expect(page).not.toHaveURL(/\/login\//, { timeout: 60_000 });
  const cart = await storeCart(request, 'dicico');
  await openCheckout(page, baseURL, 'dicico', cart.cartId);
  await openStep(page, 'contact');
  const form = step(page, 'contact');
  await expect(form.getByLabel(T.pt.docType)).toHaveValue('BR_CNPJ');
  await expect(form.getByLabel(T.pt.doc, { exact: true })).toHaveValue(
    /^11\.?222\.?333\/?0001-?81$/,
  );
  await continueStep(page, 'contact', T.pt);
  await openStep(page, 'delivery');
});
