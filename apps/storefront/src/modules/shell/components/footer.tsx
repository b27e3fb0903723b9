import { homeUrl } from '@fierro/domain';
import { TENANTS, type Tenant } from '@fierro/tenants';
import { translator } from '../../../lib/i18n/messages';
import { facts } from '../../../lib/site/tenant-facts';

/** The footer region: help (FAQ from the registry), the company, the other sites. */
export function Footer({ tenant }: { tenant: Tenant }) {
  const t = translator(tenant);
  const f = facts(tenant);
  return (
    <footer className="mt-12 bg-brand-dark text-on-brand-dark">
      <div className="mx-auto grid max-w-[1440px] gap-8 px-4 py-10 phablet:grid-cols-3 phablet:px-6">
        <section>
          <h2 className="mb-3 font-bold">{t('footer.help')}</h2>
          <ul className="space-y-2 text-sm">
            {f.faqUrl ? (
              <li>
                <a href={f.faqUrl} className="underline-offset-4 hover:underline">
                  {t('footer.faq')}
                </a>
              </li>
            ) : null}
            <li>{t('footer.legal')}</li>
          </ul>
        </section>
        <section>
          <h2 className="mb-3 font-bold">{t('footer.company')}</h2>
          <ul className="space-y-2 text-sm">
            <li>{t('footer.about')}</li>
            <li>{t('footer.stores')}</li>
          </ul>
        </section>
        <section>
          <h2 className="mb-3 font-bold">{t('footer.sites')}</h2>
          <ul className="grid grid-cols-2 gap-2 text-sm">
            {TENANTS.map((s) => (
              <li key={s.code}>
                <a
                  href={homeUrl(s)}
                  hrefLang={s.locale}
                  className="underline-offset-4 hover:underline"
                >
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
