import {
  confirmEmailUrl,
  forgotPasswordUrl,
  linkProviderUrl,
  loginUrl,
  resetPasswordUrl,
} from '@fierro/domain';
import { getTenant, type Tenant, type TenantCode } from '@fierro/tenants';
import { fillText } from '../../lib/local-words';
import type { Mail } from '../../lib/mailer';
import type { IdentityProviderName } from './identity-provider';

/**
 * The account's mails (issue 20 and 23), in the site's language: a forgotten password's link, an
 * e-mail change's link (to the new address) and its notices to the address it leaves, a welcome,
 * the notice to an address's owner that someone tried to register with it, and the link that
 * connects an identity provider a sign-in came with. Links are absolute on the storefront's public origin
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
  askedSubject: [
    'Pidieron cambiar el correo de tu cuenta',
    'Pediram para alterar o e-mail da sua conta',
  ],
  askedBody: [
    'Alguien pidió cambiar el correo de tu cuenta a {email}. Si no fuiste tú, cambia tu contraseña con este enlace: el cambio de correo se anula y se cierran todas las sesiones.',
    'Alguém pediu para alterar o e-mail da sua conta para {email}. Se não foi você, altere sua senha com este link: a alteração de e-mail é cancelada e todas as sessões são encerradas.',
  ],
  askedIgnore: [
    'Si fuiste tú, no tienes que hacer nada: confirma el cambio con el enlace que enviamos a la nueva dirección.',
    'Se foi você, não precisa fazer nada: confirme a alteração pelo link que enviamos ao novo endereço.',
  ],
  changedSubject: ['El correo de tu cuenta cambió', 'O e-mail da sua conta foi alterado'],
  changedBody: [
    'El correo de tu cuenta ahora es {email}: desde ahora ingresas con esa dirección.',
    'O e-mail da sua conta agora é {email}: a partir de agora você entra com esse endereço.',
  ],
  changedIgnore: [
    'Si no fuiste tú, comunícate de inmediato con nuestro servicio al cliente.',
    'Se não foi você, fale imediatamente com o nosso atendimento ao cliente.',
  ],
  providerSubject: ['Conecta {provider} a tu cuenta', 'Conecte {provider} à sua conta'],
  providerBody: [
    'Alguien (¿tú?) intentó ingresar con {provider} usando este correo. Si fuiste tú, conéctalo a tu cuenta con este enlace (funciona una sola vez, durante 30 minutos):',
    'Alguém (você?) tentou entrar com {provider} usando este e-mail. Se foi você, conecte-o à sua conta com este link (funciona uma única vez, por 30 minutos):',
  ],
  providerIgnore: [
    'Si no fuiste tú, ignora este correo: nada cambia.',
    'Se não foi você, ignore este e-mail: nada muda.',
  ],
  hello: ['Hola {name}:', 'Olá {name},'],
} satisfies Record<string, Text>;

/** A text in the site's language, its `{names}` filled (`fillText`). */
const say = (tenant: Tenant, t: Text, values: Record<string, string> = {}) =>
  fillText(tenant.lang === 'pr' ? t[1] : t[0], values);
const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

interface Letter {
  subject: Text;
  before: Text;
  link: string;
  after?: Text;
  /** What the subject's and `before`'s `{names}` stand for. */
  values?: Record<string, string>;
}

function compose(tenant: Tenant, to: string, name: string, letter: Letter): Mail {
  const paragraphs = [say(tenant, T.hello, { name }), say(tenant, letter.before, letter.values)];
  const closing = letter.after ? [say(tenant, letter.after)] : [];
  const link = letter.link;
  return {
    to,
    fromName: tenant.brand.name,
    subject: say(tenant, letter.subject, letter.values),
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
    ? compose(tenant, to.email, to.firstName, {
        subject: T.resetSubject,
        before: T.resetBody,
        link: absolute(origin, resetPasswordUrl(tenant, token)),
        after: T.resetIgnore,
      })
    : compose(tenant, to.email, to.firstName, {
        subject: T.changeSubject,
        before: T.changeBody,
        link: absolute(origin, confirmEmailUrl(tenant, token)),
        after: T.changeIgnore,
      });
}

/** The providers' names as their buttons say them. */
const PROVIDER_NAMES: Record<IdentityProviderName, string> = {
  FACEBOOK: 'Facebook',
  LIVELO: 'LIVELO',
};

/** To the account's address: a sign-in with a provider not linked to it, and the link that links it. */
export function providerLinkMail(
  origin: string,
  to: { tenant: TenantCode; email: string; firstName: string },
  provider: IdentityProviderName,
  token: string,
): Mail {
  const tenant = tenantOf(to.tenant);
  return compose(tenant, to.email, to.firstName, {
    subject: T.providerSubject,
    before: T.providerBody,
    link: absolute(origin, linkProviderUrl(tenant, token, provider)),
    after: T.providerIgnore,
    values: { provider: PROVIDER_NAMES[provider] },
  });
}

export function noticeMail(
  origin: string,
  to: { tenant: TenantCode; email: string; firstName: string },
  template: 'welcome' | 'registered_again',
): Mail {
  const tenant = tenantOf(to.tenant);
  return template === 'welcome'
    ? compose(tenant, to.email, to.firstName, {
        subject: T.welcomeSubject,
        before: T.welcomeBody,
        link: absolute(origin, loginUrl(tenant)),
      })
    : compose(tenant, to.email, to.firstName, {
        subject: T.againSubject,
        before: T.againBody,
        link: absolute(origin, loginUrl(tenant)),
        after: T.againIgnore,
      });
}

/**
 * `nuevo@example.cl` as `n***@example.cl`: enough for the owner to tell their own address from a
 * stranger's, without handing a reader of the old mailbox the whole new one.
 */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 1) return '***';
  return `${[...email][0]}***${email.slice(at)}`;
}

/**
 * The notice to the address an e-mail change leaves: when it is asked for (with the way to stop
 * it: a new password voids the change) and when it is confirmed.
 */
export function emailChangeNoticeMail(
  origin: string,
  to: { tenant: TenantCode; email: string; firstName: string },
  template: 'email_change_requested' | 'email_changed',
  newEmail: string,
): Mail {
  const tenant = tenantOf(to.tenant);
  const values = { email: maskEmail(newEmail) };
  return template === 'email_change_requested'
    ? compose(tenant, to.email, to.firstName, {
        subject: T.askedSubject,
        before: T.askedBody,
        link: absolute(origin, forgotPasswordUrl(tenant)),
        after: T.askedIgnore,
        values,
      })
    : compose(tenant, to.email, to.firstName, {
        subject: T.changedSubject,
        before: T.changedBody,
        link: absolute(origin, loginUrl(tenant)),
        after: T.changedIgnore,
        values,
      });
}
