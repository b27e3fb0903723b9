import type { Tenant } from '@fierro/tenants';
import { createTranslator } from 'next-intl';
import es from './messages/es.json';
import pt from './messages/pt.json';

/** The sign-in texts (namespace `auth`), Spanish or Portuguese by the site's locale. */
export const authMessages = (locale: Tenant['locale']) => (locale.startsWith('pt') ? pt : es);

export const authTranslator = (tenant: Pick<Tenant, 'locale'>) =>
  createTranslator({
    locale: tenant.locale,
    messages: authMessages(tenant.locale),
    namespace: 'auth',
  });
