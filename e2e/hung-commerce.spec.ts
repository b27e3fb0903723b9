import { createConnection, createServer, type Server, type Socket } from 'node:net';
import { expect, type Page, test } from '@playwright/test';
import { type RunningStorefront, startStorefront } from '../apps/storefront/scripts/serve';
import { hydrated } from './hydration';
import { E2E_COMMERCE_PORT, E2E_PORT } from './playwright.config';
import { authForm, DEMO_PASSWORD } from './session';

/**
 * A hung commerce (issue 20): a second storefront of the same build talks to commerce through a
 * switch that either holds every connection open and never answers, or passes it to the real
 * commerce. While hung, every page gives the shopper the error page in the site's language once
 * the route time-out (3,800 ms, spec §9) has passed, and the login form says it failed; once
 * commerce answers again the pages are whole (nothing made during the outage was kept).
 */
const ROUTE_TIMEOUT_MS = 3_800;
/** A busy 2-core machine renders a page in seconds; the wait itself is bounded by the time-out. */
const SLACK_MS = 6_000;
const SWITCH_PORT = E2E_COMMERCE_PORT + 7;
const PORT = E2E_PORT + 7;
const base = `http://127.0.0.1:${PORT}`;

let mode: 'hang' | 'pass' = 'hang';
const held: Socket[] = [];
const piped: Socket[] = [];
/** Switches for the connections made from now on, and ends the piped ones (kept alive by undici). */
const setMode = (next: 'hang' | 'pass') => {
  mode = next;
  if (next === 'hang') for (const s of piped.splice(0)) s.destroy();
};
let commerceSwitch: Server;
let storefront: RunningStorefront;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(120_000);
  commerceSwitch = createServer((socket) => {
    socket.on('error', () => {});
    if (mode === 'hang') {
      held.push(socket);
      socket.resume();
      return;
    }
    piped.push(socket);
    const upstream = createConnection(E2E_COMMERCE_PORT, '127.0.0.1');
    upstream.on('error', () => socket.destroy());
    socket.pipe(upstream).pipe(socket);
  });
  await new Promise<void>((resolve) => commerceSwitch.listen(SWITCH_PORT, '127.0.0.1', resolve));
  storefront = await startStorefront({
    port: PORT,
    commerceUrl: `http://127.0.0.1:${SWITCH_PORT}`,
    logFile: '/dev/null',
  });
  // A fresh process renders its first pages seconds slower (code loaded on first use): warm it up
  // on another site's pages while commerce answers, so the timings below are the time-out's.
  setMode('pass');
  for (const path of ['/fierro-pe/', '/fierro-pe/search/?Ntt=taladro', '/fierro-pe/login/']) {
    await fetch(`${base}${path}`).then((r) => r.text());
  }
  setMode('hang');
});

test.afterAll(async () => {
  await storefront?.close();
  for (const s of held) s.destroy();
  commerceSwitch?.close();
});

/** How long the shopper waited for the error state of one page. */
async function errorPageOf(page: Page, path: string) {
  const started = Date.now();
  const res = await page.goto(`${base}${path}`, { timeout: 60_000 });
  await expect(page.getByRole('heading', { level: 1, name: 'Algo salió mal' })).toBeVisible({
    timeout: ROUTE_TIMEOUT_MS + SLACK_MS,
  });
  return { status: res?.status(), waited: Date.now() - started };
}

const PAGES = [
  ['the home', '/fierro-cl/'],
  ['a search nobody made before', '/fierro-cl/search/?Ntt=martillo%20de%20goma'],
  ['a category', '/fierro-cl/category/cat101/herramientas/'],
  ['a product', '/fierro-cl/product/10000003/x/'],
  ['a content page', '/fierro-cl/content/preguntas-frecuentes/'],
] as const;

for (const [name, path] of PAGES) {
  test(`commerce hung: ${name} gives the error page after the route time-out`, async ({ page }) => {
    setMode('hang');
    const { status, waited } = await errorPageOf(page, path);
    expect(status).toBe(500);
    expect(waited).toBeGreaterThanOrEqual(ROUTE_TIMEOUT_MS - 300);
    expect(waited).toBeLessThan(ROUTE_TIMEOUT_MS + SLACK_MS);
    // The site's own shell and language, never the framework's English error document.
    await expect(page.getByText('This page couldn')).toHaveCount(0);
    await expect(page.locator('html')).toHaveAttribute('lang', 'es-CL');
    await expect(page.getByRole('link', { name: /Fierro/ }).first()).toBeVisible();
  });
}

test('commerce hung: the login page opens and a sign-in says it failed after the time-out', async ({
  page,
}) => {
  setMode('hang');
  await page.goto(`${base}/fierro-cl/login/`, { timeout: 60_000 });
  const form = authForm(page, 'Inicia sesión');
  const submit = await hydrated(form.getByRole('button', { name: 'Ingresar' }));
  await form.getByLabel('Correo electrónico').fill('persona.cl@fierro.demo');
  await form.getByLabel('Contraseña').fill(DEMO_PASSWORD);
  const started = Date.now();
  await submit.click();
  await expect(form.getByRole('alert')).toBeVisible({ timeout: ROUTE_TIMEOUT_MS + SLACK_MS });
  const waited = Date.now() - started;
  expect(waited).toBeGreaterThanOrEqual(ROUTE_TIMEOUT_MS - 300);
  expect(waited).toBeLessThan(ROUTE_TIMEOUT_MS + SLACK_MS);
  await expect(page).toHaveURL(/\/fierro-cl\/login\/$/);
});

test('commerce back: the same pages are whole again (nothing from the outage was kept)', async ({
  page,
}) => {
  setMode('pass');
  for (const [, path] of PAGES) {
    const res = await page.goto(`${base}${path}`, { timeout: 60_000 });
    expect(res?.status(), path).toBeLessThan(400);
    await expect(page.getByRole('heading', { level: 1, name: 'Algo salió mal' })).toHaveCount(0);
    // The department menu is there (the shell made during the outage had none).
    const menu = page.getByRole('navigation', { name: 'Categorías' });
    await menu.getByText('Categorías').click();
    await expect(menu.getByRole('link').first()).toBeVisible();
  }
});
