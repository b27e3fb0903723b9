import type { Tenant } from '@fierro/tenants';
import { createTranslator } from 'next-intl';
import { messagesByLocale } from '../../lib/i18n/merge-messages';
import es from './messages/es.json';
import esCL from './messages/es-CL.json';
import esMX from './messages/es-MX.json';
import esPE from './messages/es-PE.json';
import esUY from './messages/es-UY.json';
import pt from './messages/pt.json';

/**
 * The checkout's texts (namespace `checkout`): Spanish or Portuguese by the site's locale, with
 * the country's words where they differ (carro and despacho, meses sin intereses). Server-side:
 * the client forms get them through CheckoutIntl, only on the checkout's pages.
 */
export type CheckoutMessages = typeof es;
type Locale = Tenant['locale'];

export const checkoutMessages: (locale: Locale) => CheckoutMessages = messagesByLocale(
  { es, pt },
  { 'es-CL': esCL, 'es-MX': esMX, 'es-PE': esPE, 'es-UY': esUY },
);

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
