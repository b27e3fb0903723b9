import { createConnection, createServer, type Server, type Socket } from 'node:net';
import { parseEnv } from '@fierro/commerce/env';
import { startCommerce } from '@fierro/commerce/server';
import { expect, type Page, test } from '@playwright/test';
import { type RunningStorefront, startStorefront } from '../apps/storefront/scripts/serve';
import { E2E_COMMERCE_PORT, E2E_PORT } from './playwright.config';
import { siteCookie } from './site-cookie';

/**
 * Spec §8 special error (issue 19), through a real path: commerce loses its database. Every read
 * it serves then throws, and its error handler answers what it answers for anything unexpected:
 * a 500 whose errors list holds code -1 (apps/commerce/src/app.ts onError, lib/errors.ts
 * internalErrorBody). A second commerce and storefront of the same build reach the suite's
 * database through a switch that passes or cuts the connections. With the database there, the
 * shell's cached parts are read once (the department menu, as after any time in service); then
 * the database goes. A shopper who opens a page not read before goes to the special error page:
 * status 503, its own message in the site's language (not the 404 or the 500 page), a retry of
 * the page that failed, and `consumer=b2b` kept in business mode (spec §2).
 */
const PORT = E2E_PORT + 8;
const COMMERCE_PORT = E2E_COMMERCE_PORT + 8;
const SWITCH_PORT = E2E_COMMERCE_PORT + 9;
const base = `http://127.0.0.1:${PORT}`;
const commerceUrl = `http://127.0.0.1:${COMMERCE_PORT}`;

let connected = true;
const piped: Socket[] = [];
let dbSwitch: Server;
let commerce: ReturnType<typeof startCommerce>;
let storefront: RunningStorefront;

/** The database goes away: open connections end, new ones are refused. */
const cutDatabase = () => {
  connected = false;
  for (const s of piped.splice(0)) s.destroy();
};

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(180_000);
  const database = new URL(process.env.E2E_DATABASE_URL ?? '');
  dbSwitch = createServer((socket) => {
    socket.on('error', () => {});
    if (!connected) {
      socket.destroy();
      return;
    }
    const upstream = createConnection(Number(database.port), database.hostname);
    upstream.on('error', () => socket.destroy());
    piped.push(socket, upstream);
    socket.pipe(upstream).pipe(socket);
  });
  await new Promise<void>((resolve) => dbSwitch.listen(SWITCH_PORT, '127.0.0.1', resolve));
  const viaSwitch = new URL(database);
  viaSwitch.host = `127.0.0.1:${SWITCH_PORT}`;
  commerce = startCommerce(
    parseEnv({
      ...process.env,
      DATABASE_URL: viaSwitch.toString(),
      PORT: String(COMMERCE_PORT),
      LOG_LEVEL: 'silent',
      JOBS: '0',
    }),
  );
  storefront = await startStorefront({ port: PORT, commerceUrl, logFile: '/dev/null' });
  // In service: the shell's department menu of each site is read and kept (profile `content`).
  for (const site of ['fierro-cl', 'fierro-br']) {
    const res = await fetch(`${base}/${site}/_error/?statusCode=404`);
    expect(res.status).toBe(404);
    expect(await res.text()).toContain('/category/');
  }
  cutDatabase();
});

test.afterAll(async () => {
  await storefront?.close();
  await commerce?.close();
  for (const s of piped) s.destroy();
  dbSwitch?.close();
});

const SPECIAL = {
  es: 'El servicio no está disponible por un momento',
  pt: 'O serviço está indisponível no momento',
};

/** Opens `path` and follows the browser to the error page; answers that page's status. */
async function landOnErrorPage(page: Page, path: string) {
  const errorPage = page.waitForResponse(
    (r) => new URL(r.url()).pathname.endsWith('/_error/') && r.request().isNavigationRequest(),
    { timeout: 60_000 },
  );
  await page.goto(`${base}${path}`, { timeout: 60_000 });
  return (await errorPage).status();
}

test('without its database commerce answers the special error: a 500 whose errors list holds code -1', async () => {
  const res = await fetch(`${commerceUrl}/search/v1/socl/category/products?categoryId=cat101`);
  expect(res.status).toBe(500);
  expect((await res.json()).errors).toEqual([expect.objectContaining({ code: -1 })]);
});

test('a listing on the special error goes to the special error page: 503, its message, a retry', async ({
  page,
}) => {
  const path = '/fierro-cl/category/cat101/herramientas/';
  const status = await landOnErrorPage(page, path);
  expect(status).toBe(503);
  await expect(page).toHaveURL(
    `${base}/fierro-cl/_error/?statusCode=503&referrer=${encodeURIComponent(path)}`,
  );
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(SPECIAL.es);
  await expect(page.getByRole('link', { name: 'Volver a intentar' })).toHaveAttribute('href', path);
  // The server's HTML says so already, with the status.
  const again = await fetch(page.url());
  expect(again.status).toBe(503);
  expect(await again.text()).toContain(SPECIAL.es);
});

test('Brazil shows it in Portuguese', async ({ page }) => {
  expect(await landOnErrorPage(page, '/fierro-br/')).toBe(503);
  await expect(page).toHaveURL(/\/fierro-br\/_error\/\?statusCode=503&referrer=%2Ffierro-br%2F$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(SPECIAL.pt);
  await expect(page.getByRole('link', { name: 'Tentar novamente' })).toHaveAttribute(
    'href',
    '/fierro-br/',
  );
});

test('in business mode the navigation to the error page keeps consumer=b2b', async ({
  page,
  context,
}) => {
  await context.addCookies([siteCookie(base, 'fierro-cl', 'consumer', 'b2b')]);
  expect(await landOnErrorPage(page, '/fierro-cl/')).toBe(503);
  await expect(page).toHaveURL(
    /\/fierro-cl\/_error\/\?statusCode=503&referrer=%2Ffierro-cl%2F&consumer=b2b$/,
  );
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(SPECIAL.es);
});
