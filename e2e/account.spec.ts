import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { CartResponse } from '@fierro/commerce/contract';
import { createDb, type Database } from '@fierro/db';
import { type Browser, expect, type Locator, type Page, test } from '@playwright/test';
import { axeScan } from './axe';
import { hydrated } from './hydration';
import { authForm, DEMO_PASSWORD, signIn } from './session';
import { siteCookie } from './site-cookie';

/**
 * The account area (issue 23) on the running stack: a password change signs the other session
 * out; a forgotten password is reset from the link in the `.eml` file commerce wrote; Chile's menu
 * has no change password; axe on each account page at 360 and 1280 px (violations of every
 * impact). Accounts are made through the API, each from its own client address.
 */
const commerce = () => process.env.E2E_COMMERCE_URL ?? 'http://127.0.0.1:4310';
const mailDir = () => {
  const dir = process.env.E2E_MAIL_DIR;
  if (!dir) throw new Error('E2E_MAIL_DIR is set by the global setup');
  return dir;
};
let addressSeq = 0;

/** Registers a person through commerce's API (a distinct client address: the limit is per address). */
async function registerPerson(siteId: string, email: string, extra: Record<string, string> = {}) {
  const res = await fetch(`${commerce()}/myaccount/v3/users`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'tenant-b2b': siteId,
      'x-channel-id': 'WEB',
      'x-forwarded-for': `198.51.100.${++addressSeq + Math.floor(Math.random() * 150)}`,
    },
    body: JSON.stringify({
      firstName: 'Ana',
      lastName: 'Pérez',
      email,
      phone: '+56 9 1234 5678',
      password: DEMO_PASSWORD,
      acceptTerms: true,
      ...extra,
    }),
  });
  expect(res.status).toBe(202);
}

const uniqueEmail = (tag: string) =>
  `${tag}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@fierro.test`;

/** The link of the newest mail to `to` whose subject is `subject` (quoted-printable decoded). */
async function mailedLink(to: string, subject: RegExp): Promise<string> {
  let link: string | null = null;
  await expect
    .poll(
      () => {
        let files: string[] = [];
        try {
          files = readdirSync(mailDir()).filter((f) => f.endsWith('.eml'));
        } catch {
          return false;
        }
        for (const f of files.sort().reverse()) {
          const raw = readFileSync(join(mailDir(), f), 'utf8');
          const head = (raw.split(/\r?\n\r?\n/, 1)[0] ?? '').replace(/\r?\n[ \t]+/g, ' ');
          if (!new RegExp(`^To: ${to.replace(/[.+]/g, '\\$&')}$`, 'mi').test(head)) continue;
          const body = raw
            .replace(/=\r?\n/g, '')
            .replace(/=([0-9A-F]{2})/g, (_m, h: string) =>
              String.fromCharCode(Number.parseInt(h, 16)),
            );
          const subjectLine = /^Subject: (.*)$/im.exec(head)?.[1] ?? '';
          const decoded = Buffer.from(
            subjectLine
              .replace(/\?=\s+=\?UTF-8\?Q\?/gi, '')
              .replace(/=\?UTF-8\?Q\?(.*?)\?=/gi, '$1')
              .replace(/_/g, ' ')
              .replace(/=([0-9A-F]{2})/gi, (_m, h: string) =>
                String.fromCharCode(Number.parseInt(h, 16)),
              ),
            'latin1',
          ).toString('utf8');
          if (!subject.test(decoded)) continue;
          link = /https?:\/\/[^\s"<]+token=[\w-]+/.exec(body)?.[0] ?? null;
          if (link) return true;
        }
        return false;
      },
      { timeout: 30_000, intervals: [250, 500, 1000] },
    )
    .toBe(true);
  return link!;
}

async function signedInPage(browser: Browser, site: string, email: string, password: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`/${site}/login/`);
  const pt = site.endsWith('-br');
  const form = authForm(page, pt ? 'Entre na sua conta' : 'Inicia sesión');
  const submit = form.getByRole('button', { name: pt ? 'Entrar' : 'Ingresar' });
  await hydrated(submit);
  await form.getByLabel(pt ? 'E-mail' : 'Correo electrónico').fill(email);
  await form.getByLabel(pt ? 'Senha' : 'Contraseña').fill(password);
  await submit.click();
  await page.waitForURL((url) => !url.pathname.endsWith('/login/'));
  return page;
}

test('change the password and see the other session signed out (Peru)', async ({ browser }) => {
  // Three browsers sign in and a dozen pages render: long on a busy 2-core machine.
  test.setTimeout(180_000);
  const email = uniqueEmail('clave');
  await registerPerson('sope', email, { document: '45678912', phone: '+51 912 345 678' });
  const first = await signedInPage(browser, 'fierro-pe', email, DEMO_PASSWORD);
  const second = await signedInPage(browser, 'fierro-pe', email, DEMO_PASSWORD);

  await first.goto('/fierro-pe/myaccount/password/');
  const menu = first.getByRole('navigation', { name: 'Menú de mi cuenta' });
  await expect(menu.getByRole('link', { name: 'Cambiar contraseña' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  const form = first.getByRole('region', { name: 'Cambiar contraseña' }).locator('form');
  const submit = form.getByRole('button', { name: 'Cambiar contraseña' });
  await hydrated(submit);
  // A wrong current password is said beside its field, and nothing changes.
  await form.getByLabel('Contraseña actual').fill('no-es-la-clave');
  await form.getByLabel('Nueva contraseña').fill('Fierro2099');
  await submit.click();
  await expect(form.getByLabel('Contraseña actual')).toHaveAccessibleDescription(
    'Correo o contraseña incorrectos',
  );
  await form.getByLabel('Contraseña actual').fill(DEMO_PASSWORD);
  await form.getByLabel('Nueva contraseña').fill('Fierro2099');
  await submit.click();
  await expect(first.getByText('Tu contraseña fue cambiada')).toBeVisible();

  // The other browser's session ended: its next account page sends it to sign in.
  await second.goto('/fierro-pe/myaccount/profile/');
  await expect(second).toHaveURL(/\/fierro-pe\/login\/$/);
  // The one that changed it is still signed in.
  await first.goto('/fierro-pe/myaccount/profile/');
  await expect(first.getByRole('heading', { level: 1, name: 'Mis datos' })).toBeVisible();
  await first.context().close();
  await second.context().close();
});

test('reset a forgotten password from the e-mail file (Chile)', async ({ page, browser }) => {
  test.setTimeout(180_000);
  const email = uniqueEmail('olvido');
  await registerPerson('socl', email, { document: '12.345.678-5' });
  const other = await signedInPage(browser, 'fierro-cl', email, DEMO_PASSWORD);

  await page.goto('/fierro-cl/login/');
  await page.getByRole('link', { name: '¿Olvidaste tu contraseña?' }).click();
  await expect(page).toHaveURL(/\/fierro-cl\/forgot-password\/$/);
  const ask = page.getByRole('region', { name: 'Recupera tu contraseña' }).locator('form');
  await hydrated(ask.getByRole('button', { name: 'Enviar enlace' }));
  await ask.getByLabel('Correo electrónico').fill(email);
  await ask.getByRole('button', { name: 'Enviar enlace' }).click();
  await expect(page.getByRole('status')).toContainText(`Si ${email} tiene una cuenta`);

  const link = await mailedLink(email, /Cambia tu contraseña/);
  const url = new URL(link);
  expect(url.pathname).toBe('/fierro-cl/reset-password/');
  await page.goto(`${url.pathname}${url.search}`);
  const reset = page.getByRole('region', { name: 'Crea una nueva contraseña' }).locator('form');
  await hydrated(reset.getByRole('button', { name: 'Guardar contraseña' }));
  await reset.getByLabel('Nueva contraseña').fill('corta');
  await reset.getByRole('button', { name: 'Guardar contraseña' }).click();
  await expect(reset.getByLabel('Nueva contraseña')).toHaveAccessibleDescription(
    'La contraseña debe tener al menos 6 caracteres',
  );
  await reset.getByLabel('Nueva contraseña').fill('Recuperada1');
  await reset.getByRole('button', { name: 'Guardar contraseña' }).click();
  await expect(page.getByText('Tu contraseña fue cambiada')).toBeVisible();

  // Every session ended; the link works once; the new password signs in.
  await other.goto('/fierro-cl/myaccount/profile/');
  await expect(other).toHaveURL(/\/fierro-cl\/login\/$/);
  await other.context().close();
  await page.goto(`${url.pathname}${url.search}`);
  await hydrated(reset.getByRole('button', { name: 'Guardar contraseña' }));
  await reset.getByLabel('Nueva contraseña').fill('OtraClave1');
  await reset.getByRole('button', { name: 'Guardar contraseña' }).click();
  await expect(reset.getByRole('alert')).toContainText('El enlace no es válido o ya venció');
  const fresh = await signedInPage(browser, 'fierro-cl', email, 'Recuperada1');
  await fresh.goto('/fierro-cl/myaccount/profile/');
  await expect(fresh.getByRole('heading', { level: 1, name: 'Mis datos' })).toBeVisible();
  await fresh.context().close();
});

test('a provider sign-in with the address of an account links it only through a mail to that address', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const email = uniqueEmail('conecta');
  await registerPerson('socl', email, { document: '12.345.678-5' });
  const viaFacebook = async () => {
    await page.goto('/fierro-cl/login/test-provider/facebook/');
    const section = page.getByRole('region', { name: 'Proveedor de prueba: Facebook' });
    const submit = await hydrated(
      section.getByRole('button', { name: 'Ingresar como esta persona' }),
    );
    await section.getByLabel('Correo electrónico').fill(email);
    await section.getByLabel('Nombre').fill('Rosa');
    await section.getByLabel('Apellido').fill('Díaz');
    await section
      .getByRole('checkbox', {
        name: 'Acepto los términos y condiciones y la política de privacidad',
      })
      .check();
    await submit.click();
  };
  // Not linked by the address alone: the answer says to look at the mail, nobody is signed in.
  await viaFacebook();
  await expect(page.getByRole('status')).toContainText(
    `Te enviamos un correo a ${email}. Si esa dirección ya tiene una cuenta`,
  );
  const link = new URL(await mailedLink(email, /Conecta Facebook a tu cuenta/));
  expect(link.pathname).toBe('/fierro-cl/link-provider/');
  // Opening the link changes nothing; the button links it.
  await page.goto(`${link.pathname}${link.search}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Conectar tu cuenta de Facebook',
  );
  await (await hydrated(page.getByRole('button', { name: 'Conectar' }))).click();
  await expect(page.getByText('Listo: ya puedes ingresar con Facebook')).toBeVisible();
  // Now the provider opens the account.
  await viaFacebook();
  await page.waitForURL((url) => !url.pathname.includes('/login/'));
  await page.goto('/fierro-cl/myaccount/profile/');
  await expect(page.getByRole('region', { name: 'Correo electrónico' })).toContainText(email);
});

test("Chile's account menu has no change password; signed out goes to login and back", async ({
  page,
}) => {
  await page.goto('/fierro-cl/myaccount/');
  await expect(page).toHaveURL(/\/fierro-cl\/login\/$/);
  await signIn(page, 'fierro-cl', 'persona.cl@fierro.demo');
  // Back where the shopper was going (the index opens on the profile).
  await page.waitForURL(/\/fierro-cl\/myaccount\/profile\/$/);
  const menu = page.getByRole('navigation', { name: 'Menú de mi cuenta' });
  await expect(menu.getByRole('link', { name: 'Mis datos' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(menu.getByRole('link', { name: 'Mis pedidos' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Cambiar contraseña' })).toHaveCount(0);
  const res = await page.goto('/fierro-cl/myaccount/password/');
  expect(res?.status()).toBe(404);
});

test('profile: a wrong RUT is said beside its field; names and phone are saved', async ({
  page,
}) => {
  const email = uniqueEmail('perfil');
  await registerPerson('socl', email, { document: '12.345.678-5' });
  await signIn(page, 'fierro-cl', email);
  await page.waitForURL((url) => !url.pathname.endsWith('/login/'));
  await page.goto('/fierro-cl/myaccount/profile/');
  const form = page.getByRole('region', { name: 'Mis datos' }).locator('form');
  const save = form.getByRole('button', { name: 'Guardar cambios' });
  await hydrated(save);
  await form.getByLabel('RUT').fill('12.345.678-4');
  await save.click();
  await expect(form.getByLabel('RUT')).toHaveAccessibleDescription('El RUT no es válido');
  await form.getByLabel('RUT').fill('11.111.111-1');
  await form.getByLabel('Nombre').fill('Ana María');
  await save.click();
  await expect(form.getByRole('status')).toHaveText('Tus datos fueron guardados.');
  await page.reload();
  await expect(form.getByLabel('Nombre')).toHaveValue('Ana María');
  await expect(form.getByLabel('RUT')).toHaveValue('11111111-1');
});

async function violations(page: Page, path: string) {
  await page.goto(path);
  await page.waitForLoadState('networkidle');
  const { violations } = await axeScan(page);
  return violations.map(
    (v) => `${path} ${v.impact} ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
}

const TOKEN = 'A'.repeat(43);
/** Screenshots to look at: .test-results/account-shots/{page}-{width}.png. */
const shot = (path: string, width: number) =>
  join(
    import.meta.dirname,
    '..',
    '.test-results',
    'account-shots',
    `${path.split('?')[0]!.replace(/\W+/g, '-')}${width}.png`,
  );
const ACCOUNT_PAGES = [
  '/fierro-cl/myaccount/addresses/',
  '/fierro-br/myaccount/addresses/',
  '/fierro-pe/myaccount/profile/',
  '/fierro-pe/myaccount/password/',
  '/fierro-br/myaccount/profile/',
];
const OPEN_PAGES = [
  '/fierro-cl/forgot-password/',
  `/fierro-cl/reset-password/?token=${TOKEN}`,
  `/fierro-br/confirm-email/?token=${TOKEN}`,
  `/fierro-br/link-provider/?provider=LIVELO&token=${TOKEN}`,
  '/fierro-cl/login/',
  '/fierro-cl/login/test-provider/livelo/',
];

for (const width of [360, 1280]) {
  test.describe(`axe at ${width} px`, () => {
    test.beforeEach(async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
    });
    for (const path of ACCOUNT_PAGES) {
      test(`${path} has no violation`, async ({ page }) => {
        const site = path.split('/')[1]!;
        await signIn(page, site, `persona.${site.split('-')[1]}@fierro.demo`);
        await page.waitForURL((url) => !url.pathname.endsWith('/login/'));
        expect(await violations(page, path)).toEqual([]);
        await page.screenshot({
          path: shot(path, width),
          fullPage: true,
        });
        if (!path.endsWith('/addresses/')) return;
        // The address form open, its messages shown.
        const add = page.getByRole('button', { name: /Agregar dirección|Adicionar endereço/ });
        await (await hydrated(add)).click();
        await page.getByRole('button', { name: /Guardar dirección|Salvar endereço/ }).click();
        await expect(page.getByText(/Ingresa|Informe/).first()).toBeVisible();
        const { violations: open } = await axeScan(page);
        expect(open.map((v) => `${v.impact} ${v.id}`)).toEqual([]);
        await page.screenshot({ path: shot(`${path}form`, width), fullPage: true });
      });
    }
    for (const path of OPEN_PAGES) {
      test(`${path} has no violation`, async ({ page }) => {
        expect(await violations(page, path)).toEqual([]);
        await page.screenshot({
          path: shot(path, width),
          fullPage: true,
        });
      });
    }
  });
}

// ---------------------------------------------------------------------------------------------
// The address book and checkout's delivery step.

let db: Database | undefined;
test.afterAll(async () => {
  await db?.close();
});
/** A Chilean SKU delivered home with stock, and a region of its zone (as checkout.spec picks). */
async function chileSku() {
  db ??= createDb(process.env.E2E_DATABASE_URL!, { max: 2 });
  const { rows } = await db.pool.query(
    `SELECT DISTINCT ON (s.sku_id) s.sku_id AS sku, za.area_id AS region
      FROM stock s JOIN zone_facilities zf ON zf.site_id = s.site_id AND zf.facility_id = s.facility_id
        AND zf.method = 'homeDelivery'
      JOIN zone_areas za ON za.site_id = zf.site_id AND za.zone_id = zf.zone_id
      JOIN variants v ON v.site_id = s.site_id AND v.sku_id = s.sku_id AND v.published
      WHERE s.site_id = 'socl' AND s.quantity > 40
        AND EXISTS (SELECT 1 FROM prices p WHERE p.site_id = s.site_id AND p.sku_id = s.sku_id)
      ORDER BY s.sku_id, za.area_id LIMIT 1 OFFSET 7`,
  );
  return rows[0] as { sku: string; region: string };
}

async function api<T>(method: string, path: string, body?: unknown, version?: number) {
  const res = await fetch(`${commerce()}${path}`, {
    method,
    headers: {
      'content-type': 'application/json',
      ...(version ? { 'if-match': `"${version}"` } : {}),
    },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  expect(res.ok, `${method} ${path}`).toBe(true);
  return (await res.json()) as T;
}

async function addAddress(
  book: Locator,
  a: { region: string; label: string; street: string; number: string },
) {
  await (await hydrated(book.getByRole('button', { name: 'Agregar dirección' }))).click();
  const form = book.getByRole('region', { name: 'Nueva dirección' });
  await form.getByLabel('Nombre (opcional)').fill(a.label);
  await form.getByLabel('Región').selectOption(a.region);
  const comuna = form.getByLabel('Comuna');
  await expect(comuna.locator('option')).not.toHaveCount(1);
  await comuna.selectOption({ index: 1 });
  await form.getByLabel('Calle').fill(a.street);
  await form.getByLabel('Número', { exact: true }).fill(a.number);
  await form.getByRole('button', { name: 'Guardar dirección' }).click();
  await expect(book.getByRole('status')).toHaveText('Tu dirección fue guardada.');
  await expect(book.getByRole('listitem').filter({ hasText: a.label })).toBeVisible();
}

test('address book in Uruguay: a department without cities is the whole place', async ({
  page,
}) => {
  const email = uniqueEmail('libreta.uy');
  await registerPerson('souy', email, { document: '1.234.567-2', phone: '+598 99 123 456' });
  await signIn(page, 'fierro-uy', email);
  await page.waitForURL((url) => !url.pathname.endsWith('/login/'));
  await page.goto('/fierro-uy/myaccount/addresses/');
  const book = page.getByRole('region', { name: 'Mis direcciones' });
  await (await hydrated(book.getByRole('button', { name: 'Agregar dirección' }))).click();
  const form = book.getByRole('region', { name: 'Nueva dirección' });
  // Canelones has cities: saving without one says so beside the city.
  await form.getByLabel('Departamento', { exact: true }).selectOption({ label: 'Canelones' });
  await expect(form.getByLabel('Ciudad').locator('option')).not.toHaveCount(1);
  await form.getByLabel('Calle').fill('Av. Lecueder');
  await form.getByLabel('Número', { exact: true }).fill('450');
  await form.getByRole('button', { name: 'Guardar dirección' }).click();
  await expect(form.getByLabel('Ciudad')).toHaveAttribute('aria-invalid', 'true');
  // Artigas has none: no city is asked, and the address is kept.
  await form.getByLabel('Departamento', { exact: true }).selectOption({ label: 'Artigas' });
  await expect(form.getByLabel('Ciudad')).toHaveCount(0);
  await expect(form.getByLabel('Apartamento u oficina (opcional)')).toBeVisible();
  await form.getByRole('button', { name: 'Guardar dirección' }).click();
  await expect(book.getByRole('status')).toHaveText('Tu dirección fue guardada.');
  await expect(book.getByRole('listitem').filter({ hasText: 'Av. Lecueder 450' })).toContainText(
    'Artigas',
  );
});

test('address book: two addresses in Chile, the second made default and preselected in checkout', async ({
  page,
  baseURL,
}) => {
  const email = uniqueEmail('libreta');
  await registerPerson('socl', email, { document: '11.111.111-1' });
  await signIn(page, 'fierro-cl', email);
  await page.waitForURL((url) => !url.pathname.endsWith('/login/'));
  await page.goto('/fierro-cl/myaccount/addresses/');
  const book = page.getByRole('region', { name: 'Mis direcciones' });
  await expect(book).toContainText('Todavía no tienes direcciones guardadas.');
  await expect(
    page.getByRole('navigation', { name: 'Menú de mi cuenta' }).getByRole('link', {
      name: 'Mis direcciones',
    }),
  ).toHaveAttribute('aria-current', 'page');

  const { sku, region } = await chileSku();
  // A message beside the field, nothing saved.
  await (await hydrated(book.getByRole('button', { name: 'Agregar dirección' }))).click();
  const form = book.getByRole('region', { name: 'Nueva dirección' });
  await form.getByRole('button', { name: 'Guardar dirección' }).click();
  await expect(form.getByLabel('Comuna')).toHaveAccessibleDescription(/Elige tu comuna o ciudad/);
  await form.getByRole('button', { name: 'Cancelar' }).click();

  await addAddress(book, { region, label: 'Casa', street: 'Av. Providencia', number: '1234' });
  const items = book.getByRole('listitem');
  await expect(items.filter({ hasText: 'Casa' })).toContainText('Predeterminada');
  await addAddress(book, { region, label: 'Obra', street: 'Los Leones', number: '55' });
  await expect(items).toHaveCount(2);
  await expect(items.filter({ hasText: 'Obra' })).not.toContainText('Predeterminada');
  await book.getByRole('button', { name: 'Usar Obra como predeterminada' }).click();
  await expect(book.getByRole('status')).toHaveText('Tu dirección predeterminada cambió.');
  await expect(items.filter({ hasText: 'Obra' })).toContainText('Predeterminada');
  await expect(items.filter({ hasText: 'Casa' })).not.toContainText('Predeterminada');

  // Checkout: a cart delivered home; the contact step, then the saved addresses.
  const comunas = await api<{ items: Array<{ id: string }> }>(
    'GET',
    `/geo/v1/socl/children?parentId=${region}`,
  );
  let cart = await api<CartResponse>('POST', '/checkout/v1/carts', { siteId: 'socl' });
  cart = await api<CartResponse>(
    'PUT',
    `/checkout/v1/carts/${cart.cartId}/location`,
    { locationId: comunas.items[0]!.id },
    cart.version,
  );
  cart = await api<CartResponse>(
    'POST',
    `/checkout/v1/carts/${cart.cartId}/lines`,
    { skuId: sku, quantity: 1, deliveryMethod: 'homeDelivery' },
    cart.version,
  );
  await page.context().addCookies([siteCookie(baseURL!, 'fierro-cl', 'cartId', cart.cartId)]);
  await page.goto('/fierro-cl/checkout/');
  const contact = page.locator('li[data-step="contact"]');
  await expect(contact).toHaveAttribute('data-step-state', 'open');
  const next = await hydrated(contact.getByRole('button', { name: 'Continuar' }));
  await contact.getByLabel('Teléfono', { exact: true }).fill('+56 9 1234 5678');
  const doc = contact.getByLabel('Número de documento', { exact: true });
  if ((await doc.inputValue()) === '') await doc.fill('11.111.111-1');
  await next.click();
  const delivery = page.locator('li[data-step="delivery"]');
  await expect(delivery).toHaveAttribute('data-step-state', 'open', { timeout: 45_000 });
  const saved = delivery.getByRole('group', { name: 'Tus direcciones' });
  await expect(saved.getByRole('radio', { name: /Obra, Los Leones 55/ })).toBeChecked();
  await expect(saved.getByRole('radio', { name: /Casa, Av. Providencia 1234/ })).not.toBeChecked();
  await expect(delivery.getByLabel('Calle')).not.toBeVisible();
  await page.screenshot({
    path: join(import.meta.dirname, '..', '.test-results', 'account-shots', 'checkout-saved.png'),
    fullPage: true,
  });
  // A new one can still be given.
  await saved.getByRole('radio', { name: 'Otra dirección' }).check();
  await expect(delivery.getByLabel('Calle')).toBeVisible();
  await saved.getByRole('radio', { name: /Obra, Los Leones 55/ }).check();
  await (await hydrated(delivery.getByRole('button', { name: 'Continuar' }))).click();
  await expect(delivery).toHaveAttribute('data-step-state', 'done', { timeout: 45_000 });
  await expect(delivery).toContainText('Los Leones 55');

  // Without JavaScript a new address can be given too: its fields show once it is chosen.
  const noScript = await page
    .context()
    .browser()!
    .newContext({ javaScriptEnabled: false, baseURL: baseURL! });
  await noScript.addCookies(await page.context().cookies());
  const bare = await noScript.newPage();
  await bare.goto('/fierro-cl/checkout/?edit=delivery');
  const bareDelivery = bare.locator('li[data-step="delivery"]');
  const bareSaved = bareDelivery.getByRole('group', { name: 'Tus direcciones' });
  // A saved address chosen hides the new one's fields (a style, no script); another shows them.
  await bareSaved.getByRole('radio', { name: /Obra, Los Leones 55/ }).check();
  await expect(bareDelivery.getByLabel('Calle')).not.toBeVisible();
  await bareSaved.getByRole('radio', { name: 'Otra dirección' }).check();
  await expect(bareDelivery.getByLabel('Calle')).toBeVisible();
  await bareDelivery.getByLabel('Calle').fill('Irarrázaval');
  await bareDelivery.getByLabel('Número', { exact: true }).fill('2401');
  await bareDelivery.getByRole('button', { name: 'Continuar' }).click();
  await expect(bare.locator('li[data-step="delivery"]')).toContainText('Irarrázaval 2401', {
    timeout: 45_000,
  });
  await noScript.close();

  // Deleting asks first.
  await page.goto('/fierro-cl/myaccount/addresses/');
  await (await hydrated(book.getByRole('button', { name: 'Eliminar Casa' }))).click();
  const dialog = page.getByRole('dialog', { name: '¿Eliminar esta dirección?' });
  await dialog.getByRole('button', { name: 'Cancelar' }).click();
  await expect(items).toHaveCount(2);
  await book.getByRole('button', { name: 'Eliminar Casa' }).click();
  await dialog.getByRole('button', { name: 'Sí, eliminar' }).click();
  await expect(book.getByRole('status')).toHaveText('La dirección fue eliminada.');
  await expect(items).toHaveCount(1);
});

// ---------------------------------------------------------------------------------------------
// Sign-in through identity providers (the registry's: Facebook on every site but Colombia).

test('login: Colombia offers LIVELO but not Facebook; Chile offers both', async ({ page }) => {
  await page.goto('/homecenter-co/login/');
  const co = page.getByRole('navigation', { name: 'O ingresa con' });
  await expect(co.getByRole('link', { name: 'Ingresar con LIVELO' })).toBeVisible();
  await expect(co.getByRole('link', { name: 'Continuar con Facebook' })).toHaveCount(0);
  expect((await page.goto('/homecenter-co/login/test-provider/facebook/'))?.status()).toBe(404);
  await page.goto('/fierro-cl/login/');
  const cl = page.getByRole('navigation', { name: 'O ingresa con' });
  await expect(cl.getByRole('link', { name: 'Continuar con Facebook' })).toBeVisible();
  await expect(cl.getByRole('link', { name: 'Ingresar con LIVELO' })).toBeVisible();
});

test("social sign-in: Facebook in Chile through the test provider's page opens the account", async ({
  page,
}) => {
  await page.goto('/fierro-cl/login/');
  await page.getByRole('link', { name: 'Continuar con Facebook' }).click();
  const section = page.getByRole('region', { name: 'Proveedor de prueba: Facebook' });
  const submit = await hydrated(
    section.getByRole('button', { name: 'Ingresar como esta persona' }),
  );
  await submit.click();
  await expect(section.getByLabel('Correo electrónico')).toHaveAccessibleDescription(/correo/i);
  const email = uniqueEmail('facebook');
  await section.getByLabel('Correo electrónico').fill(email);
  await section.getByLabel('Nombre').fill('Rosa');
  await section.getByLabel('Apellido').fill('Díaz');
  // A new account accepts the terms, as at registration: refused without, beside the box.
  await submit.click();
  const terms = section.getByRole('checkbox', {
    name: 'Acepto los términos y condiciones y la política de privacidad',
  });
  await expect(terms).toHaveAccessibleDescription(
    'Debes aceptar los términos y la política de privacidad',
  );
  await terms.check();
  await submit.click();
  await page.waitForURL((url) => !url.pathname.includes('/login/'));
  await page.goto('/fierro-cl/myaccount/profile/');
  await expect(page.getByRole('region', { name: 'Correo electrónico' })).toContainText(email);
});

test('social sign-in with the e-mail of an account it is not linked to answers as registration does, and signs nobody in', async ({
  page,
}) => {
  await page.goto('/fierro-cl/login/test-provider/facebook/');
  const section = page.getByRole('region', { name: 'Proveedor de prueba: Facebook' });
  const submit = await hydrated(
    section.getByRole('button', { name: 'Ingresar como esta persona' }),
  );
  // A demo account, made by registration: a provider's word for its e-mail opens nothing.
  await section.getByLabel('Correo electrónico').fill('persona.cl@fierro.demo');
  await section.getByLabel('Nombre').fill('Otra');
  await section.getByLabel('Apellido').fill('Persona');
  await section
    .getByRole('checkbox', {
      name: 'Acepto los términos y condiciones y la política de privacidad',
    })
    .check();
  await submit.click();
  await expect(page.getByRole('status')).toContainText(
    'Te enviamos un correo a persona.cl@fierro.demo',
  );
  await page.goto('/fierro-cl/myaccount/profile/');
  await expect(page).toHaveURL(/\/fierro-cl\/login\//);
});
