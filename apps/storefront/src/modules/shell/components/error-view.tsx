import type { Tenant } from '@fierro/tenants';
import { translator } from '../../../lib/i18n/messages';
import { SiteLink } from '../../../lib/site/link';

/** The error page's content (404 and 500), in the site's language; never a stack trace. */
export function ErrorView({ tenant, status }: { tenant: Tenant; status: 404 | 500 }) {
  const t = translator(tenant);
  return (
    <main id="main" className="mx-auto flex max-w-xl flex-col items-center gap-4 py-20 text-center">
      <p className="font-black text-6xl text-brand-ink" aria-hidden="true">
        {status}
      </p>
      <h1 className="font-bold text-2xl">{status === 404 ? t('error.404') : t('error.500')}</h1>
      <p className="text-gray-700">{status === 404 ? t('error.404Text') : t('error.500Text')}</p>
      <p className="text-gray-600 text-sm">{t('error.code', { code: status })}</p>
      <SiteLink
        site={tenant.pathPrefix}
        href="/"
        className="rounded-md bg-brand px-6 py-3 font-semibold text-on-brand"
      >
        {t('error.goHome')}
      </SiteLink>
    </main>
  );
}
