import {
  accountOrderUrl,
  deliveryDayText,
  formatMinorUnits,
  formatQuantity,
  momentText,
  orderStatusUrl,
} from '@fierro/domain';
import { getTenantBySiteId, type Tenant } from '@fierro/tenants';
import { fillText, inLocalWords } from '../../lib/local-words';
import type { Mail } from '../../lib/mailer';
import type { OrderLineRow, OrderRow } from './order.store';
import type { OrderStoreView } from './order.view';

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
    'Obrigado pela sua compra. Confira os detalhes do pedido:',
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
  deliverTo: ['Despacho a {address}.', 'Entrega em {address}.'],
  arrives: ['Llega entre el {from} y el {to}.', 'Chega entre {from} e {to}.'],
  arrivesOn: ['Llega el {from}.', 'Chega em {from}.'],
  collectFrom: ['Puedes retirarlo desde el {from}.', 'Você pode retirá-lo a partir de {from}.'],
  deliveryCost: ['Despacho', 'Frete'],
  store: [
    'Tu pedido te espera en {store}: {address}.',
    'Seu pedido espera por você em {store}: {address}.',
  ],
  hours: ['Horario: {hours}.', 'Horário: {hours}.'],
  returnSubject: [
    'Tu solicitud de devolución del pedido {n}: {state}',
    'Sua solicitação de devolução do pedido {n}: {state}',
  ],
  returnLine: ['{quantity} x {name}', '{quantity} x {name}'],
  followAccount: ['Ve tu pedido en tu cuenta: {link}', 'Veja seu pedido na sua conta: {link}'],
  followGuest: [
    'Sigue tu pedido con su número y tu correo: {link}',
    'Acompanhe seu pedido com o número e o seu e-mail: {link}',
  ],
  boxes: ['{quantity} {boxes} ({m2} m²) de {name}', '{quantity} {boxes} ({m2} m²) de {name}'],
  box: ['caja', 'caixa'],
  boxesWord: ['cajas', 'caixas'],
  requested: ['recibida', 'recebida'],
  approved: ['aprobada', 'aprovada'],
  rejected: ['rechazada', 'recusada'],
  refunded: ['reembolsada', 'reembolsada'],
  requestedText: [
    'Recibimos tu solicitud. Te escribiremos cuando la revisemos.',
    'Recebemos sua solicitação. Escreveremos quando a analisarmos.',
  ],
  approvedText: [
    'Aprobamos tu solicitud. Te avisaremos cuando devolvamos el dinero, si corresponde.',
    'Aprovamos sua solicitação. Avisaremos quando devolvermos o dinheiro, se for o caso.',
  ],
  rejectedText: [
    'No pudimos aprobar tu solicitud. Si tienes dudas, escríbenos respondiendo este correo.',
    'Não pudemos aprovar sua solicitação. Se tiver dúvidas, responda este e-mail.',
  ],
  refundedText: [
    'Devolvimos {amount} al mismo medio de pago.',
    'Devolvemos {amount} para o mesmo meio de pagamento.',
  ],
} satisfies Record<string, Text>;

/** The states of a return request, each with its mail (issue 23). */
export type ReturnMailState = 'requested' | 'approved' | 'rejected' | 'refunded';

/** A text in the site's language, its `{names}` filled (`fillText`). */
const say = (tenant: Tenant, t: Text, values: Record<string, string> = {}) =>
  // Spanish texts are written in Chile's words (despacho), said in the site's own.
  fillText(tenant.lang === 'pr' ? t[1] : inLocalWords(t[0], tenant), values);

const dayOf = (tenant: Tenant, iso: string) => deliveryDayText(iso, tenant.locale);

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Where the shopper sees the order: their account's page, or a guest's lookup by number. */
export function orderLink(
  tenant: Tenant,
  order: Pick<OrderRow, 'id' | 'userId'>,
  publicOrigin: string,
) {
  const path = order.userId ? accountOrderUrl(tenant, order.id) : orderStatusUrl(tenant);
  return {
    url: new URL(path, publicOrigin).href,
    text: say(tenant, order.userId ? T.followAccount : T.followGuest),
  };
}

const mailOf = (
  tenant: Tenant,
  to: string,
  subject: string,
  body: string[],
  items: string[],
  end?: string,
  link?: { url: string; text: string },
): Mail => ({
  to,
  fromName: tenant.brand.name,
  subject,
  text: [
    ...body,
    '',
    ...items,
    ...(end ? ['', end] : []),
    ...(link ? ['', link.text.replace('{link}', link.url)] : []),
  ].join('\n'),
  // The brand above, as the shopper knows the shop; the link as a link.
  html: `<!doctype html><html lang="${tenant.locale}"><body><p><strong>${escapeHtml(
    tenant.brand.name,
  )}</strong></p>${body.map((p) => `<p>${escapeHtml(p)}</p>`).join('')}<ul>${items
    .map((i) => `<li>${escapeHtml(i)}</li>`)
    .join('')}</ul>${end ? `<p><strong>${escapeHtml(end)}</strong></p>` : ''}${
    link
      ? `<p>${escapeHtml(link.text).replace(
          '{link}',
          `<a href="${escapeHtml(link.url)}">${escapeHtml(link.url)}</a>`,
        )}</p>`
      : ''
  }</body></html>`,
});

/** A return request's mail, one per state: what was asked for, and what happens next. */
export function returnMail(
  order: OrderRow,
  line: Pick<OrderLineRow, 'name'>,
  request: { state: ReturnMailState; quantity: number; amount: number },
  publicOrigin?: string,
): Mail {
  const tenant = getTenantBySiteId(order.siteId);
  if (!tenant) throw new Error(`unknown site ${order.siteId}`);
  const state = say(tenant, T[request.state]);
  const text = say(tenant, T[`${request.state}Text`], {
    amount: formatMinorUnits(request.amount, tenant.code, order.currency),
  });
  return mailOf(
    tenant,
    order.contact.email,
    say(tenant, T.returnSubject, { n: order.orderNumber, state }),
    [say(tenant, T.hello, { name: order.contact.firstName }), text],
    [say(tenant, T.returnLine, { quantity: String(request.quantity), name: line.name })],
    undefined,
    publicOrigin ? orderLink(tenant, order, publicOrigin) : undefined,
  );
}

/** Where the goods go: the delivery address, and each store that hands lines over. */
function whereTo(
  tenant: Tenant,
  order: OrderRow,
  lines: readonly OrderLineRow[],
  stores: ReadonlyMap<string, OrderStoreView>,
): string[] {
  const out: string[] = [];
  // The days the order page shows: the first a line may come, the last it will.
  const window = (of: readonly OrderLineRow[]) => {
    const from = of.flatMap((l) => (l.deliveryDateFrom ? [l.deliveryDateFrom] : [])).sort()[0];
    const to = of
      .flatMap((l) => (l.deliveryDateTo ? [l.deliveryDateTo] : []))
      .sort()
      .at(-1);
    return { from, to: to ?? from };
  };
  const address = order.deliveryAddress;
  if (address) {
    const parts = [`${address.street} ${address.number}`, address.apartment, address.label];
    out.push(say(tenant, T.deliverTo, { address: parts.filter(Boolean).join(', ') }));
    const { from, to } = window(lines.filter((l) => l.deliveryMethod === 'homeDelivery'));
    if (from && to) {
      out.push(
        from === to
          ? say(tenant, T.arrivesOn, { from: dayOf(tenant, from) })
          : say(tenant, T.arrives, { from: dayOf(tenant, from), to: dayOf(tenant, to) }),
      );
    }
  }
  for (const id of new Set(lines.flatMap((l) => (l.storeId ? [l.storeId] : [])))) {
    const store = stores.get(id);
    if (!store) continue;
    out.push(say(tenant, T.store, { store: store.name, address: store.address }));
    if (store.hours) out.push(say(tenant, T.hours, { hours: store.hours }));
    const { from } = window(lines.filter((l) => l.storeId === id));
    if (from) out.push(say(tenant, T.collectFrom, { from: dayOf(tenant, from) }));
  }
  return out;
}

export function orderMail(
  order: OrderRow,
  lines: readonly OrderLineRow[],
  template: OrderMailTemplate,
  stores: ReadonlyMap<string, OrderStoreView> = new Map(),
  /** The storefront's public origin (STOREFRONT_PUBLIC_URL), for the link to the order. */
  publicOrigin?: string,
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
        due: momentText(order.paymentDueAt ?? new Date(), tenant),
      }),
    );
  }
  if (template === 'cancelled') body.push(say(tenant, T.expired));
  else body.push(...whereTo(tenant, order, lines, stores));
  // A line sold by the box says its boxes and the m² they cover, as the cart and the page do.
  const bought = (l: OrderLineRow) =>
    l.coverage
      ? say(tenant, T.boxes, {
          quantity: String(l.quantity),
          boxes: say(tenant, l.quantity === 1 ? T.box : T.boxesWord),
          m2: formatQuantity(l.quantity * l.coverage, tenant.code),
          name: l.name,
        })
      : `${l.quantity} x ${l.name}`;
  const items = lines.map((l) => `${bought(l)}: ${money(l.total)}`);
  if (order.delivery > 0) {
    items.push(`${say(tenant, T.deliveryCost)}: ${money(order.delivery)}`);
  }
  const total = `${say(tenant, T.total)}: ${money(order.total)}`;
  const link = publicOrigin ? orderLink(tenant, order, publicOrigin) : undefined;
  return mailOf(tenant, order.contact.email, subject, body, items, total, link);
}
