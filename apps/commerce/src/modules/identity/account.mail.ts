import { confirmEmailUrl, loginUrl, resetPasswordUrl } from '@fierro/domain';
import { getTenant, type Tenant, type TenantCode } from '@fierro/tenants';
import { fillText } from '../../lib/local-words';
import type { Mail } from '../../lib/mailer';

/**
 * The account's mails (issue 20 and 23), in the site's language: a forgotten password's link, an
 * e-mail change's link (to the new address), a welcome, and the notice to an address's owner
 * that someone tried to register with it. Links are absolute on the storefront's public origin
 * (STOREFRONT_PUBLIC_URL), never on a host a request named.
 */
type Text = [es: string, pt: string];
const T = {
  resetSubject: ['Cambia tu contraseña', 'Altere sua senha'],
  resetBody: [
    'Recibimos una solicitud para cambiar la contraseña de tu cuenta. Usa este enlace antes de 30 minutos (funciona una sola vez):',
    'Recebemos um pedido para alterar a senha da sua conta. Use este link em até 30 minutos (funciona uma única vez):',
  ],
  resetIgnore: [
    'Si no lo pediste, ignora este correo: tu contraseña sigue igual.',
    'Se você não pediu, ignore este e-mail: sua senha continua a mesma.',
  ],
  changeSubject: ['Confirma tu nuevo correo', 'Confirme seu novo e-mail'],
  changeBody: [
    'Para usar esta dirección en tu cuenta, confírmala con este enlace (funciona una sola vez, durante 24 horas):',
    'Para usar este endereço na sua conta, confirme com este link (funciona uma única vez, por 24 horas):',
  ],
  changeIgnore: [
    'Si no lo pediste, ignora este correo: nada cambia.',
    'Se você não pediu, ignore este e-mail: nada muda.',
  ],
  welcomeSubject: ['Tu cuenta está lista', 'Sua conta está pronta'],
  welcomeBody: [
    'Tu cuenta fue creada. Ya puedes ingresar con tu correo y tu contraseña:',
    'Sua conta foi criada. Você já pode entrar com seu e-mail e sua senha:',
  ],
  againSubject: [
    'Alguien intentó registrarse con tu correo',
    'Alguém tentou se cadastrar com seu e-mail',
  ],
  againBody: [
    'Alguien intentó crear una cuenta con este correo, que ya tiene una. Si fuiste tú, ingresa con tu contraseña o cámbiala aquí:',
    'Alguém tentou criar uma conta com este e-mail, que já tem uma. Se foi você, entre com sua senha ou altere-a aqui:',
  ],
  againIgnore: [
    'Si no fuiste tú, no tienes que hacer nada: tu cuenta sigue igual.',
    'Se não foi você, não precisa fazer nada: sua conta continua a mesma.',
  ],
  hello: ['Hola {name}:', 'Olá {name},'],
} satisfies Record<string, Text>;

/** A text in the site's language, its `{names}` filled (`fillText`). */
const say = (tenant: Tenant, t: Text, values: Record<string, string> = {}) =>
  fillText(tenant.lang === 'pr' ? t[1] : t[0], values);
const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function compose(
  tenant: Tenant,
  to: string,
  subject: Text,
  name: string,
  before: Text,
  link: string,
  after?: Text,
): Mail {
  const paragraphs = [say(tenant, T.hello, { name }), say(tenant, before)];
  const closing = after ? [say(tenant, after)] : [];
  return {
    to,
    fromName: tenant.brand.name,
    subject: say(tenant, subject),
    text: [...paragraphs, '', link, '', ...closing].join('\n'),
    html: `<!doctype html><html lang="${tenant.locale}"><body>${paragraphs
      .map((p) => `<p>${escapeHtml(p)}</p>`)
      .join('')}<p><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>${closing
      .map((p) => `<p>${escapeHtml(p)}</p>`)
      .join('')}</body></html>`,
  };
}

const tenantOf = (code: TenantCode) => {
  const tenant = getTenant(code);
  if (!tenant) throw new Error(`unknown tenant ${code}`);
  return tenant;
};
const absolute = (origin: string, path: string) => `${origin.replace(/\/$/, '')}${path}`;

export function linkMail(
  origin: string,
  to: { tenant: TenantCode; email: string; firstName: string },
  purpose: 'password_reset' | 'email_change',
  token: string,
): Mail {
  const tenant = tenantOf(to.tenant);
  return purpose === 'password_reset'
    ? compose(
        tenant,
        to.email,
        T.resetSubject,
        to.firstName,
        T.resetBody,
        absolute(origin, resetPasswordUrl(tenant, token)),
        T.resetIgnore,
      )
    : compose(
        tenant,
        to.email,
        T.changeSubject,
        to.firstName,
        T.changeBody,
        absolute(origin, confirmEmailUrl(tenant, token)),
        T.changeIgnore,
      );
}

export function noticeMail(
  origin: string,
  to: { tenant: TenantCode; email: string; firstName: string },
  template: 'welcome' | 'registered_again',
): Mail {
  const tenant = tenantOf(to.tenant);
  return template === 'welcome'
    ? compose(
        tenant,
        to.email,
        T.welcomeSubject,
        to.firstName,
        T.welcomeBody,
        absolute(origin, loginUrl(tenant)),
      )
    : compose(
        tenant,
        to.email,
        T.againSubject,
        to.firstName,
        T.againBody,
        absolute(origin, `${loginUrl(tenant)}`),
        T.againIgnore,
      );
}
