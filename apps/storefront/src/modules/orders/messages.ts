import type { Tenant } from '@fierro/tenants';
import { createTranslator } from 'next-intl';
import { messagesByLocale } from '../../lib/i18n/merge-messages';
import es from './messages/es.json';
import esCL from './messages/es-CL.json';
import esPE from './messages/es-PE.json';
import pt from './messages/pt.json';

/**
 * The texts of the shopper's orders, returns, membership and the guest lookup (namespace
 * `orders`, issue 23), Spanish or Portuguese by the site's locale, with Chile's and Peru's
 * "carro" and "despacho". Server-side; the few client forms get them through OrdersIntl, only on
 * these pages.
 */
export type OrdersMessages = typeof es;
export const ordersMessages: (locale: Tenant['locale']) => OrdersMessages = messagesByLocale(
  { es, pt },
  { 'es-CL': esCL, 'es-PE': esPE },
);

export const ordersTranslator = (tenant: Pick<Tenant, 'locale'>) =>
  createTranslator({
    locale: tenant.locale,
    messages: ordersMessages(tenant.locale),
    namespace: 'orders',
    timeZone: 'UTC',
  });
export type OrdersTranslator = ReturnType<typeof ordersTranslator>;
