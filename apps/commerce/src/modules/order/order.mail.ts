import {
  accountOrderUrl,
  dayInText,
  deliveryDayInText,
  displayTaxId,
  formatMinorUnits,
  formatQuantity,
  momentInText,
  openReturnWindows,
  orderStatusUrl,
  promotionSavingOf,
} from '@fierro/domain';
import { getTenantBySiteId, type Tenant } from '@fierro/tenants';
import { fillText, inLocalWords } from '../../lib/local-words';
import type { Mail } from '../../lib/mailer';
import type { OrderLineRow, OrderRow, OrderStatus } from './order.store';
import type { OrderStoreView } from './order.view';

/**
 * The order's mails (issue 22), in the shopper's language: the confirmation of a paid order, the
 * payment code of a pay-at-store order, and the cancellation of one left unpaid; then one per
 * operator move (issue 23): the till's receipt, shipped, ready for pickup, delivered, picked up.
 */
export type OrderMailTemplate =
  | 'confirmation'
  | 'payAtStore'
  | 'cancelled'
  | 'paidAtStore'
  | 'shipped'
  | 'readyForPickup'
  | 'delivered'
  | 'pickedUp';

/**
 * The mail of each operator move, written in the move's transaction. PAID is the till's payment:
 * the only move to PAID an operator makes (a card pays through the checkout's confirmation).
 */
export const MOVE_MAILS: Partial<Record<OrderStatus, OrderMailTemplate>> = {
  PAID: 'paidAtStore',
  SHIPPED: 'shipped',
  READY_FOR_PICKUP: 'readyForPickup',
  DELIVERED: 'delivered',
  PICKED_UP: 'pickedUp',
};

/** The status whose history row dates a mail ("paid on…", "delivered on…"). */
const MOVED_TO: Partial<Record<OrderMailTemplate, OrderStatus>> = {
  paidAtStore: 'PAID',
  delivered: 'DELIVERED',
  pickedUp: 'PICKED_UP',
};

type Text = [es: string, pt: string];
const T = {
  confirmation: ['Tu pedido {n} está pagado', 'Seu pedido {n} está pago'],
  payAtStore: ['Paga tu pedido {n} en tienda', 'Pague seu pedido {n} na loja'],
  cancelled: ['Tu pedido {n} fue anulado', 'Seu pedido {n} foi cancelado'],
  paidAtStore: ['Recibimos el pago de tu pedido {n}', 'Recebemos o pagamento do seu pedido {n}'],
  shipped: ['Tu pedido {n} va en camino', 'Seu pedido {n} está a caminho'],
  readyForPickup: [
    'Tu pedido {n} está listo para retiro',
    'Seu pedido {n} está pronto para retirada',
  ],
  delivered: ['Tu pedido {n} fue entregado', 'Seu pedido {n} foi entregue'],
  pickedUp: ['Retiraste tu pedido {n}', 'Você retirou seu pedido {n}'],
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
  receipt: [
    'Pagaste tu pedido en caja el {when}. Este es tu comprobante:',
    'Você pagou seu pedido no caixa em {when}. Este é o seu comprovante:',
  ],
  onTheWay: ['Tu pedido va en camino a {address}.', 'Seu pedido está a caminho de {address}.'],
  ready: ['Ya puedes retirar tu pedido.', 'Seu pedido já pode ser retirado.'],
  bring: [
    'Para retirarlo, lleva el número de pedido ({n}) y tu documento de identidad.',
    'Para retirá-lo, leve o número do pedido ({n}) e seu documento de identidade.',
  ],
  deliveredOn: ['Entregamos tu pedido el {when}.', 'Entregamos seu pedido em {when}.'],
  pickedUpOn: ['Retiraste tu pedido el {when}.', 'Você retirou seu pedido em {when}.'],
  returnsUntil: [
    '¿Algo no está bien? Puedes pedir una devolución desde tu cuenta hasta el {until}.',
    'Algo não está certo? Você pode pedir uma devolução na sua conta até {until}.',
  ],
  returnsByMail: [
    '¿Algo no está bien? Responde este correo y te ayudamos.',
    'Algo não está certo? Responda este e-mail e ajudaremos você.',
  ],
  total: ['Total', 'Total'],
  fiscalTo: [
    'Documento tributario a nombre de {name}, {taxId}.',
    'Documento fiscal em nome de {name}, {taxId}.',
  ],
  fiscalActivity: ['Giro: {activity}.', 'Atividade: {activity}.'],
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
    'Sigue tu pedido con su número ({n}) y tu correo: {link}',
    'Acompanhe seu pedido com o número ({n}) e o seu e-mail: {link}',
  ],
  promotion: ['Promoción aplicada: ahorras {amount}', 'Promoção aplicada: você economiza {amount}'],
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

/**
 * Days and moments inside the mail's sentences, as the checkout says them: "Llega el martes 1 de
 * diciembre" (no comma after the weekday in Spanish), "Chega em terça-feira, 1º de dezembro".
 */
const dayOf = (tenant: Tenant, iso: string) => deliveryDayInText(iso, tenant.locale);

/** A moment's day in the site's country time ("jueves 3 de diciembre"), for a move's date. */
const dateOf = (tenant: Tenant, at: Date) => dayInText(at, tenant);

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Where the shopper sees the order: their account's page, or a guest's lookup by number. */
export function orderLink(
  tenant: Tenant,
  order: Pick<OrderRow, 'id' | 'userId' | 'orderNumber'>,
  publicOrigin: string,
) {
  const path = order.userId ? accountOrderUrl(tenant, order.id) : orderStatusUrl(tenant);
  return {
    url: new URL(path, publicOrigin).href,
    // A guest follows the order by its number: the line says it, beside the link.
    text: say(tenant, order.userId ? T.followAccount : T.followGuest, { n: order.orderNumber }),
  };
}

/**
 * A mail in the site's language (its `Content-Language` and the HTML's `lang`), headed by its
 * subject, which names the order: the body says the number too, for a mail client that shows
 * no subject beside it or a forward that loses it (text and HTML alike; the HTML's `<title>`).
 */
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
  language: tenant.locale,
  text: [
    subject,
    '',
    ...body,
    '',
    ...items,
    ...(end ? ['', end] : []),
    ...(link ? ['', link.text.replace('{link}', link.url)] : []),
  ].join('\n'),
  // The brand above, as the shopper knows the shop; the link as a link.
  html: `<!doctype html><html lang="${tenant.locale}"><head><meta charset="utf-8"><title>${escapeHtml(
    subject,
  )}</title></head><body><p><strong>${escapeHtml(tenant.brand.name)}</strong></p><h1>${escapeHtml(
    subject,
  )}</h1>${body.map((p) => `<p>${escapeHtml(p)}</p>`).join('')}<ul>${items
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

/** The days the order page shows: the first a line may come, the last it will. */
function windowOf(of: readonly OrderLineRow[]) {
  const from = of.flatMap((l) => (l.deliveryDateFrom ? [l.deliveryDateFrom] : [])).sort()[0];
  const to = of
    .flatMap((l) => (l.deliveryDateTo ? [l.deliveryDateTo] : []))
    .sort()
    .at(-1);
  return { from, to: to ?? from };
}

/** The delivery address (said by `lead`) and the days its lines arrive. */
function homeLines(tenant: Tenant, order: OrderRow, lines: readonly OrderLineRow[], lead: Text) {
  const address = order.deliveryAddress;
  if (!address) return [];
  const parts = [`${address.street} ${address.number}`, address.apartment, address.label];
  const out = [say(tenant, lead, { address: parts.filter(Boolean).join(', ') })];
  const { from, to } = windowOf(lines.filter((l) => l.deliveryMethod === 'homeDelivery'));
  if (from && to) {
    out.push(
      from === to
        ? say(tenant, T.arrivesOn, { from: dayOf(tenant, from) })
        : say(tenant, T.arrives, { from: dayOf(tenant, from), to: dayOf(tenant, to) }),
    );
  }
  return out;
}

/** Each store that hands lines over: where, its hours, and (while not ready) from when. */
function storeLines(
  tenant: Tenant,
  lines: readonly OrderLineRow[],
  stores: ReadonlyMap<string, OrderStoreView>,
  withDay: boolean,
): string[] {
  const out: string[] = [];
  for (const id of new Set(lines.flatMap((l) => (l.storeId ? [l.storeId] : [])))) {
    const store = stores.get(id);
    if (!store) continue;
    out.push(say(tenant, T.store, { store: store.name, address: store.address }));
    if (store.hours) out.push(say(tenant, T.hours, { hours: store.hours }));
    const { from } = windowOf(lines.filter((l) => l.storeId === id));
    if (withDay && from) out.push(say(tenant, T.collectFrom, { from: dayOf(tenant, from) }));
  }
  return out;
}

/** Where the goods go: the delivery address, and each store that hands lines over. */
const whereTo = (
  tenant: Tenant,
  order: OrderRow,
  lines: readonly OrderLineRow[],
  stores: ReadonlyMap<string, OrderStoreView>,
) => [...homeLines(tenant, order, lines, T.deliverTo), ...storeLines(tenant, lines, stores, true)];

/** After the goods arrive: until when a return may be asked, or (a guest's order) how. */
function afterDelivery(tenant: Tenant, order: OrderRow, at: Date): string {
  const open = openReturnWindows({
    policy: tenant.returnPolicy,
    rightOfRefusal: tenant.rightOfRefusalEnabled,
    deliveredAt: at,
    now: at,
  }).find((w) => w.kind === 'return');
  // Only an account's order asks for a return online (a guest's has no page to ask from).
  return order.userId && open
    ? say(tenant, T.returnsUntil, { until: dateOf(tenant, open.until) })
    : say(tenant, T.returnsByMail);
}

/** What the mail says before its lines: the news of its template, and where the goods are. */
function newsOf(
  tenant: Tenant,
  order: OrderRow,
  lines: readonly OrderLineRow[],
  template: OrderMailTemplate,
  stores: ReadonlyMap<string, OrderStoreView>,
  at: Date,
): string[] {
  switch (template) {
    case 'confirmation':
      return [say(tenant, T.thanks), ...whereTo(tenant, order, lines, stores)];
    case 'payAtStore':
      return [
        say(tenant, T.code, {
          code: order.paymentCode ?? '',
          due: momentInText(order.paymentDueAt ?? new Date(), tenant),
        }),
        ...whereTo(tenant, order, lines, stores),
      ];
    case 'cancelled':
      return [say(tenant, T.expired)];
    case 'paidAtStore':
      return [
        say(tenant, T.receipt, { when: momentInText(at, tenant) }),
        ...whereTo(tenant, order, lines, stores),
      ];
    case 'shipped':
      return homeLines(tenant, order, lines, T.onTheWay);
    case 'readyForPickup':
      return [
        say(tenant, T.ready),
        ...storeLines(tenant, lines, stores, false),
        say(tenant, T.bring, { n: order.orderNumber }),
      ];
    case 'delivered':
      return [
        say(tenant, T.deliveredOn, { when: dateOf(tenant, at) }),
        afterDelivery(tenant, order, at),
      ];
    case 'pickedUp':
      return [
        say(tenant, T.pickedUpOn, { when: dateOf(tenant, at) }),
        afterDelivery(tenant, order, at),
      ];
  }
}

/** The mails a company's buyer files: who the tax document is made out to. */
const FISCAL_TEMPLATES: ReadonlySet<OrderMailTemplate> = new Set([
  'confirmation',
  'payAtStore',
  'paidAtStore',
]);

/** A company's document (its name on it): the name, the tax id as written, its line of business. */
function fiscalLines(tenant: Tenant, order: OrderRow): string[] {
  const doc = order.fiscalDocument;
  if (!doc.businessName || !doc.taxId) return [];
  return [
    say(tenant, T.fiscalTo, {
      name: doc.businessName,
      taxId: displayTaxId(tenant.country, doc.taxId),
    }),
    ...(doc.businessActivity
      ? [say(tenant, T.fiscalActivity, { activity: doc.businessActivity })]
      : []),
  ];
}

export function orderMail(
  order: OrderRow,
  lines: readonly OrderLineRow[],
  template: OrderMailTemplate,
  stores: ReadonlyMap<string, OrderStoreView> = new Map(),
  /** The storefront's public origin (STOREFRONT_PUBLIC_URL), for the link to the order. */
  publicOrigin?: string,
  /** The order's history: a move's mail says when it happened (its last row of that status). */
  history: ReadonlyArray<{ status: OrderStatus; at: Date }> = [],
): Mail {
  const tenant = getTenantBySiteId(order.siteId);
  if (!tenant) throw new Error(`unknown site ${order.siteId}`);
  const money = (amount: number) => formatMinorUnits(amount, tenant.code, order.currency);
  const subject = say(tenant, T[template], { n: order.orderNumber });
  const moved = MOVED_TO[template];
  const at = history.findLast((h) => h.status === moved)?.at ?? order.updatedAt;
  const body: string[] = [
    say(tenant, T.hello, { name: order.contact.firstName }),
    ...newsOf(tenant, order, lines, template, stores, at),
    ...(FISCAL_TEMPLATES.has(template) ? fiscalLines(tenant, order) : []),
  ];
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
  // A multiple-unit promotion (3x2) and what it saved, in the words of the order's page.
  const promotion = (l: OrderLineRow) => {
    const saved = promotionSavingOf(l);
    return saved > 0 ? ` · ${say(tenant, T.promotion, { amount: money(saved) })}` : '';
  };
  const items = lines.map((l) => `${bought(l)}: ${money(l.total)}${promotion(l)}`);
  if (order.delivery > 0) {
    items.push(`${say(tenant, T.deliveryCost)}: ${money(order.delivery)}`);
  }
  const total = `${say(tenant, T.total)}: ${money(order.total)}`;
  const link = publicOrigin ? orderLink(tenant, order, publicOrigin) : undefined;
  return mailOf(tenant, order.contact.email, subject, body, items, total, link);
}
