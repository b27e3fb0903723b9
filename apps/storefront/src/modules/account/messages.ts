import type { Tenant } from '@fierro/tenants';
import { createTranslator } from 'next-intl';
import { mergeMessages } from '../../lib/i18n/messages';
import es from './messages/es.json';
import esCO from './messages/es-CO.json';
import esPE from './messages/es-PE.json';
import esUY from './messages/es-UY.json';
import pt from './messages/pt.json';

/**
 * The account area's texts (namespace `account`), Spanish or Portuguese by the site's locale.
 * Server-side; the account's client forms get them through AccountIntl, only on its pages.
 */
export type AccountMessages = typeof es;

/**
 * The country's words where they differ: a flat, where "departamento" is also the place level
 * above it (Colombia's and Uruguay's "apartamento", Peru's "dpto., interior").
 */
const overrides: Partial<Record<Tenant['locale'], object>> = {
  'es-CO': esCO,
  'es-PE': esPE,
  'es-UY': esUY,
};
const cache = new Map<Tenant['locale'], AccountMessages>();

export function accountMessages(locale: Tenant['locale']): AccountMessages {
  let m = cache.get(locale);
  if (!m) {
    const base = (locale.startsWith('pt') ? pt : es) as AccountMessages;
    m = mergeMessages(base, overrides[locale] ?? {});
    cache.set(locale, m);
  }
  return m;
}

export const accountTranslator = (tenant: Pick<Tenant, 'locale'>) =>
  createTranslator({
    locale: tenant.locale,
    messages: accountMessages(tenant.locale),
    namespace: 'account',
    timeZone: 'UTC',
  });
export type AccountTranslator = ReturnType<typeof accountTranslator>;
