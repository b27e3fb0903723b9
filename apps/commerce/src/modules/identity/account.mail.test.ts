import { describe, expect, it } from 'vitest';
import { linkMail, noticeMail } from './account.mail';

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
