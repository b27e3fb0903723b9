import type { Tenant } from '@fierro/tenants';

/**
 * A schema built once per tenant shape, then reused: a zod schema of the checkout costs about
 * 0.3 ms to build and a few microseconds to run, and the commerce API and the storefront ask for
 * one on every request (order placement spent 1.1 ms of its CPU building them). Keyed by the
 * fields the builder reads, so the cache holds at most one entry per site.
 */
export const perTenant = <K extends keyof Tenant, R>(
  fields: readonly K[],
  build: (tenant: Pick<Tenant, K>) => R,
): ((tenant: Pick<Tenant, K>) => R) => {
  const built = new Map<string, R>();
  return (tenant) => {
    const key = fields.map((f) => String(tenant[f])).join('|');
    let value = built.get(key);
    if (value === undefined) {
      value = build(tenant);
      built.set(key, value);
    }
    return value;
  };
};

/** perTenant for builders that read only the language. */
export const perLang = <R>(build: (lang: Tenant['lang']) => R): ((lang: Tenant['lang']) => R) => {
  const built = new Map<Tenant['lang'], R>();
  return (lang) => {
    let value = built.get(lang);
    if (value === undefined) {
      value = build(lang);
      built.set(lang, value);
    }
    return value;
  };
};
