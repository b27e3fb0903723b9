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

/**
 * A signed-in session of a demo account, straight from commerce's login (no browser): its id for
 * a `sessionId` cookie. Each call comes from an address of its own, so the login's per-address
 * limit never stops a suite.
 */
export async function demoSessionId(
  commerceUrl: string,
  email = 'persona.cl@fierro.demo',
  siteId = 'socl',
): Promise<string> {
  const res = await fetch(`${commerceUrl}/auth/v1/login`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'tenant-b2b': siteId,
      'x-channel-id': 'WEB',
      'x-forwarded-for': `203.0.113.${1 + Math.floor(Math.random() * 250)}`,
    },
    body: JSON.stringify({ email, password: DEMO_PASSWORD, accountKind: 'person' }),
  });
  const { sessionId } = (await res.json()) as { sessionId?: string };
  if (!sessionId) throw new Error(`no session for ${email} (${res.status})`);
  return sessionId;
}
