import { formatMinorUnits } from '@fierro/domain';
import { getTenantBySiteId, type Tenant } from '@fierro/tenants';
import type { Mail } from '../../lib/mailer';
import type { OrderLineRow, OrderRow } from './order.store';

/**
 * The order's mails (issue 22), in the shopper's language: the confirmation of a paid order, the
 * payment code of a pay-at-store order, and the cancellation of one left unpaid.
 */
export type OrderMailTemplate = 'confirmation' | 'payAtStore' | 'cancelled';

type Text = [es: string, pt: string];
const T = {
  confirmation: ['Tu pedido {n} está pagado', 'Seu pedido {n} está pago'],
  payAtStore: ['Paga tu pedido {n} en tienda', 'Pague seu pedido {n} na loja'],
  cancelled: ['Tu pedido {n} fue anulado', 'Seu pedido {n} foi cancelado'],
  hello: ['Hola {name}:', 'Olá {name},'],
  thanks: [
    'Gracias por tu compra. Este es el detalle:',
    'Obrigado pela sua compra. Este é o detalhe:',
  ],
  code: [
    'Muestra este código en caja para pagar: {code}. Tienes hasta el {due}.',
    'Mostre este código no caixa para pagar: {code}. Você tem até {due}.',
  ],
  expired: [
    'No recibimos el pago a tiempo, así que anulamos el pedido y liberamos sus productos.',
    'Não recebemos o pagamento a tempo, então cancelamos o pedido e liberamos os produtos.',
  ],
  total: ['Total', 'Total'],
} satisfies Record<string, Text>;

const say = (tenant: Tenant, t: Text, values: Record<string, string> = {}) =>
  Object.entries(values).reduce(
    (text, [k, v]) => text.replaceAll(`{${k}}`, v),
    tenant.lang === 'pr' ? t[1] : t[0],
  );

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export function orderMail(
  order: OrderRow,
  lines: readonly OrderLineRow[],
  template: OrderMailTemplate,
): Mail {
  const tenant = getTenantBySiteId(order.siteId);
  if (!tenant) throw new Error(`unknown site ${order.siteId}`);
  const money = (amount: number) => formatMinorUnits(amount, tenant.code, order.currency);
  const subject = say(tenant, T[template], { n: order.orderNumber });
  const body: string[] = [say(tenant, T.hello, { name: order.contact.firstName })];
  if (template === 'confirmation') body.push(say(tenant, T.thanks));
  if (template === 'payAtStore') {
    body.push(
      say(tenant, T.code, {
        code: order.paymentCode ?? '',
        due: new Intl.DateTimeFormat(tenant.locale, {
          dateStyle: 'long',
          timeStyle: 'short',
          timeZone: tenant.timeZone,
        }).format(order.paymentDueAt ?? new Date()),
      }),
    );
  }
  if (template === 'cancelled') body.push(say(tenant, T.expired));
  const items = lines.map((l) => `${l.quantity} x ${l.name}: ${money(l.total)}`);
  const total = `${say(tenant, T.total)}: ${money(order.total)}`;
  return {
    to: order.contact.email,
    subject,
    text: [...body, '', ...items, '', total].join('\n'),
    html: `<!doctype html><html lang="${tenant.locale}"><body>${body
      .map((p) => `<p>${escapeHtml(p)}</p>`)
      .join(
        '',
      )}<ul>${items.map((i) => `<li>${escapeHtml(i)}</li>`).join('')}</ul><p><strong>${escapeHtml(
      total,
    )}</strong></p></body></html>`,
  };
}
