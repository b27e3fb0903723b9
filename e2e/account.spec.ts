import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { type Browser, expect, type Page, test } from '@playwright/test';
import { hydrated } from './hydration';
import { authForm, DEMO_PASSWORD, signIn } from './session';

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
  const { violations } = await new AxeBuilder({ page }).analyze();
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
  '/fierro-pe/myaccount/profile/',
  '/fierro-pe/myaccount/password/',
  '/fierro-br/myaccount/profile/',
];
const OPEN_PAGES = [
  '/fierro-cl/forgot-password/',
  `/fierro-cl/reset-password/?token=${TOKEN}`,
  `/fierro-br/confirm-email/?token=${TOKEN}`,
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
