import { TENANTS, type Tenant } from '@fierro/tenants';
import { describe, expect, it } from 'vitest';
import robots from '../../app/robots';
import { alternates, pageTitle } from './seo';

const site = (prefix: string) => TENANTS.find((t) => t.pathPrefix === prefix) as Tenant;
const consumerSites = TENANTS.filter((t) => !t.businessOnly);

describe('canonical and hreflang (issue 6 SEO)', () => {
  it('a category page links only its own canonical on its SEO domain', () => {
    expect(alternates(site('fierro-cl'), '/category/cat101/herramientas/')).toEqual({
      canonical: 'https://www.fierro.cl/fierro-cl/category/cat101/herramientas/',
    });
  });

  it.each(consumerSites.map((t) => [t.pathPrefix, t] as const))(
    '%s home: canonical itself, hreflang to itself for its locale and one site per other locale',
    (_, t) => {
      const { canonical, languages } = alternates(t, '/', true);
      expect(canonical).toBe(`${t.seoDomain}/${t.pathPrefix}/`);
      expect(languages?.[t.locale]).toBe(canonical);
      expect(Object.keys(languages ?? {}).sort()).toEqual(
        [...new Set(consumerSites.map((s) => s.locale))].sort(),
      );
      // Never the business-only site.
      expect(Object.values(languages ?? {}).some((u) => u.includes('/dicico/'))).toBe(false);
    },
  );

  it.each([
    ['fierro-pe', 'es-CL', 'https://www.fierro.cl/fierro-cl/'],
    ['fierro-cl', 'es-CL', 'https://www.fierro.cl/fierro-cl/'],
    ['fierro-homy', 'es-CL', 'https://www.fierrohomy.cl/fierro-homy/'],
    ['fierro-homy', 'es-PE', 'https://www.fierro.com.pe/fierro-pe/'],
    ['homecenter-co', 'pt-BR', 'https://www.fierro.com.br/fierro-br/'],
  ])('%s home: hreflang %s is %s', (prefix, locale, url) => {
    expect(alternates(site(prefix), '/', true).languages?.[locale]).toBe(url);
  });

  it('the business-only site has its canonical and no hreflang', () => {
    expect(alternates(site('dicico'), '/', true)).toEqual({
      canonical: 'https://www.dicico.com.br/dicico/',
    });
  });
});

describe('robots.txt (issue 6 SEO)', () => {
  const r = robots();
  it.each(TENANTS.map((t) => [t.pathPrefix, t] as const))(
    '%s: its sitemap is listed; its error and no-result pages are not indexed',
    (prefix, t) => {
      expect(r.sitemap).toContain(`${t.seoDomain}/${prefix}/sitemap.xml`);
      const rules = Array.isArray(r.rules) ? r.rules[0] : r.rules;
      expect(rules?.disallow).toEqual(
        expect.arrayContaining([`/${prefix}/_error/`, `/${prefix}/no-search-result/`]),
      );
    },
  );
});

describe("a page's title names the site after the page (the tab, the history, a bookmark)", () => {
  it.each([
    ['fierro-cl', 'Carro de compras', 'Carro de compras | Fierro Chile'],
    ['fierro-br', 'Carrinho', 'Carrinho | Fierro Brasil'],
    ['dicico', 'Meus pedidos', 'Meus pedidos | Dicico'],
  ])('%s: "%s" reads "%s"', (prefix, title, expected) => {
    expect(pageTitle(site(prefix), title)).toBe(expected);
  });
});
