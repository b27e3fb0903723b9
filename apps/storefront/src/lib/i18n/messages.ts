import type { Tenant } from '@fierro/tenants';
import { createTranslator } from 'next-intl';
import es from '../../messages/es.json';
import esAR from '../../messages/es-AR.json';
import esCL from '../../messages/es-CL.json';
import esCO from '../../messages/es-CO.json';
import esMX from '../../messages/es-MX.json';
import esPE from '../../messages/es-PE.json';
import esUY from '../../messages/es-UY.json';
import pt from '../../messages/pt.json';
import ptBR from '../../messages/pt-BR.json';

export type Messages = typeof es;
type Locale = Tenant['locale'];

const overrides: Record<Locale, object> = {
  'es-CL': esCL,
  'es-PE': esPE,
  'es-CO': esCO,
  'es-AR': esAR,
  'es-MX': esMX,
  'es-UY': esUY,
  'pt-BR': ptBR,
};

const isNamespace = (v: unknown): v is object =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

export function mergeMessages<T>(base: T, over: object): T {
  const out: Record<string, unknown> = { ...(base as Record<string, unknown>) };
  for (const [k, v] of Object.entries(over)) {
    const b = out[k];
    // A message precompiled at build time (next.config) is an array: a leaf, like a string.
    out[k] = isNamespace(v) && isNamespace(b) ? mergeMessages(b, v) : v;
  }
  return out as T;
}

const cache = new Map<Locale, Messages>();

/** Messages of a locale: the language base (es or pt) with the locale's overrides. */
export function messagesFor(locale: Locale): Messages {
  let m = cache.get(locale);
  if (!m) {
    const base = (locale.startsWith('pt') ? pt : es) as Messages;
    m = mergeMessages(base, overrides[locale]);
    cache.set(locale, m);
  }
  return m;
}

/** A server-side translator for the tenant's locale (no request state: safe in "use cache"). */
export const translator = (tenant: Pick<Tenant, 'locale'>) =>
  createTranslator({ locale: tenant.locale, messages: messagesFor(tenant.locale) });
export type Translator = ReturnType<typeof translator>;
