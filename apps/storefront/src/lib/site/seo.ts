import { TENANTS, type Tenant } from '@fierro/tenants';
import { facts } from './tenant-facts';

/**
 * Canonical and hreflang for a path that exists on every site (home, search). Catalogue ids differ
 * between sites, so category pages only link their own canonical.
 */
export function alternates(tenant: Tenant, path: string, everySite = false) {
  const abs = (t: Tenant) => `${facts(t).seoDomain ?? ''}/${t.pathPrefix}${path}`;
  const languages: Record<string, string> = {};
  if (everySite) for (const t of TENANTS) if (!facts(t).businessOnly) languages[t.locale] = abs(t);
  return { canonical: abs(tenant), ...(everySite ? { languages } : {}) };
}
