import { inSite } from '@fierro/domain';
import { TENANTS, type Tenant } from '@fierro/tenants';
import { facts } from './tenant-facts';

/**
 * Canonical and hreflang for a path that exists on every site (home, search). Catalogue ids differ
 * between sites, so category pages only link their own canonical.
 *
 * hreflang names one site per locale: the page's own site for its locale, else a site of the same
 * brand, else the registry's first (Chile's es-CL is fierro-cl for Fierro's sites, not the
 * home-decor site sharing its locale). Business-only sites are neither linked nor link.
 */
export function alternates(tenant: Tenant, path: string, everySite = false) {
  const abs = (t: Tenant) => `${facts(t).seoDomain ?? ''}${inSite(t, path)}`;
  if (!everySite || facts(tenant).businessOnly) return { canonical: abs(tenant) };
  const rank = (t: Tenant) => (t === tenant ? 0 : t.brand.name === tenant.brand.name ? 1 : 2);
  const chosen = new Map<string, Tenant>();
  for (const t of TENANTS) {
    if (facts(t).businessOnly) continue;
    const held = chosen.get(t.locale);
    if (!held || rank(t) < rank(held)) chosen.set(t.locale, t);
  }
  const languages: Record<string, string> = {};
  for (const [locale, t] of chosen) languages[locale] = abs(t);
  return { canonical: abs(tenant), languages };
}

/**
 * A page's title as the browser's tab and history show it: what the page is, then the site
 * ("Carro de compras | Fierro Chile"), as the catalogue's and the content pages' titles read.
 */
export const pageTitle = (tenant: Tenant, title: string) => `${title} | ${tenant.siteName}`;
