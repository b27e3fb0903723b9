import type { Tenant } from '@fierro/tenants';
import { createTranslator } from 'next-intl';
import { messagesByLocale } from '../../lib/i18n/merge-messages';
import es from './messages/es.json';
import esCL from './messages/es-CL.json';
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
 * The country's words where they differ: Chile's and Peru's "despacho"; a flat, where
 * "departamento" is also the place level above it (Colombia's and Uruguay's "apartamento",
 * Peru's "dpto., interior").
 */
export const accountMessages: (locale: Tenant['locale']) => AccountMessages = messagesByLocale(
  { es, pt },
  { 'es-CL': esCL, 'es-CO': esCO, 'es-PE': esPE, 'es-UY': esUY },
);

export const accountTranslator = (tenant: Pick<Tenant, 'locale'>) =>
  createTranslator({
    locale: tenant.locale,
    messages: accountMessages(tenant.locale),
    namespace: 'account',
    timeZone: 'UTC',
  });
export type AccountTranslator = ReturnType<typeof accountTranslator>;
