import { homeUrl } from '@fierro/domain';
import { TENANTS, type Tenant } from '@fierro/tenants';
import { translator } from '../../../lib/i18n/messages';
import { facts } from '../../../lib/site/tenant-facts';

/**
 * The footer region: help and legal pages, the company, the other sites. Every link is a
 * registry link (spec §3: the FAQ link comes from per-tenant configuration) to a content page
 * or the m² guide. Its links' style is the lists' .footer-links (globals.css), not a class on each.
 */
export function Footer({ tenant }: { tenant: Tenant }) {
  const t = translator(tenant);
  const links = facts(tenant).links;
  const help: Array<[string, string]> = [
    [t('footer.faq'), links.faq],
    [t('footer.guarantee'), links.guarantee],
    [t('footer.guide'), links.calculationGuide],
    [t('footer.legal'), links.terms],
    [t('footer.privacy'), links.privacy],
  ];
  const company: Array<[string, string]> = [
    [t('footer.about'), links.about],
    [t('footer.stores'), links.stores],
  ];
  return (
    <footer className="mt-12 bg-brand-dark text-on-brand-dark">
      <div className="mx-auto grid max-w-[1440px] gap-8 px-4 py-10 phablet:grid-cols-3 phablet:px-6">
        <section>
          <h2 className="mb-3 font-bold">{t('footer.help')}</h2>
          <ul className="footer-links space-y-1 text-sm">
            {help.map(([label, href]) => (
              <li key={href}>
                <a href={href}>{label}</a>
              </li>
            ))}
          </ul>
        </section>
        <section>
          <h2 className="mb-3 font-bold">{t('footer.company')}</h2>
          <ul className="footer-links space-y-1 text-sm">
            {company.map(([label, href]) => (
              <li key={href}>
                <a href={href}>{label}</a>
              </li>
            ))}
          </ul>
        </section>
        <section>
          <h2 className="mb-3 font-bold">{t('footer.sites')}</h2>
          <ul className="footer-links grid grid-cols-2 gap-2 text-sm">
            {TENANTS.map((s) => (
              <li key={s.code}>
                <a href={homeUrl(s)} hrefLang={s.locale}>
                  {s.siteName}
                </a>
              </li>
            ))}
          </ul>
        </section>
      </div>
      <p className="border-current/20 border-t px-4 py-4 text-center text-xs">
        {t('footer.rights', { year: 2026, site: tenant.siteName })}
      </p>
    </footer>
  );
}
