import type { Tenant } from '@fierro/tenants';
import { createTranslator } from 'next-intl';
import { messagesByLocale } from '../../lib/i18n/merge-messages';
import es from './messages/es.json';
import esCL from './messages/es-CL.json';
import esPE from './messages/es-PE.json';
import pt from './messages/pt.json';

/**
 * The texts of lists and projects (namespace `lists`, issue 23), Spanish or Portuguese by the
 * site's locale, with Chile's and Peru's "carro". Server-side; the client parts get them through
 * ListsIntl, only where they show.
 */
export type ListsMessages = typeof es;
export const listsMessages: (locale: string) => ListsMessages = messagesByLocale(
  { es, pt },
  { 'es-CL': esCL, 'es-PE': esPE },
);

export const listsTranslator = (tenant: Pick<Tenant, 'locale'>) =>
  createTranslator({
    locale: tenant.locale,
    messages: listsMessages(tenant.locale),
    namespace: 'lists',
    timeZone: 'UTC',
  });
