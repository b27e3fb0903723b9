import type { Tenant } from '@fierro/tenants';
import { createTranslator } from 'next-intl';
import es from './messages/es.json';
import pt from './messages/pt.json';

/**
 * The texts of the shopper's orders, returns, membership and the guest lookup (namespace
 * `orders`, issue 23), Spanish or Portuguese by the site's locale. Server-side; the few client
 * forms get them through OrdersIntl, only on these pages.
 */
export type OrdersMessages = typeof es;
export const ordersMessages = (locale: Tenant['locale']): OrdersMessages =>
  locale.startsWith('pt') ? (pt as OrdersMessages) : es;

export const ordersTranslator = (tenant: Pick<Tenant, 'locale'>) =>
  createTranslator({
    locale: tenant.locale,
    messages: ordersMessages(tenant.locale),
    namespace: 'orders',
    timeZone: 'UTC',
  });
export type OrdersTranslator = ReturnType<typeof ordersTranslator>;
