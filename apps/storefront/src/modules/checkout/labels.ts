import type { CartBankPromotion } from '@fierro/commerce/contract';
import { formatQuantity } from '@fierro/domain';
import type { Tenant } from '@fierro/tenants';
import { formatPrice } from '../../lib/format/price';
import type { CheckoutTranslator } from './messages';

/**
 * A bank promotion in the site's words: "3 meses sin intereses de $ 240 con BBVA (total $ 720)".
 * The total is always said: a monthly amount shown in whole units times the months is not the
 * total to the peso (12 x $ 929 for $ 11.150), and the bank charges the total. The last
 * installment takes that rounding, so where it differs it is said too ("la última de $ 8.003"),
 * as the product page says it, and the installments shown add up to the total shown.
 */
export function bankPromotionLabel(
  tenant: Tenant,
  t: CheckoutTranslator,
  promo: CartBankPromotion,
  currency: string,
) {
  const money = (n: number) => formatPrice(n, tenant, currency);
  const amount = money(promo.monthlyAmount);
  // The contract's lastAmount by construction; taken from the total so the figures add up.
  const last = money(promo.total - promo.monthlyAmount * (promo.months - 1));
  const values = {
    months: promo.months,
    amount,
    // Compared as shown: cents a site does not show make no second amount.
    hasLast: String(last !== amount),
    last,
    bank: promo.bank,
    total: money(promo.total),
    // A plan with interest says its rate, as a bank's own offer must ("1,99 % mensual").
    hasRate: String(Boolean(promo.monthlyRate)),
    rate: formatQuantity((promo.monthlyRate ?? 0) * 100, tenant.code, 2),
  };
  return promo.interestFree ? t('payment.bankFree', values) : t('payment.bankInterest', values);
}

/**
 * A line as bought: "Taladro × 2", or for one sold by the box its boxes and the m² they cover
 * ("Porcelanato · 8 cajas · 11,52 m²"), as the cart says it. `coverage` is a box's m².
 */
export function boughtLabel(
  tenant: Tenant,
  t: CheckoutTranslator,
  line: { name: string; quantity: number; coverage: number | null },
) {
  return line.coverage
    ? `${line.name} · ${t('summary.boxes', {
        count: line.quantity,
        m2: formatQuantity(line.quantity * line.coverage, tenant.code),
      })}`
    : `${line.name} × ${line.quantity}`;
}
