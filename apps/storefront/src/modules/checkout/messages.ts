import type { Tenant } from '@fierro/tenants';
import { createTranslator } from 'next-intl';
import { mergeMessages } from '../../lib/i18n/messages';
import es from './messages/es.json';
import esAR from './messages/es-AR.json';
import esCO from './messages/es-CO.json';
import esMX from './messages/es-MX.json';
import esUY from './messages/es-UY.json';
import pt from './messages/pt.json';

/**
 * The checkout's texts (namespace `checkout`): Spanish or Portuguese by the site's locale, with
 * the country's words where they differ (envío, meses sin intereses). Server-side: the client
 * forms get them through CheckoutIntl, only on the checkout's pages.
 */
export type CheckoutMessages = typeof es;
type Locale = Tenant['locale'];

const overrides: Partial<Record<Locale, object>> = {
  'es-AR': esAR,
  'es-CO': esCO,
  'es-MX': esMX,
  'es-UY': esUY,
};

const cache = new Map<Locale, CheckoutMessages>();

export function checkoutMessages(locale: Locale): CheckoutMessages {
  let m = cache.get(locale);
  if (!m) {
    const base = (locale.startsWith('pt') ? pt : es) as CheckoutMessages;
    m = mergeMessages(base, overrides[locale] ?? {});
    cache.set(locale, m);
  }
  return m;
}

export const checkoutTranslator = (tenant: Pick<Tenant, 'locale'>) =>
  createTranslator({
    locale: tenant.locale,
    messages: checkoutMessages(tenant.locale),
    namespace: 'checkout',
    timeZone: 'UTC',
  });
export type CheckoutTranslator = ReturnType<typeof checkoutTranslator>;

/** A place picker's level still to pick, named ("Elige tu comuna"); the form says the same. */
export const pickPlaceMessage = (tenant: Pick<Tenant, 'locale'>, levelLabel: string) =>
  checkoutTranslator(tenant)('delivery.pickPlace', {
    level: levelLabel.toLocaleLowerCase(tenant.locale),
  });
