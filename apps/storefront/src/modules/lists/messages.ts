import type { Tenant } from '@fierro/tenants';
import { createTranslator } from 'next-intl';
import es from './messages/es.json';
import pt from './messages/pt.json';

/**
 * The texts of lists and projects (namespace `lists`, issue 23), Spanish or Portuguese by the
 * site's locale. Server-side; the client parts get them through ListsIntl, only where they show.
 */
export type ListsMessages = typeof es;
export const listsMessages = (locale: string): ListsMessages =>
  locale.startsWith('pt') ? (pt as ListsMessages) : es;

export const listsTranslator = (tenant: Pick<Tenant, 'locale'>) =>
  createTranslator({
    locale: tenant.locale,
    messages: listsMessages(tenant.locale),
    namespace: 'lists',
    timeZone: 'UTC',
  });
