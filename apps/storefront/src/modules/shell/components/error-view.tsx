import type { Tenant } from '@fierro/tenants';
import type { Metadata } from 'next';
import { translator } from '../../../lib/i18n/messages';
import { SiteLink } from '../../../lib/site/link';
import { pageTitle } from '../../../lib/site/seo';
import type { ErrorPageStatus } from '../error-page-href';
import { ErrorState, primaryAction, secondaryAction } from './error-state';

const TEXTS = {
  404: ['error.404', 'error.404Text'],
  500: ['error.500', 'error.500Text'],
  503: ['error.503', 'error.503Text'],
} as const;

/** The error page's title in the site's language ("No encontramos esta página"), for its tab. */
export const errorPageMetadata = (tenant: Tenant, status: ErrorPageStatus): Metadata => ({
  title: pageTitle(tenant, translator(tenant)(TEXTS[status][0])),
  robots: { index: false },
});

/**
 * The error page's content in the site's language, never a stack trace: 404, 500, and 503 for
 * the special error (spec §8), whose first way on is a retry of the page that failed.
 */
export function ErrorView({
  tenant,
  status,
  retryHref,
}: {
  tenant: Tenant;
  status: ErrorPageStatus;
  /** The special error's retry: the page that failed (a path of this site). */
  retryHref?: string | undefined;
}) {
  const t = translator(tenant);
  const [title, text] = TEXTS[status];
  const home = (
    <SiteLink
      site={tenant.pathPrefix}
      href="/"
      className={status === 503 ? secondaryAction : primaryAction}
    >
      {t('error.goHome')}
    </SiteLink>
  );
  return (
    <ErrorState
      status={status}
      title={t(title)}
      text={t(text)}
      codeLine={t('error.code', { code: status })}
    >
      {status === 503 ? (
        // A whole page load, not the router's: the retry asks commerce again, whatever the
        // router keeps.
        <a href={retryHref ?? `/${tenant.pathPrefix}/`} className={primaryAction} data-retry>
          {t('error.retryPage')}
        </a>
      ) : null}
      {home}
    </ErrorState>
  );
}
