import { createServer } from 'node:net';
import { parseEnv } from '@fierro/commerce/env';
import { startCommerce } from '@fierro/commerce/server';
import { expect, type Page, test } from '@playwright/test';
import { type RunningStorefront, startStorefront } from '../apps/storefront/scripts/serve';
import { E2E_COMMERCE_PORT, E2E_PORT } from './playwright.config';

/**
 * Spec §8 special error (issue 19), through a real path: a commerce that has lost its database.
 * Every read it serves throws, and its error handler answers what it answers for anything
 * unexpected: a 500 whose errors list holds code -1 (apps/commerce/src/app.ts onError,
 * lib/errors.ts internalErrorBody). A second storefront of the same build reads from it; the
 * shopper who opens a page there goes to the special error page: status 503, its own message in
 * the site's language (not the 404 or the 500 page), a retry of the page that failed, and
 * `consumer=b2b` kept in business mode (spec §2).
 */
const PORT = E2E_PORT + 8;
const COMMERCE_PORT = E2E_COMMERCE_PORT + 8;
const base = `http://127.0.0.1:${PORT}`;
const commerceUrl = `http://127.0.0.1:${COMMERCE_PORT}`;

let commerce: ReturnType<typeof startCommerce>;
let storefront: RunningStorefront;

/** A local port nothing listens on: the lost database's. */
async function closedPort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as { port: number };
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(120_000);
  commerce = startCommerce(
    parseEnv({
      ...process.env,
      DATABASE_URL: `postgres://fierro:gone@127.0.0.1:${await closedPort()}/fierro`,
      PORT: String(COMMERCE_PORT),
      LOG_LEVEL: 'silent',
      JOBS: '0',
    }),
  );
  storefront = await startStorefront({ port: PORT, commerceUrl, logFile: '/dev/null' });
});

test.afterAll(async () => {
  await storefront?.close();
  await commerce?.close();
});

const SPECIAL = {
  es: 'El servicio no está disponible por un momento',
  pt: 'O serviço está indisponível no momento',
};

/** Opens `path` and follows the browser to the error page; answers that page's status. */
async function landOnErrorPage(page: Page, path: string) {
  const errorPage = page.waitForResponse((r) => new URL(r.url()).pathname.endsWith('/_error/'), {
    timeout: 60_000,
  });
  await page.goto(`${base}${path}`, { timeout: 60_000 });
  return (await errorPage).status();
}

test('the lost database answers the special error: a 500 whose errors list holds code -1', async () => {
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
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(/Algo salió mal/);
  await expect(page.getByRole('link', { name: 'Volver a intentar' })).toHaveAttribute('href', path);
  // The server's HTML says so already (no script needed), with the status.
  const html = await (await fetch(page.url())).text();
  expect(html).toContain(SPECIAL.es);
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
  await context.addCookies([{ name: 'consumer', value: 'b2b', url: base }]);
  expect(await landOnErrorPage(page, '/fierro-cl/')).toBe(503);
  await expect(page).toHaveURL(
    /\/fierro-cl\/_error\/\?statusCode=503&referrer=%2Ffierro-cl%2F&consumer=b2b$/,
  );
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(SPECIAL.es);
});
