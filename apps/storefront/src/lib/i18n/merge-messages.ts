import type { Tenant } from '@fierro/tenants';

/**
 * How a catalogue of messages (the site's, or a module's namespace) becomes a locale's: the
 * language's base file (es.json or pt.json) with the country's own words on top (es-CL.json,
 * es-MX.json, ...: a subset of the base's keys). No other import here: the orders' and lists'
 * client providers import their catalogue, and with it this file, into the browser's bundle.
 *
 * The Spanish bases say what most Spanish-speaking sites say ("carrito", "envío": Argentina,
 * Uruguay, Mexico, Colombia); Chile and Peru override them with "carro" and "despacho"
 * (lib/i18n/regional-words.test.ts).
 */
type Locale = Tenant['locale'];

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

/** A catalogue's messages for a locale: es or pt by language, with the locale's overrides. */
export function messagesByLocale<T>(
  bases: { es: T; pt: unknown },
  overrides: Partial<Record<Locale, object>>,
): (locale: string) => T {
  const cache = new Map<string, T>();
  return (locale) => {
    let m = cache.get(locale);
    if (!m) {
      const base = (locale.startsWith('pt') ? bases.pt : bases.es) as T;
      m = mergeMessages(base, overrides[locale as Locale] ?? {});
      cache.set(locale, m);
    }
    return m;
  };
}
