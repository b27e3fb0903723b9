import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { getTenant, type Tenant } from '@fierro/tenants';
import { describe, expect, it } from 'vitest';
import { orderMail } from '../modules/order/order.mail';
import type { OrderLineRow, OrderRow } from '../modules/order/order.store';
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

  it("an order mail of homy carries homy's name", () => {
    const homy = getTenant('homy') as Tenant;
    const mail = orderMail(
      {
        id: '00000000-0000-4000-8000-000000000001',
        siteId: homy.siteId,
        orderNumber: '100001',
        currency: 'CLP',
        delivery: 0,
        total: 1000,
        contact: { email: 'ana@fierro.test', firstName: 'Ana' },
        deliveryAddress: null,
      } as unknown as OrderRow,
      [{ lineId: 1, name: 'Cojín', quantity: 1, total: 1000 } as OrderLineRow],
      'confirmation',
    );
    expect(mail.fromName).toBe('Homy');
  });
});
