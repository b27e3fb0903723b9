import { type BrowserContext, expect, test } from '@playwright/test';
import { axeViolations } from './axe';
import { hydrated } from './hydration';
import { authForm, DEMO_PASSWORD, signIn } from './session';
import { siteCookie } from './site-cookie';

/**
 * Sign-in journeys (issue 8) on the running storefront + commerce + database. The demo accounts
 * of the README exist on every start (password Fierro2026).
 */
const cookie = async (context: BrowserContext, name: string) =>
  (await context.cookies()).find((c) => c.name === name);

test.describe('sign-in', () => {
  test('register then sign in as a person on Chile', async ({ page, context }) => {
    const email = `e2e.${Date.now()}@example.cl`;
    await page.goto('/fierro-cl/register/');
    await expect(page.getByRole('heading', { level: 1, name: 'Crea tu cuenta' })).toBeVisible();
    const form = authForm(page, 'Crea tu cuenta');
    await hydrated(form.getByRole('button', { name: 'Crear cuenta' }));
    // A bad e-mail, a short password and a wrong RUT check digit (spec §5) are each reported
    // beside their own field (its accessible description) before anything is sent.
    await form.getByLabel('Nombre').fill('Ana');
    await form.getByLabel('Apellido').fill('Pérez');
    await form.getByLabel('Correo electrónico').fill('ana@');
    await form.getByLabel('RUT').fill('12.345.678-4');
    await form.getByLabel('Teléfono').fill('+56 9 1234 5678');
    await form.getByLabel('Contraseña').fill('corta');
    await form.getByRole('button', { name: 'Crear cuenta' }).click();
    await expect(form.getByLabel('Correo electrónico')).toHaveAccessibleDescription(
      'Ingresa un correo válido',
    );
    await expect(form.getByLabel('Contraseña')).toHaveAccessibleDescription(
      'La contraseña debe tener al menos 6 caracteres',
    );
    await expect(form.getByLabel('RUT')).toHaveAccessibleDescription('El RUT no es válido');
    await expect(
      form.getByRole('checkbox', { name: /Acepto los términos y condiciones/ }),
    ).toHaveAccessibleDescription('Debes aceptar los términos y la política de privacidad');
    await form.getByLabel('Correo electrónico').fill(email);
    await form.getByLabel('Contraseña').fill('secreto1');
    await form.getByLabel('RUT').fill('12.345.678-5');
    await form.getByRole('checkbox', { name: /Acepto los términos y condiciones/ }).check();
    await form.getByRole('button', { name: 'Crear cuenta' }).click();
    await expect(page.getByText(`Te enviamos un correo a ${email}`)).toBeVisible();

    // Issue 20: registering the same e-mail again answers exactly alike (its owner gets a notice
    // by mail instead), so the page never says whether an address has an account.
    await page.goto('/fierro-cl/register/');
    await hydrated(form.getByRole('button', { name: 'Crear cuenta' }));
    await form.getByLabel('Nombre').fill('Eve');
    await form.getByLabel('Apellido').fill('Pérez');
    await form.getByLabel('Correo electrónico').fill(email);
    await form.getByLabel('RUT').fill('12.345.678-5');
    await form.getByLabel('Teléfono').fill('+56 9 1234 5678');
    await form.getByLabel('Contraseña').fill('de-eve-123');
    await form.getByRole('checkbox', { name: /Acepto los términos y condiciones/ }).check();
    await form.getByRole('button', { name: 'Crear cuenta' }).click();
    await expect(page.getByText(`Te enviamos un correo a ${email}`)).toBeVisible();

    await page.goto('/fierro-cl/login/');
    const login = authForm(page, 'Inicia sesión');
    await hydrated(login.getByRole('button', { name: 'Ingresar' }));
    await login.getByLabel('Correo electrónico').fill(email);
    await login.getByLabel('Contraseña').fill('secreto1');
    await login.getByRole('button', { name: 'Ingresar' }).click();
    await page.waitForURL('**/fierro-cl/');
    const session = await cookie(context, 'sessionId');
    expect(session?.httpOnly).toBe(true);
    expect(session?.sameSite).toBe('Lax');
    // The suite's sites share one host: a site's cookies live under its prefix.
    expect(session?.path).toBe('/fierro-cl');
    await expect(page.getByRole('button', { name: 'Mi cuenta' })).toBeVisible();
  });

  test('company sign-in on Peru', async ({ page, context }) => {
    await signIn(page, 'fierro-pe', 'empresa.pe@fierro.demo', 'company');
    await page.waitForURL('**/fierro-pe/');
    expect((await cookie(context, 'userRole'))?.value).toBe('admin');
  });

  test('a company login lands on the business home, as the switch and dicico do (issue 19)', async ({
    page,
    context,
  }) => {
    const home = page.locator('main#main');
    await page.goto('/fierro-cl/');
    await expect(home).toHaveAttribute('data-audience', 'guest');
    await signIn(page, 'fierro-cl', 'empresa.cl@fierro.demo', 'company');
    await page.waitForURL('**/fierro-cl/');
    expect((await cookie(context, 'userRole'))?.value).toBe('admin');
    // No consumer=b2b cookie: the company session alone is business mode.
    expect(await cookie(context, 'consumer')).toBeUndefined();
    await expect(home).toHaveAttribute('data-audience', 'business');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Soluciones para tu empresa');
    // The switch decides nothing in a company session, so the header does not offer it.
    const header = page.locator('header');
    await hydrated(header.getByRole('button', { name: 'Mi cuenta' }));
    await expect(header.getByRole('button', { name: 'Empresas' })).toHaveCount(0);
    // Business mode's page guard: a listing needs the session, which it has.
    await page.goto('/fierro-cl/category/cat101/herramientas/');
    await expect(page.locator('main article[data-product-id]').first()).toBeVisible();

    // A person on the same site gets the guest home and the switch. (In business mode /login
    // sends a signed-in shopper home: start from a fresh jar.)
    await context.clearCookies();
    await signIn(page, 'fierro-cl', 'persona.cl@fierro.demo');
    await page.waitForURL('**/fierro-cl/');
    await expect(home).toHaveAttribute('data-audience', 'guest');
    await expect(await hydrated(header.getByRole('button', { name: 'Empresas' }))).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    // The account menu reads on its white panel (its links took the header's white ink).
    const account = header.getByRole('button', { name: 'Mi cuenta' });
    await (await hydrated(account)).click();
    await expect(header.getByRole('link', { name: 'Mis pedidos' })).toBeVisible();
    expect(
      await axeViolations(page, `[id="${await account.getAttribute('aria-controls')}"]`),
    ).toEqual([]);
    await account.click();
  });

  test('no company tab on Uruguay', async ({ page }) => {
    await page.goto('/fierro-uy/login/');
    await expect(page.getByRole('heading', { level: 1, name: 'Inicia sesión' })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Empresa' })).toHaveCount(0);
    await page.goto('/fierro-uy/register/');
    await expect(page.getByRole('tab', { name: 'Empresa' })).toHaveCount(0);
    await page.goto('/fierro-pe/login/');
    await expect(page.getByRole('tab', { name: 'Empresa' })).toBeVisible();
  });

  test('Brazil: login and register in Portuguese, no company tab, CPF check digits', async ({
    page,
  }) => {
    await page.goto('/fierro-br/login/');
    await expect(page.getByRole('heading', { level: 1, name: 'Entre na sua conta' })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Empresa' })).toHaveCount(0);
    await page.goto('/fierro-br/register/');
    await expect(page.getByRole('heading', { level: 1, name: 'Crie sua conta' })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Empresa' })).toHaveCount(0);
    const form = authForm(page, 'Crie sua conta');
    await hydrated(form.getByRole('button', { name: 'Criar conta' }));
    await form.getByLabel('E-mail').fill('ana@');
    await form.getByLabel('CPF').fill('529.982.247-24');
    await form.getByRole('button', { name: 'Criar conta' }).click();
    await expect(form.getByLabel('CPF')).toHaveAccessibleDescription('O CPF não é válido');
    await expect(form.getByLabel('E-mail')).toHaveAccessibleDescription('Informe um e-mail válido');
  });

  test('the account menu honours the registry: Chile hides change password, Uruguay the orders', async ({
    page,
  }) => {
    const menuOf = async (site: string) => {
      await signIn(page, site, `persona.${site.replace('fierro-', '')}@fierro.demo`);
      await page.waitForURL(`**/${site}/`);
      const opener = await hydrated(
        page.locator('header').getByRole('button', { name: 'Mi cuenta' }),
      );
      await opener.click();
      return page.locator(`[id="${await opener.getAttribute('aria-controls')}"]`);
    };
    const cl = await menuOf('fierro-cl');
    await expect(cl.getByRole('link', { name: 'Mis pedidos' })).toBeVisible();
    await expect(cl.getByRole('link', { name: 'Cambiar contraseña' })).toHaveCount(0);
    await expect(cl.getByRole('link', { name: 'Cerrar sesión' })).toHaveAttribute(
      'href',
      '/fierro-cl/includes/customerLogout.jsp',
    );
    // One cookie jar for every site on the test host: the Chilean session ends at Uruguay's
    // login page (another tenant's session is inactive there), then the Uruguayan one begins.
    const uy = await menuOf('fierro-uy');
    await expect(uy.getByRole('link', { name: 'Cambiar contraseña' })).toBeVisible();
    await expect(uy.getByRole('link', { name: 'Mis pedidos' })).toHaveCount(0);
  });

  for (const [site, view, label] of [
    ['fierro-cl', 'popup', 'Ingresa'],
    ['fierro-homy', 'modal', 'Ingresa'],
  ] as const) {
    test(`the header opens login as a ${view} with the keyboard alone`, async ({ page }) => {
      await page.goto(`/${site}/`);
      const opener = await hydrated(
        page.locator('header').getByRole('button', { name: label, exact: true }),
      );
      await opener.focus();
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog', { name: 'Inicia sesión' });
      await expect(dialog).toBeVisible();
      await expect(dialog).toHaveAttribute('data-login-view', view);
      await expect(dialog).toHaveAttribute('aria-modal', view === 'modal' ? 'true' : 'false');
      if (view === 'popup') {
        // Anchored to the header: it opens right below the entry that opened it.
        const [entry, box] = [await opener.boundingBox(), await dialog.boundingBox()];
        expect(box!.y).toBeGreaterThanOrEqual(entry!.y + entry!.height);
        expect(box!.y).toBeLessThan(entry!.y + entry!.height + 24);
      }
      // Focus stays inside, forwards and backwards.
      for (let i = 0; i < 12; i++) {
        await page.keyboard.press('Tab');
        expect(await dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
      }
      for (let i = 0; i < 4; i++) {
        await page.keyboard.press('Shift+Tab');
        expect(await dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
      }
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await expect(opener).toBeFocused();
    });
  }

  test('login, register and the login popup have no axe violation of any impact', async ({
    page,
  }) => {
    for (const path of ['/fierro-cl/login/', '/fierro-pe/register/', '/fierro-br/register/']) {
      await page.goto(path);
      await page.locator('#auth-title').waitFor();
      expect(await axeViolations(page, 'section[aria-labelledby="auth-title"]'), path).toEqual([]);
    }
    await page.goto('/fierro-cl/');
    await (await hydrated(page.locator('header').getByRole('button', { name: 'Ingresa' }))).click();
    await page.getByRole('dialog').waitFor();
    expect(await axeViolations(page, '[role="dialog"]')).toEqual([]);
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });
    test('the header entry still reaches the login page', async ({ page }) => {
      await page.goto('/fierro-cl/');
      await page.locator('header').getByRole('button', { name: 'Ingresa' }).click();
      await page.waitForURL('**/fierro-cl/login/**');
      await expect(page.getByRole('heading', { level: 1, name: 'Inicia sesión' })).toBeVisible();
    });
    test('a form sent before hydration never puts the password in the address', async ({
      page,
    }) => {
      await page.goto('/fierro-cl/login/');
      const form = authForm(page, 'Inicia sesión');
      await form.getByLabel('Correo electrónico').fill('ana@example.cl');
      await form.getByLabel('Contraseña').fill('secreto1');
      const answer = page.waitForResponse((r) => r.request().method() === 'POST');
      await form.getByRole('button', { name: 'Ingresar' }).click();
      expect((await answer).status()).toBeLessThan(500);
      expect(page.url()).not.toContain('secreto1');
    });
    test('signs in: a wrong password says so after the round trip, the right one signs in', async ({
      page,
      context,
    }) => {
      await page.goto('/fierro-cl/login/');
      const form = authForm(page, 'Inicia sesión');
      await form.getByLabel('Correo electrónico').fill('persona.cl@fierro.demo');
      await form.getByLabel('Contraseña').fill('no-es-la-clave');
      await form.getByRole('button', { name: 'Ingresar' }).click();
      await expect(form.getByRole('alert')).toHaveText('Correo o contraseña incorrectos');
      // The e-mail is kept, never the password.
      await expect(form.getByLabel('Correo electrónico')).toHaveValue('persona.cl@fierro.demo');
      await expect(form.getByLabel('Contraseña')).toHaveValue('');
      await form.getByLabel('Contraseña').fill(DEMO_PASSWORD);
      await form.getByRole('button', { name: 'Ingresar' }).click();
      await page.waitForURL('**/fierro-cl/');
      expect((await cookie(context, 'sessionId'))?.value).toBeTruthy();
      expect((await cookie(context, 'userRole'))?.value).toBeDefined();
    });
  });

  test('a wrong password sends the focus to the message, not to the page', async ({ page }) => {
    await page.goto('/fierro-cl/login/');
    const form = authForm(page, 'Inicia sesión');
    const submit = await hydrated(form.getByRole('button', { name: 'Ingresar' }));
    await form.getByLabel('Correo electrónico').fill('persona.cl@fierro.demo');
    await form.getByLabel('Contraseña').fill('no-es-la-clave');
    await submit.click();
    const alert = form.getByRole('alert');
    await expect(alert).toHaveText('Correo o contraseña incorrectos');
    await expect(alert).toBeFocused();
  });

  test('a direct visit to /login shows the full page', async ({ page }) => {
    await page.goto('/fierro-homy/login/');
    await expect(page.getByRole('heading', { level: 1, name: 'Inicia sesión' })).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });
});

test.describe('page guard in business mode', () => {
  test('dicico: a category without a session lands on login and returns after sign-in', async ({
    page,
    context,
  }) => {
    // A real dicico department: the page now answers before its first byte, so a category that
    // does not exist is a real redirect to the 404 page.
    const category = '/dicico/category/cat901/ferramentas/';
    await page.goto(`${category}?currentpage=2`);
    await page.waitForURL('**/dicico/login/');
    // The requested path, without its query, waits in the redirect-url cookie.
    const stored = (await cookie(context, 'redirectUrl'))?.value ?? '';
    expect(decodeURIComponent(stored)).toBe(category);
    await signIn(page, 'dicico', 'persona.dicico@fierro.demo');
    await page.waitForURL(`**${category}`);
  });

  test("the header's business switch turns the guard on for a consumer site", async ({
    page,
    context,
  }) => {
    const category = '/fierro-cl/category/cat101/herramientas/';
    // Consumer mode: catalogue pages are public.
    await page.goto(category);
    expect(new URL(page.url()).pathname).toBe(category);
    await page.goto('/fierro-cl/');
    const header = page.locator('header');
    const toggle = await hydrated(header.getByRole('button', { name: 'Empresas' }));
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await toggle.click();
    await expect(header.getByRole('button', { name: 'Empresas' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect((await cookie(context, 'consumer'))?.value).toBe('b2b');
    await page.goto(category);
    await page.waitForURL('**/fierro-cl/login/');
    expect(decodeURIComponent((await cookie(context, 'redirectUrl'))?.value ?? '')).toBe(category);
    await signIn(page, 'fierro-cl', 'persona.cl@fierro.demo');
    await page.waitForURL(`**${category}`);
  });

  test('a guest the business guard sent to the sign-in is told why, and can shop as a person again', async ({
    page,
    context,
  }) => {
    // Brazil has no company sign-in: every search of a guest in business mode came here, unsaid.
    await page.goto('/fierro-br/');
    const toggle = await hydrated(page.locator('header').getByRole('button', { name: 'Empresas' }));
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await page.goto('/fierro-br/search/?Ntt=tinta');
    await page.waitForURL('**/fierro-br/login/');
    const notice = page.locator('[data-business-login-notice]');
    await expect(notice).toContainText(
      'Você está no modo Empresas: para ver os preços e comprar, entre na sua conta.',
    );
    await (
      await hydrated(notice.getByRole('button', { name: 'Voltar a comprar como pessoa' }))
    ).click();
    await page.waitForURL('**/fierro-br/');
    expect((await cookie(context, 'consumer'))?.value ?? '').not.toBe('b2b');
    await page.goto('/fierro-br/search/?Ntt=tinta');
    expect(new URL(page.url()).pathname).not.toBe('/fierro-br/login/');
    // A person's sign-in page says nothing of it.
    await page.goto('/fierro-br/login/');
    await expect(page.locator('[data-business-login-notice]')).toHaveCount(0);
  });

  test('/login with a session goes home', async ({ page }) => {
    await signIn(page, 'dicico', 'persona.dicico@fierro.demo');
    await page.waitForURL('**/dicico/');
    await page.goto('/dicico/login/');
    await page.waitForURL('**/dicico/');
  });

  test('/register with a session goes home on Colombia only', async ({ page }) => {
    await signIn(page, 'homecenter-co', 'empresa.co@fierro.demo', 'company');
    await page.waitForURL('**/homecenter-co/');
    await page.goto('/homecenter-co/register/');
    await page.waitForURL('**/homecenter-co/');

    await signIn(page, 'fierro-pe', 'empresa.pe@fierro.demo', 'company');
    await page.waitForURL('**/fierro-pe/');
    await page.goto('/fierro-pe/register/');
    await expect(page.getByRole('heading', { level: 1, name: 'Crea tu cuenta' })).toBeVisible();
  });

  test('logout revokes the session and clears its cookie', async ({ page, context, baseURL }) => {
    await signIn(page, 'dicico', 'persona.dicico@fierro.demo');
    await page.waitForURL('**/dicico/');
    const before = (await cookie(context, 'sessionId'))?.value;
    expect(before).toBeTruthy();
    await page.goto('/dicico/includes/customerLogout.jsp');
    await page.waitForURL('**/dicico/');
    expect((await cookie(context, 'sessionId'))?.value ?? '').toBe('');
    // The old id no longer opens guarded pages, even if replayed.
    await context.addCookies([
      siteCookie(baseURL as string, 'dicico', 'sessionId', before as string),
    ]);
    await page.goto('/dicico/cart/');
    await page.waitForURL('**/dicico/login/');

    // The agent's logout route signs out the same way.
    await signIn(page, 'dicico', 'persona.dicico@fierro.demo');
    await page.waitForURL('**/dicico/cart/');
    await page.goto('/dicico/includes/agentLogout.jsp');
    await page.waitForURL('**/dicico/');
    expect((await cookie(context, 'sessionId'))?.value ?? '').toBe('');
  });
});

test.describe('session revocation (issue 24: a proof of refresh stands for 15 s at most)', () => {
  test('a session revoked elsewhere stops opening guarded pages within 15 s', async ({
    page,
    context,
    request,
  }) => {
    test.setTimeout(120_000);
    await signIn(page, 'dicico', 'persona.dicico@fierro.demo');
    await page.waitForURL('**/dicico/');
    const session = (await cookie(context, 'sessionId'))?.value as string;
    expect((await cookie(context, 'sessionProof'))?.value).toBeTruthy();
    // Ended by someone else (another device's logout, a password change, an operator).
    const commerce = process.env.E2E_COMMERCE_URL ?? 'http://127.0.0.1:4310';
    const revoked = await request.post(`${commerce}/auth/v1/logout`, {
      headers: { authorization: session, 'tenant-b2b': 'dicico', 'x-channel-id': 'WEB' },
    });
    expect(revoked.ok()).toBe(true);
    const revokedAt = Date.now();
    // Within the bound the page may still open; past it, the guard sends to login every time.
    await expect(async () => {
      await page.goto('/dicico/cart/');
      expect(new URL(page.url()).pathname).toBe('/dicico/login/');
    }).toPass({ timeout: 30_000, intervals: [1_000] });
    expect(Date.now() - revokedAt).toBeLessThan(16_000 + 10_000);
    expect((await cookie(context, 'sessionId'))?.value ?? '').toBe('');
    expect((await cookie(context, 'sessionProof'))?.value ?? '').toBe('');
  });

  test('an account page that finds its session ended clears it on the way to the sign-in (the header says so at once)', async ({
    page,
    context,
    request,
  }) => {
    await signIn(page, 'fierro-cl', 'persona.cl@fierro.demo');
    await page.waitForURL('**/fierro-cl/');
    const session = (await cookie(context, 'sessionId'))?.value as string;
    const commerce = process.env.E2E_COMMERCE_URL ?? 'http://127.0.0.1:4310';
    const revoked = await request.post(`${commerce}/auth/v1/logout`, {
      headers: { authorization: session, 'tenant-b2b': 'cl', 'x-channel-id': 'WEB' },
    });
    expect(revoked.ok()).toBe(true);
    // Within the proof's 15 s the proxy lets the page render; its frame asks commerce, which
    // no longer knows the session.
    await page.goto('/fierro-cl/myaccount/profile/');
    await page.waitForURL('**/fierro-cl/login/');
    expect((await cookie(context, 'sessionId'))?.value ?? '').toBe('');
    expect((await cookie(context, 'userRole'))?.value ?? '').toBe('');
    await hydrated(page.locator('header').getByRole('button', { name: 'Ingresa' }));
    await expect(page.locator('header').getByRole('button', { name: 'Mi cuenta' })).toHaveCount(0);
  });

  test('a person’s cached catalogue pages (no proxy): the header’s call keeps the session and ends a revoked one within 15 s', async ({
    page,
    context,
    request,
  }) => {
    test.setTimeout(120_000);
    await signIn(page, 'fierro-cl', 'persona.cl@fierro.demo');
    await page.waitForURL('**/fierro-cl/');
    const header = page.locator('header');
    await expect(header.getByRole('button', { name: 'Mi cuenta' })).toBeVisible();
    // The home is the anonymous cached page, private to this browser, and never refreshed the
    // session itself: the header's per-shopper call did, and left its proof.
    const home = await page.request.get('/fierro-cl/');
    expect(home.headers()['cache-control']).toBe('private, no-store');
    expect(home.headers()['cdn-cache-control']).toBeUndefined();
    expect(await home.text()).not.toContain('persona.cl@fierro.demo');
    await expect
      .poll(async () => (await cookie(context, 'sessionProof'))?.value ?? '')
      .not.toBe('');

    const session = (await cookie(context, 'sessionId'))?.value as string;
    const commerce = process.env.E2E_COMMERCE_URL ?? 'http://127.0.0.1:4310';
    const revoked = await request.post(`${commerce}/auth/v1/logout`, {
      headers: { authorization: session, 'tenant-b2b': 'cl', 'x-channel-id': 'WEB' },
    });
    expect(revoked.ok()).toBe(true);
    const revokedAt = Date.now();
    // Past the proof's 15 s, the next page's call finds the session ended and clears its cookies
    // (the header shows the sign-in entry before hydration anyway: the cookies are the proof).
    await expect(async () => {
      await page.goto('/fierro-cl/category/cat101/herramientas/');
      await expect
        .poll(async () => (await cookie(context, 'sessionId'))?.value ?? '', { timeout: 3_000 })
        .toBe('');
    }).toPass({ timeout: 30_000, intervals: [1_000] });
    expect(Date.now() - revokedAt).toBeLessThan(16_000 + 10_000);
    // The hydrated header of that same page follows without another load.
    await hydrated(header.getByRole('button', { name: 'Ingresa' }));
    await expect(header.getByRole('button', { name: 'Mi cuenta' })).toHaveCount(0);
    expect((await cookie(context, 'sessionId'))?.value ?? '').toBe('');
    expect((await cookie(context, 'userRole'))?.value ?? '').toBe('');
    expect((await cookie(context, 'sessionProof'))?.value ?? '').toBe('');
  });
});

test('a proof of a recent refresh written by a page is good for the header’s call, and back (one secret per process)', async ({
  page,
}) => {
  await signIn(page, 'fierro-cl', 'persona.cl@fierro.demo');
  await page.waitForURL('**/fierro-cl/');
  const proofsSet = (res: { headersArray(): Array<{ name: string; value: string }> }) =>
    res
      .headersArray()
      .filter((h) => h.name.toLowerCase() === 'set-cookie' && /^sessionProof=[^;]/.test(h.value));
  // A page the proxy serves refreshes (or trusts a young proof); then within the proof's 15 s
  // neither the header's call nor the next page asks commerce again: neither sets a new proof.
  await page.request.get('/fierro-cl/myaccount/profile/');
  const count = await page.request.get('/fierro-cl/api/cart/count/');
  expect(await count.json()).toMatchObject({ signedIn: true });
  expect(proofsSet(count)).toEqual([]);
  expect(proofsSet(await page.request.get('/fierro-cl/myaccount/profile/'))).toEqual([]);
  expect(proofsSet(await page.request.get('/fierro-cl/api/cart/count/'))).toEqual([]);
});

test.describe('tabs of one browser (issue 24: no page of one shopper after they signed out)', () => {
  test('a tab shown again after its session was ended elsewhere signs out without another page', async ({
    page,
    context,
    request,
  }) => {
    test.setTimeout(90_000);
    await signIn(page, 'fierro-cl', 'persona.cl@fierro.demo');
    await page.waitForURL('**/fierro-cl/');
    const header = page.locator('header');
    await hydrated(header.getByRole('button', { name: 'Mi cuenta' }));
    const session = (await cookie(context, 'sessionId'))?.value as string;
    const commerce = process.env.E2E_COMMERCE_URL ?? 'http://127.0.0.1:4310';
    const revoked = await request.post(`${commerce}/auth/v1/logout`, {
      headers: { authorization: session, 'tenant-b2b': 'cl', 'x-channel-id': 'WEB' },
    });
    expect(revoked.ok()).toBe(true);
    // Another device ended it; this tab comes to the front once the session's proof lapsed.
    await page.waitForTimeout(16_000);
    await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
    await hydrated(header.getByRole('button', { name: 'Ingresa' }));
    await expect(header.getByRole('button', { name: 'Mi cuenta' })).toHaveCount(0);
  });

  test("a sign-out in one tab reloads the others: Back there shows none of the shopper's pages", async ({
    page,
    context,
  }) => {
    await signIn(page, 'fierro-cl', 'persona.cl@fierro.demo');
    await page.waitForURL('**/fierro-cl/');
    const other = await context.newPage();
    await other.goto('/fierro-cl/myaccount/addresses/');
    await expect(other.getByRole('heading', { level: 1 })).toBeVisible();
    // Leaves by the header's logo: a navigation in the page, which keeps the account's page in
    // the router's memory for Back.
    await (await hydrated(other.locator('header a[href="/fierro-cl/"]').first())).click();
    await other.waitForURL('**/fierro-cl/');
    await hydrated(other.getByRole('button', { name: 'Mi cuenta' }));

    const reloaded = other.waitForEvent('load');
    await page.goto('/fierro-cl/includes/customerLogout.jsp');
    await page.waitForURL('**/fierro-cl/');
    await reloaded;
    await hydrated(other.locator('header').getByRole('button', { name: 'Ingresa' }));
    await other.goBack();
    await expect
      .poll(() => new URL(other.url()).pathname, { timeout: 10_000 })
      .toBe('/fierro-cl/login/');
  });
});

test.describe('security', () => {
  test('the header’s call trusts no made-up session or proof and ends them; bad sites get a 404', async ({
    request,
  }) => {
    // A session id nobody issued, with a proof an attacker wrote (and one far too long).
    // With a cart that is gone too: its cookie's clearing beside the session's dropped the
    // session cookies' Max-Age (an empty sessionId kept, every catalogue page then private).
    for (const [proof, cart] of [
      ['kx9z-10.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA', ''],
      ['x'.repeat(5_000), ''],
      [
        'kx9z-10.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA',
        '11111111-1111-4111-8111-111111111111',
      ],
    ] as const) {
      const res = await request.get('/fierro-cl/api/cart/count/', {
        headers: {
          cookie: `sessionId=${'Z'.repeat(43)}; userRole=; sessionProof=${proof}${cart ? `; cartId=${cart}` : ''}`,
        },
      });
      expect(res.status()).toBe(200);
      expect(res.headers()['cache-control']).toBe('private, no-store');
      expect(await res.json()).toEqual({ count: 0, signedIn: false });
      const cleared = res
        .headersArray()
        .filter((h) => h.name.toLowerCase() === 'set-cookie')
        .map((h) => h.value);
      for (const name of ['sessionId', 'userRole', 'sessionProof', ...(cart ? ['cartId'] : [])]) {
        expect(cleared.find((c) => c.startsWith(`${name}=;`)) ?? '', name).toMatch(/Max-Age=0/i);
      }
      expect(cleared.some((c) => /^sessionProof=[^;]/.test(c))).toBe(false);
    }
    for (const site of ['nope', '%00', 'fierro-cl%0d%0aX-Evil:1', 'a'.repeat(3_000)]) {
      const res = await request.get(`/${site}/api/cart/count/`);
      expect(res.status(), site.slice(0, 20)).toBe(404);
      expect(res.headers()['set-cookie'] ?? '', site.slice(0, 20)).toBe('');
    }
  });

  test('a session id planted before login is not the one after it', async ({
    page,
    context,
    baseURL,
  }) => {
    const planted = 'A'.repeat(43);
    await context.addCookies([siteCookie(baseURL as string, 'fierro-cl', 'sessionId', planted)]);
    await signIn(page, 'fierro-cl', 'persona.cl@fierro.demo');
    await page.waitForURL('**/fierro-cl/');
    const after = (await cookie(context, 'sessionId'))?.value;
    expect(after).toBeTruthy();
    expect(after).not.toBe(planted);
  });

  test("a logout forgets the checkout's saved steps and the cart: the next person finds none of the shopper's data", async ({
    page,
    context,
    baseURL,
  }) => {
    await signIn(page, 'fierro-uy', 'persona.uy@fierro.demo');
    await page.waitForURL('**/fierro-uy/');
    const host = new URL(baseURL as string).hostname;
    // As a checkout leaves them: the steps (name, e-mail, document, address) under its own path.
    await context.addCookies([
      { name: 'checkout', value: 'eyJjb250YWN0Ijp7fX0', domain: host, path: '/fierro-uy/checkout' },
      { name: 'checkout-flash', value: 'eyJ9', domain: host, path: '/fierro-uy/checkout' },
      siteCookie(baseURL as string, 'fierro-uy', 'cartId', '0b6f4d9e-1c2a-4b3d-8e5f-6a7b8c9d0e1f'),
    ]);
    await page.goto('/fierro-uy/includes/customerLogout.jsp');
    await page.waitForURL('**/fierro-uy/');
    const left = (await context.cookies()).map((c) => c.name);
    for (const name of ['sessionId', 'checkout', 'checkout-flash', 'cartId']) {
      expect(left, name).not.toContain(name);
    }
  });

  test('a cross-site logout request changes nothing', async ({ page, context, baseURL }) => {
    await signIn(page, 'fierro-cl', 'persona.cl@fierro.demo');
    await page.waitForURL('**/fierro-cl/');
    const session = (await cookie(context, 'sessionId'))?.value as string;
    const evil = { origin: 'https://evil.example', cookie: `sessionId=${session}` };
    const post = await page.request.post(`${baseURL}/fierro-cl/includes/customerLogout.jsp`, {
      headers: evil,
      maxRedirects: 0,
    });
    expect(post.status()).toBe(403);
    const get = await page.request.get(`${baseURL}/fierro-cl/includes/customerLogout.jsp`, {
      headers: { ...evil, 'sec-fetch-site': 'cross-site' },
      maxRedirects: 0,
    });
    expect(get.status()).toBe(403);
    // Still signed in: the account menu is there after a reload.
    await page.reload();
    await expect(page.locator('header').getByRole('button', { name: 'Mi cuenta' })).toBeVisible();
  });

  for (const evil of ['https://evil.example/', '//evil.example']) {
    test(`a redirect-url cookie holding ${evil} sends home`, async ({ page, context, baseURL }) => {
      await context.addCookies([
        siteCookie(baseURL as string, 'fierro-cl', 'redirectUrl', encodeURIComponent(evil)),
      ]);
      await signIn(page, 'fierro-cl', 'persona.cl@fierro.demo');
      await page.waitForURL('**/fierro-cl/');
      expect(new URL(page.url()).host).toBe(new URL(baseURL as string).host);
    });
  }
});
