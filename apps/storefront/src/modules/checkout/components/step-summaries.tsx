import { DOCUMENT_LABELS, type DocumentKind, displayDocument, displayTaxId } from '@fierro/domain';
import type { Tenant } from '@fierro/tenants';
import type { CheckoutModel } from '../data';
import { bankPromotionLabel } from '../labels';
import { checkoutTranslator } from '../messages';
import type { StepId } from '../state';
import { deliveryGroups } from '../view-model';
import { deliveryWhen } from './delivery-groups';

type Ready = Extract<CheckoutModel, { kind: 'ready' }>;

const docLabel = (type: string) => DOCUMENT_LABELS[type as DocumentKind] ?? type;

/** What a done step holds, in a line or two (its "edit" link beside it reopens it). */
export function StepSummary({
  tenant,
  model,
  step,
}: {
  tenant: Tenant;
  model: Ready;
  step: StepId;
}) {
  const t = checkoutTranslator(tenant);
  const { state, cart, options } = model;
  const lines: string[] = [];
  if (step === 'contact' && state?.contact) {
    const c = state.contact;
    lines.push(
      `${c.firstName} ${c.lastName}`,
      c.email,
      c.phone,
      `${docLabel(c.document.type)} ${displayDocument(c.document.type, c.document.number)}`,
    );
  }
  if (step === 'delivery' && state?.delivery) {
    const d = state.delivery;
    const now = new Date();
    // Each group with its dates as the cart has them now: after the address moved the cart, the
    // new place's (the dates of the place it left would be a promise nobody keeps).
    for (const group of deliveryGroups(cart)) {
      if (group.method === 'homeDelivery') {
        if (!d.street) continue;
        const place = cart.location?.label ?? d.zipCode ?? '';
        lines.push(
          `${t('delivery.homeDelivery')}: ${[`${d.street} ${d.number ?? ''}`.trim(), d.apartment, place].filter(Boolean).join(', ')}`,
        );
      } else if (group.store) {
        lines.push(`${t(`delivery.${group.method}`)}: ${group.store.name}`);
      } else continue;
      const when = deliveryWhen(tenant, group, now);
      if (when) lines.push(when);
    }
  }
  if (step === 'fiscal' && state?.fiscal) {
    const f = state.fiscal;
    lines.push(
      [
        t(`fiscal.kinds.${f.kind}` as 'fiscal.kinds.boleta'),
        f.taxId && displayTaxId(tenant.country, f.taxId),
        f.businessName,
        // Chile's giro: the factura carries it, so the summary of what was filled in does too.
        f.businessActivity,
      ]
        .filter(Boolean)
        .join(' · '),
    );
  }
  if (step === 'payment' && state?.payment) {
    const p = state.payment;
    if (p.method === 'payAtStore') {
      lines.push(t('payment.payAtStoreChosen', { hours: options.payAtStoreHours }));
    } else {
      const name = options.storeCard?.name ?? '';
      lines.push(
        t(`payment.methods.${p.method}`, { name }),
        `${t('payment.paidWith', { brand: p.brand ?? '', last4: p.last4 ?? '' })} · ${t('payment.installmentsChosen', { months: p.installments })}`,
      );
      const promo = options.bankPromotions.find((b) => b.promotionId === p.promotionId);
      if (promo) lines.push(bankPromotionLabel(tenant, t, promo, cart.currency));
    }
  }
  return (
    <div className="text-neutral-800 text-sm" data-step-summary={step}>
      {lines.map((l, i) => (
        // Two groups may arrive the same days: the same line twice.
        // biome-ignore lint/suspicious/noArrayIndexKey: lines in a fixed order, never reordered
        <p key={i}>{l}</p>
      ))}
    </div>
  );
}
