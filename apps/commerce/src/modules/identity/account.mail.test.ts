import { describe, expect, it } from 'vitest';
import {
  emailChangeNoticeMail,
  linkMail,
  maskEmail,
  noticeMail,
  providerLinkMail,
} from './account.mail';

const origin = 'https://tienda.fierro.test';

describe("the account's mails say the shopper's name as it was typed", () => {
  // String.prototype.replace reads $&, $`, $' and $$ in a replacement string as patterns.
  it.each([
    ['$&', 'Hola $&:'],
    ['$`', 'Hola $`:'],
    ["$'", "Hola $':"],
    ['$$', 'Hola $$:'],
    ['Ana $& Pérez', 'Hola Ana $& Pérez:'],
    ['{name}', 'Hola {name}:'],
  ])('a first name %j: %j', (firstName, hello) => {
    const to = { tenant: 'cl' as const, email: 'ana@fierro.test', firstName };
    for (const mail of [
      noticeMail(origin, to, 'welcome'),
      noticeMail(origin, to, 'registered_again'),
      linkMail(origin, to, 'password_reset', 'token123'),
      linkMail(origin, to, 'email_change', 'token123'),
      providerLinkMail(origin, to, 'FACEBOOK', 'token123'),
      emailChangeNoticeMail(origin, to, 'email_change_requested', 'nuevo@fierro.test'),
      emailChangeNoticeMail(origin, to, 'email_changed', 'nuevo@fierro.test'),
    ]) {
      expect(mail.text.split('\n')[0]).toBe(hello);
    }
  });

  it('in Portuguese in Brazil, the name as typed', () => {
    const mail = noticeMail(
      origin,
      { tenant: 'br', email: 'ana@fierro.test', firstName: "Ana $'" },
      'welcome',
    );
    expect(mail.text.split('\n')[0]).toBe("Olá Ana $',");
    expect(mail.html).toContain('<p>Olá Ana $&#39;,</p>');
  });
});

describe('the notices to the address an e-mail change leaves', () => {
  it('name the new address masked: its first character and its domain', () => {
    expect(maskEmail('nuevo@example.cl')).toBe('n***@example.cl');
    expect(maskEmail('x@example.cl')).toBe('x***@example.cl');
    expect(maskEmail('sin-arroba')).toBe('***');
  });

  it('in Portuguese in Brazil, with the way to stop a change not asked for', () => {
    const to = { tenant: 'br' as const, email: 'ana@fierro.test', firstName: 'Ana' };
    const asked = emailChangeNoticeMail(origin, to, 'email_change_requested', 'novo@exemplo.br');
    expect(asked.to).toBe('ana@fierro.test');
    expect(asked.subject).toBe('Pediram para alterar o e-mail da sua conta');
    expect(asked.text).toContain('para n***@exemplo.br. Se não foi você, altere sua senha');
    expect(asked.text).toContain(`${origin}/fierro-br/forgot-password/`);
    expect(asked.text).not.toContain('novo@');
    const done = emailChangeNoticeMail(origin, to, 'email_changed', 'novo@exemplo.br');
    expect(done.subject).toBe('O e-mail da sua conta foi alterado');
    expect(done.text).toContain('O e-mail da sua conta agora é n***@exemplo.br');
  });
});

describe("the provider link, to the account's address (issue 23 follow-up)", () => {
  it('in Spanish: asks whether it was the owner, names the provider, and the link', () => {
    const to = { tenant: 'cl' as const, email: 'ana@fierro.test', firstName: 'Ana' };
    const mail = providerLinkMail(origin, to, 'FACEBOOK', 'abc_123');
    expect(mail.to).toBe('ana@fierro.test');
    expect(mail.subject).toBe('Conecta Facebook a tu cuenta');
    expect(mail.text.split('\n')).toEqual([
      'Hola Ana:',
      'Alguien (¿tú?) intentó ingresar con Facebook usando este correo. Si fuiste tú, conéctalo a tu cuenta con este enlace (funciona una sola vez, durante 30 minutos):',
      '',
      `${origin}/fierro-cl/link-provider/?provider=FACEBOOK&token=abc_123`,
      '',
      'Si no fuiste tú, ignora este correo: nada cambia.',
    ]);
    expect(mail.html).toContain(
      `<a href="${origin}/fierro-cl/link-provider/?provider=FACEBOOK&#38;token=abc_123">`,
    );
  });

  it('in Portuguese in Brazil, for LIVELO', () => {
    const to = { tenant: 'br' as const, email: 'ana@fierro.test', firstName: 'Ana' };
    const mail = providerLinkMail(origin, to, 'LIVELO', 'abc_123');
    expect(mail.subject).toBe('Conecte LIVELO à sua conta');
    expect(mail.text.split('\n')).toEqual([
      'Olá Ana,',
      'Alguém (você?) tentou entrar com LIVELO usando este e-mail. Se foi você, conecte-o à sua conta com este link (funciona uma única vez, por 30 minutos):',
      '',
      `${origin}/fierro-br/link-provider/?provider=LIVELO&token=abc_123`,
      '',
      'Se não foi você, ignore este e-mail: nada muda.',
    ]);
  });
});
