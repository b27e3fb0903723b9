import type { Tenant } from '@fierro/tenants';
import { createTranslator } from 'next-intl';
import es from './messages/es.json';
import pt from './messages/pt.json';

/**
 * The account area's texts (namespace `account`), Spanish or Portuguese by the site's locale.
 * Server-side; the account's client forms get them through AccountIntl, only on its pages.
 */
export type AccountMessages = typeof es;
export const accountMessages = (locale: Tenant['locale']): AccountMessages =>
  locale.startsWith('pt') ? (pt as AccountMessages) : es;

export const accountTranslator = (tenant: Pick<Tenant, 'locale'>) =>
  createTranslator({
    locale: tenant.locale,
    messages: accountMessages(tenant.locale),
    namespace: 'account',
    timeZone: 'UTC',
  });
export type AccountTranslator = ReturnType<typeof accountTranslator>;
