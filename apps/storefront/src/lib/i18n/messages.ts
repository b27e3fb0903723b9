import type { Tenant } from '@fierro/tenants';
import { createTranslator } from 'next-intl';
import es from '../../messages/es.json';
import esCL from '../../messages/es-CL.json';
import esMX from '../../messages/es-MX.json';
import esPE from '../../messages/es-PE.json';
import pt from '../../messages/pt.json';
import ptBR from '../../messages/pt-BR.json';
import { messagesByLocale } from './merge-messages';

export { mergeMessages } from './merge-messages';

export type Messages = typeof es;
type Locale = Tenant['locale'];

/**
 * The country's words where they differ from the base (merge-messages.ts): Chile's and Peru's
 * "carro" and "despacho", Mexico's "meses sin intereses", Brazil's Portuguese.
 */
const overrides: Partial<Record<Locale, object>> = {
  'es-CL': esCL,
  'es-PE': esPE,
  'es-MX': esMX,
  'pt-BR': ptBR,
};

/** Messages of a locale: the language base (es or pt) with the locale's overrides. */
export const messagesFor: (locale: Locale) => Messages = messagesByLocale({ es, pt }, overrides);

/** A server-side translator for the tenant's locale (no request state: safe in "use cache"). */
export const translator = (tenant: Pick<Tenant, 'locale'>) =>
  createTranslator({ locale: tenant.locale, messages: messagesFor(tenant.locale) });
export type Translator = ReturnType<typeof translator>;
