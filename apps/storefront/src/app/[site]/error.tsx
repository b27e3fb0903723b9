'use client';
import { useTranslations } from 'next-intl';
import { useEffect } from 'react';
import { isSpecialError, SPECIAL_ERROR_STATUS } from '../../lib/commerce/special';
import { useErrorPageHref } from '../../modules/shell/components/error-pages-client';
import { ErrorState, primaryAction } from '../../modules/shell/components/error-state';

/**
 * A render failure shows the error state in the site's language, never a stack trace. The spec's
 * special error (§8, commerce's code -1) has its own: the shopper is sent to the error page with
 * its status (503) and the page to retry, `consumer=b2b` kept in business mode (spec §2); its
 * message shows here meanwhile.
 */
export default function RouteError({ error, reset }: { error: Error; reset: () => void }) {
  const t = useTranslations();
  const special = isSpecialError(error);
  const errorHref = useErrorPageHref();
  useEffect(() => {
    if (!special) return;
    const here = `${window.location.pathname}${window.location.search}`;
    window.location.replace(errorHref(SPECIAL_ERROR_STATUS, here));
  }, [special, errorHref]);
  if (special) {
    return (
      <ErrorState
        status={SPECIAL_ERROR_STATUS}
        title={t('error.503')}
        text={t('error.503Text')}
        codeLine={t('error.code', { code: SPECIAL_ERROR_STATUS })}
      >
        <button type="button" onClick={() => window.location.reload()} className={primaryAction}>
          {t('error.retryPage')}
        </button>
      </ErrorState>
    );
  }
  return (
    <ErrorState
      status={500}
      title={t('error.500')}
      text={t('error.500Text')}
      codeLine={t('error.code', { code: 500 })}
    >
      <button type="button" onClick={reset} className={primaryAction}>
        {t('common.retry')}
      </button>
    </ErrorState>
  );
}
