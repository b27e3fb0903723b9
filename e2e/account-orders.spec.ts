import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { CartResponse, OrderResponse } from '@fierro/commerce/contract';
import { createDb, type Database } from '@fierro/db';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { axeScan } from './axe';
import { hydrated } from './hydration';
import { E2E_COMMERCE_PORT } from './playwright.config';
import { signIn } from './session';
import { siteCookie } from './site-cookie';

/**
 * The shopper's orders after the sale (issue 23), as shoppers go through them: a Chilean shopper
 * buys through the checkout, finds the order in the account, buys it again and, once it is
 * delivered, asks for a retracto; Peru's warranty change opens in a new tab; Uruguay's menu has no
 * order list but the page still answers; a guest looks an order up with the proof-of-work
 * captcha on. axe at 360 and 1280 px on every page. Orders other than the first are placed
 * through commerce's API with the shopper's session, and delivered by hand in the database (the
 * operator's API is another process's).
 *
 * ORDERS_SHOTS=dir keeps a screenshot of each page at both widths.
 */
const commerce = () => process.env.E2E_COMMERCE_URL ?? `http://127.0.0.1:${E2E_COMMERCE_PORT}`;
let db: Database;
test.beforeAll(() => {
  db = createDb(process.env.E2E_DATABASE_URL!, { max: 2 });
});
test.afterAll(async () => {
  await db?.close();
});

const one = async <T>(sql: string, values: unknown[] = []) =>
  (await db.pool.query(sql, values)).rows[0] as T;

/** axe finds nothing, of any impact, at a phone's width and a desktop's; a screenshot of each. */
async function checkPage(page: Page, name: string) {
  // The page's streamed part is revealed by React's script, batched behind a frame: a scan of the
  // moment before sees its heading still hidden (our own checks above read hidden text too).
  await expect(page.locator('h1').first()).toBeVisible();
  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    const { violations } = await axeScan(page);
    const found = violations.map(
      (v) => `${v.impact} ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
    );
    expect(found, `${name} at ${width}px`).toEqual([]);
    // Nothing wider than the screen: no sideways scrolling on a phone.
    const wide = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(wide, `${name} at ${width}px`).toBeLessThanOrEqual(width);
    const dir = process.env.ORDERS_SHOTS;
    if (dir) {
      mkdirSync(dir, { recursive: true });
      await page.screenshot({ path: join(dir, `${name}-${width}.png`), fullPage: true });
    }
  }
}

const sessionOf = async (page: Page) =>
  (await page.context().cookies()).find((c) => c.name === 'sessionId')!.value;

async function call<T>(
  api: APIRequestContext,
  method: 'GET' | 'POST' | 'PUT',
  path: string,
  opts: {
    body?: unknown;
    version?: number;
    session?: string;
    headers?: Record<string, string>;
  } = {},
): Promise<T> {
  const res = await api.fetch(`${commerce()}${path}`, {
    method,
    headers: {
      'content-type': 'application/json',
      ...(opts.version ? { 'if-match': `"${opts.version}"` } : {}),
      ...(opts.session ? { authorization: opts.session } : {}),
      ...opts.headers,
    },
    ...(opts.body ? { data: opts.body } : {}),
  });
  expect(res.ok(), `${method} ${path}: ${await res.text()}`).toBe(true);
  return (await res.json()) as T;
}

/** A Chilean SKU shipped to a zone with stock, and a comuna of it (`pick` spreads tests). */
async function chileCart(api: APIRequestContext, pick: number, session?: string) {
  const { sku, region } = await one<{ sku: string; region: string }>(
    `SELECT DISTINCT ON (s.sku_id) s.sku_id AS sku, za.area_id AS region
      FROM stock s JOIN zone_facilities zf ON zf.site_id = s.site_id AND zf.facility_id = s.facility_id
        AND zf.method = 'homeDelivery'
      JOIN zone_areas za ON za.site_id = zf.site_id AND za.zone_id = zf.zone_id
      JOIN variants v ON v.site_id = s.site_id AND v.sku_id = s.sku_id AND v.published
      WHERE s.site_id = 'socl' AND s.quantity > 40
        AND EXISTS (SELECT 1 FROM prices p WHERE p.site_id = s.site_id AND p.sku_id = s.sku_id)
      ORDER BY s.sku_id DESC, za.area_id LIMIT 1 OFFSET $1`,
    [pick],
  );
  const comunas = await call<{ items: Array<{ id: string }> }>(
    api,
    'GET',
    `/geo/v1/socl/children?parentId=${region}`,
  );
  let cart = await call<CartResponse>(api, 'POST', '/checkout/v1/carts', {
    body: { siteId: 'socl' },
    session,
  });
  cart = await call<CartResponse>(api, 'PUT', `/checkout/v1/carts/${cart.cartId}/location`, {
    body: { locationId: comunas.items[0]?.id ?? region },
    version: cart.version,
    session,
  });
  cart = await call<CartResponse>(api, 'POST', `/checkout/v1/carts/${cart.cartId}/lines`, {
    body: { skuId: sku, quantity: 2, deliveryMethod: 'homeDelivery' },
    version: cart.version,
    session,
  });
  return { cart, location: comunas.items[0]?.id ?? region };
}

const tokenOf = async (api: APIRequestContext) =>
  (
    await call<{ token: string }>(api, 'POST', '/payments/v1/test-gateway/tokens', {
      body: { number: '4111111111111111', expiry: '12/39', cvv: '123', holder: 'Ana Perez' },
    })
  ).token;

/** A Chilean order paid by card, through the API, as the session's shopper (or a guest). */
async function chileOrder(api: APIRequestContext, pick: number, email: string, session?: string) {
  const { cart, location } = await chileCart(api, pick, session);
  return call<OrderResponse>(api, 'POST', '/checkout/v1/orders', {
    session,
    headers: { 'idempotency-key': `e2e-orders-${Date.now()}-${pick}` },
    body: {
      cartId: cart.cartId,
      contact: {
        email,
        firstName: 'Ana',
        lastName: 'Pérez',
        phone: '+56 9 1234 5678',
        document: { type: 'CL_RUT', number: '12.345.678-5' },
      },
      delivery: { address: { locationId: location, street: 'Av. Providencia', number: '1234' } },
      fiscalDocument: { kind: 'boleta' },
      payment: { method: 'card', token: await tokenOf(api) },
      expectedTotal: cart.totals.total,
    },
  });
}

/** A Peruvian order bought at a store and paid by card, as the session's shopper. */
async function peruOrder(api: APIRequestContext, session: string) {
  const { sku, store } = await one<{ sku: string; store: string }>(
    `SELECT s.sku_id AS sku, s.facility_id AS store
      FROM stock s JOIN facilities f ON f.site_id = s.site_id AND f.facility_id = s.facility_id
      JOIN variants v ON v.site_id = s.site_id AND v.sku_id = s.sku_id AND v.published
      WHERE s.site_id = 'sope' AND f.kind = 'store' AND s.quantity BETWEEN 10 AND 500
        AND EXISTS (SELECT 1 FROM prices p WHERE p.site_id = s.site_id AND p.sku_id = s.sku_id)
      ORDER BY s.sku_id DESC, s.facility_id LIMIT 1 OFFSET 3`,
  );
  let cart = await call<CartResponse>(api, 'POST', '/checkout/v1/carts', {
    body: { siteId: 'sope' },
    session,
  });
  cart = await call<CartResponse>(api, 'POST', `/checkout/v1/carts/${cart.cartId}/lines`, {
    body: { skuId: sku, quantity: 1, deliveryMethod: 'buyAtStore', storeId: store },
    version: cart.version,
    session,
  });
  return call<OrderResponse>(api, 'POST', '/checkout/v1/orders', {
    session,
    headers: { 'idempotency-key': `e2e-orders-pe-${Date.now()}` },
    body: {
      cartId: cart.cartId,
      contact: {
        email: 'persona.pe@fierro.demo',
        firstName: 'Rosa',
        lastName: 'Quispe',
        phone: '+51 987 654 321',
        document: { type: 'PE_DNI', number: '45678912' },
      },
      fiscalDocument: { kind: 'boleta', taxId: '45678912' },
      payment: { method: 'card', token: await tokenOf(api) },
      expectedTotal: cart.totals.total,
    },
  });
}

/** What the shop floor and the carrier would record: prepared, shipped (or ready), delivered. */
async function deliver(orderId: string, pickup = false) {
  const steps = pickup
    ? ['PREPARING', 'READY_FOR_PICKUP', 'PICKED_UP']
    : ['PREPARING', 'SHIPPED', 'DELIVERED'];
  for (const status of steps) {
    await db.pool.query('INSERT INTO order_history (order_id, status) VALUES ($1, $2)', [
      orderId,
      status,
    ]);
  }
  await db.pool.query('UPDATE orders SET status = $2 WHERE id = $1', [orderId, steps.at(-1)]);
}

const menu = (page: Page) => page.getByRole('navigation', { name: 'Menú de mi cuenta' });

test.describe('my account: orders', () => {
  test.describe.configure({ timeout: 300_000 });

  test('Chile: buy, find the order in the account, buy it again, then ask for a retracto', async ({
    page,
    request,
    baseURL,
  }) => {
    await signIn(page, 'fierro-cl', 'persona.cl@fierro.demo');
    await expect(page).not.toHaveURL(/\/login\//, { timeout: 60_000 });
    const session = await sessionOf(page);

    // Buy through the checkout, signed in.
    const { cart } = await chileCart(request, 1, session);
    await page.context().addCookies([siteCookie(baseURL!, 'fierro-cl', 'cartId', cart.cartId)]);
    await page.goto('/fierro-cl/checkout/');
    const step = (name: string) => page.locator(`li[data-step="${name}"]`);
    const next = async (name: string) => {
      await (await hydrated(step(name).getByRole('button', { name: 'Continuar' }))).click();
      await expect(step(name)).toHaveAttribute('data-step-state', 'done', { timeout: 45_000 });
    };
    await expect(step('contact')).toHaveAttribute('data-step-state', 'open');
    const contact = step('contact');
    await hydrated(contact.getByRole('button', { name: 'Continuar' }));
    await contact.getByLabel('Nombre', { exact: true }).fill('Ana');
    await contact.getByLabel('Apellido', { exact: true }).fill('Pérez');
    await contact.getByLabel('Teléfono', { exact: true }).fill('+56 9 1234 5678');
    await contact.getByLabel('Número de documento', { exact: true }).fill('12.345.678-5');
    await next('contact');
    await step('delivery').getByLabel('Calle').fill('Av. Providencia');
    await step('delivery').getByLabel('Número', { exact: true }).fill('1234');
    await next('delivery');
    await next('fiscal');
    const pay = step('payment');
    await hydrated(pay.getByRole('button', { name: 'Continuar' }));
    await pay.getByRole('radio', { name: 'Tarjeta de crédito o débito' }).check();
    await pay.getByLabel('Número de la tarjeta').fill('4111 1111 1111 1111');
    await pay.getByLabel('Nombre como aparece en la tarjeta').fill('Ana Perez');
    await pay.getByLabel('Vencimiento (MM/AA)').fill('12/39');
    await pay.getByLabel('Código de seguridad').fill('123');
    await next('payment');
    await (await hydrated(step('review').getByRole('button', { name: /^Pagar / }))).click();
    await expect(page).toHaveURL(/\/checkout\/confirmation\/[0-9a-f-]{36}\//, { timeout: 60_000 });
    const orderId = new URL(page.url()).pathname.split('/').filter(Boolean).at(-1)!;
    // Signed in, the session reads the order: no key to it in the address (nor the history).
    expect(new URL(page.url()).searchParams.has('token')).toBe(false);
    const number = (await page.locator('[data-order-number]').textContent())!.trim();

    // The account's order list: the header's menu leads there; the order is the newest.
    await page.goto('/fierro-cl/myaccount/orders/');
    await expect(page.getByRole('heading', { level: 1, name: 'Mis pedidos' })).toBeVisible();
    await expect(menu(page).getByRole('link', { name: 'Mis pedidos' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(page.locator('[data-order-list] > li').first()).toHaveAttribute(
      'data-order',
      number,
    );
    const dataLayer = await page.evaluate(
      () => (window as unknown as { dataLayer?: Array<Record<string, unknown>> }).dataLayer ?? [],
    );
    expect(dataLayer).toContainEqual(
      expect.objectContaining({ event: 'pageView', pageName: 'my account' }),
    );
    await checkPage(page, 'cl-orders');

    await page.getByRole('link', { name: `Ver el pedido N° ${number}` }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: `Pedido N° ${number}` }),
    ).toBeVisible();
    const timeline = page.locator('[data-timeline]');
    await expect(timeline.getByRole('listitem')).toHaveText([/Recibido/, /Pagado/]);
    await expect(page.locator('[data-payment]')).toHaveText(/Tarjeta · VISA terminada en 1111/);
    await expect(page.getByRole('region', { name: 'Documento tributario' })).toContainText(
      'Boleta',
    );
    await expect(page.locator('[data-line-delivery]').first()).toContainText(
      'Despacho a domicilio',
    );
    await expect(
      page.getByText('Podrás pedir un cambio o una devolución cuando tengas tus productos.'),
    ).toBeVisible();
    await checkPage(page, 'cl-order');

    // Buy again: the lines go to the cart at today's prices, and the cart page opens.
    await page.getByRole('button', { name: 'Comprar de nuevo' }).click();
    await expect(page).toHaveURL(/\/fierro-cl\/cart\/?$/, { timeout: 30_000 });
    await expect(page.getByText(cart.lines[0]!.name).first()).toBeVisible();

    // Delivered: the retracto (10 days, Chile only) is offered beside the return and warranty.
    await deliver(orderId);
    await page.goto(`/fierro-cl/myaccount/orders/${orderId}/`);
    await expect(timeline.getByRole('listitem').last()).toHaveText(/Entregado/);
    await expect(timeline.locator('[aria-current="step"]')).toHaveText(/Entregado/);
    const retracto = page.locator('a[data-request="rightOfRefusal"]');
    await expect(retracto).toContainText('Derecho a retracto');
    await expect(page.locator('a[data-request="warranty"]')).not.toHaveAttribute(
      'target',
      '_blank',
    );
    await retracto.click();
    await expect(page.getByRole('heading', { level: 1, name: 'Derecho a retracto' })).toBeVisible();
    await expect(page.getByText(/dentro de 10 días desde que la recibiste/)).toBeVisible();
    const submit = await hydrated(page.getByRole('button', { name: 'Enviar solicitud' }));
    await checkPage(page, 'cl-retracto');
    // A wrong quantity is told beside the field and nothing is sent.
    await page.getByLabel('Cantidad').fill('9');
    await submit.click();
    await expect(page.getByText('Ingresa una cantidad entre 1 y 2')).toBeVisible();
    await expect(page.getByLabel('Cantidad')).toBeFocused();
    await page.getByLabel('Cantidad').fill('1');
    await page.getByLabel('Comentario (opcional)').fill('Me equivoqué de color');
    await submit.click();
    await expect(page).toHaveURL(new RegExp(`/myaccount/orders/${orderId}/\\?notice=requested`));
    await expect(
      page.getByRole('status').filter({ hasText: 'Recibimos tu solicitud' }),
    ).toBeVisible();
    await expect(page.locator('[data-return-request="rightOfRefusal"]')).toContainText(
      'Solicitada',
    );
    await checkPage(page, 'cl-order-requested');

    // Membership: the tier and the points this order earned.
    await menu(page).getByRole('link', { name: 'Membresía y puntos' }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Membresía y puntos CMR' }),
    ).toBeVisible();
    await expect(page.locator('[data-tier]')).toHaveAttribute('data-tier', /Fan|Premium|Elite/);
    await expect(
      page.getByRole('link', { name: `Ganados por el pedido N° ${number}` }),
    ).toBeVisible();
    const balance = Number(
      await page.locator('[data-points-balance]').getAttribute('data-points-balance'),
    );
    expect(balance).toBeGreaterThan(0);
    await checkPage(page, 'cl-membership');
  });

  test('Peru: the warranty change opens in a new tab; no retracto there', async ({
    page,
    request,
  }) => {
    await signIn(page, 'fierro-pe', 'persona.pe@fierro.demo');
    await expect(page).not.toHaveURL(/\/login\//, { timeout: 60_000 });
    const order = await peruOrder(request, await sessionOf(page));
    await deliver(order.orderId, true);
    await page.goto(`/fierro-pe/myaccount/orders/${order.orderId}/`);
    await expect(page.locator('[data-timeline] [aria-current="step"]')).toHaveText(/Retirado/);
    await expect(page.locator('[data-line-delivery]').first()).toContainText('Compra en tienda');
    await expect(page.locator('a[data-request="rightOfRefusal"]')).toHaveCount(0);
    const warranty = page.locator('a[data-request="warranty"]');
    await expect(warranty).toHaveAttribute('target', '_blank');
    await expect(warranty).toContainText('(se abre en una pestaña nueva)');
    await checkPage(page, 'pe-order');
    const [tab] = await Promise.all([page.context().waitForEvent('page'), warranty.click()]);
    await tab.waitForLoadState();
    await expect(tab).toHaveURL(/\/returns\/\?line=\d+&kind=warranty/);
    await expect(tab.getByRole('heading', { level: 1, name: 'Cambio por garantía' })).toBeVisible();
    const submit = await hydrated(tab.getByRole('button', { name: 'Enviar solicitud' }));
    // The reason is required for a warranty change.
    await submit.click();
    await expect(tab.getByText('Elige un motivo').last()).toBeVisible();
    await tab.getByLabel('Motivo').selectOption({ label: 'No funciona o falla' });
    await checkPage(tab, 'pe-warranty');
    await submit.click();
    await expect(tab).toHaveURL(/\?notice=requested/);
    await expect(tab.locator('[data-return-request="warranty"]')).toContainText('Solicitada');
  });

  test('Uruguay: the menu has no order list, and the list still answers at its address', async ({
    page,
  }) => {
    await signIn(page, 'fierro-uy', 'persona.uy@fierro.demo');
    await expect(page).not.toHaveURL(/\/login\//, { timeout: 60_000 });
    await page.goto('/fierro-uy/myaccount/orders/');
    await expect(page.getByRole('heading', { level: 1, name: 'Mis pedidos' })).toBeVisible();
    await expect(menu(page).getByRole('link', { name: 'Mis datos' })).toBeVisible();
    await expect(menu(page).getByRole('link', { name: 'Mis pedidos' })).toHaveCount(0);
    // Uruguay has no store card: no membership either.
    await expect(menu(page).getByRole('link', { name: 'Membresía y puntos' })).toHaveCount(0);
    await expect(page.getByText('Todavía no tienes pedidos en este sitio.')).toBeVisible();
    await checkPage(page, 'uy-orders');
  });

  test('a guest looks an order up by number and e-mail with the captcha on', async ({
    page,
    request,
  }) => {
    const order = await chileOrder(request, 4, 'invitada.e2e@fierro.test');
    await page.goto('/fierro-cl/order-status/');
    await expect(page.getByRole('heading', { level: 1, name: 'Sigue tu pedido' })).toBeVisible();
    const captcha = page.locator('[data-captcha]');
    await expect(captcha).toHaveAttribute('data-captcha', 'solved', { timeout: 60_000 });
    await expect(captcha.getByRole('status')).toHaveText(/Verificación completa/);
    await checkPage(page, 'cl-order-status');
    await page.getByLabel('Número de pedido').fill(order.orderNumber);
    await page.getByLabel('Correo electrónico').fill('otra@fierro.test');
    await page.getByRole('button', { name: 'Ver estado' }).click();
    await expect(page.locator('[data-lookup-form]').getByRole('alert')).toHaveText(
      'No encontramos un pedido con ese número y correo.',
    );
    // Each answer spends its solution: the next one is solved before the next try.
    await expect(captcha).toHaveAttribute('data-captcha', 'solved', { timeout: 60_000 });
    await page.getByLabel('Correo electrónico').fill('Invitada.E2E@fierro.test');
    await page.getByRole('button', { name: 'Ver estado' }).click();
    const result = page.getByRole('region', { name: `Pedido N° ${order.orderNumber}` });
    await expect(result).toBeVisible();
    await expect(result).toContainText('Estado: Pagado');
    // The total says it is one (it read as the last line's price).
    await expect(result.locator('[data-lookup-total]')).toHaveText(/^Total: \$\s?[\d.]+$/);
    await expect(result.getByRole('heading')).toBeFocused();
    await checkPage(page, 'cl-order-status-found');
  });
});
