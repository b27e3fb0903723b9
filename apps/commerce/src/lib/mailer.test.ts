import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createMailer } from './mailer';

const fromOf = (file: string) => /^From: (.*)$/m.exec(readFileSync(file, 'utf8'))?.[1];

describe("a mail is sent in the site's name, from MAIL_FROM's address", () => {
  const mailer = createMailer({
    dir: mkdtempSync(join(tmpdir(), 'mailer-')),
    from: 'Fierro <pedidos@fierro.test>',
  });
  const base = { to: 'ana@fierro.test', subject: 'x', text: 'x', html: '<p>x</p>' };

  it('with a brand: its name, the same address', async () => {
    expect(fromOf(await mailer.send({ ...base, fromName: 'Homy' }))).toBe(
      'Homy <pedidos@fierro.test>',
    );
  });

  it('without one: MAIL_FROM as it is', async () => {
    expect(fromOf(await mailer.send(base))).toBe('Fierro <pedidos@fierro.test>');
  });
});

describe('a mail says the language it is written in', () => {
  const mailer = createMailer({
    dir: mkdtempSync(join(tmpdir(), 'mailer-')),
    from: 'Fierro <pedidos@fierro.test>',
  });
  const base = { to: 'ana@fierro.test', subject: 'x', text: 'x', html: '<p>x</p>' };
  const header = (file: string) =>
    /^Content-Language: (.*)$/m.exec(readFileSync(file, 'utf8'))?.[1];

  it.each(['es-CL', 'pt-BR'])('%s: its Content-Language', async (language) => {
    expect(header(await mailer.send({ ...base, language }))).toBe(language);
  });

  it('none given: no header', async () => {
    expect(header(await mailer.send(base))).toBeUndefined();
  });
});
