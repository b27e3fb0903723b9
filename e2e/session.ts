import { TENANTS } from '@fierro/tenants';
import type { Page } from '@playwright/test';
import { hydrated } from './hydration';

/** Password of every demo account the seed creates (README, "Demo accounts"). */
export const DEMO_PASSWORD = 'Fierro2026';

const isPortuguese = (site: string) => TENANTS.find((t) => t.pathPrefix === site)?.lang === 'pr';

/** The form of the full login or register page (its section is labelled by the page title). */
export const authForm = (page: Page, title: string) =>
  page.getByRole('region', { name: title }).locator('form');

/**
 * Signs in through the login page's form, once React has hydrated it: a submit before that is
 * a plain form post that signs nobody in (it made CI's dicico journey land back on /login).
 * Resolves after the click; callers wait for the page they expect next.
 */
export async function signIn(
  page: Page,
  site: string,
  email: string,
  kind: 'person' | 'company' = 'person',
) {
  const pt = isPortuguese(site);
  if (!page.url().includes(`/${site}/login`)) await page.goto(`/${site}/login/`);
  const form = authForm(page, pt ? 'Entre na sua conta' : 'Inicia sesión');
  const submit = form.getByRole('button', { name: pt ? 'Entrar' : 'Ingresar' });
  await hydrated(submit);
  if (kind === 'company')
    await (await hydrated(page.getByRole('tab', { name: 'Empresa' }))).click();
  await form.getByLabel(pt ? 'E-mail' : 'Correo electrónico').fill(email);
  await form.getByLabel(pt ? 'Senha' : 'Contraseña').fill(DEMO_PASSWORD);
  await submit.click();
}
