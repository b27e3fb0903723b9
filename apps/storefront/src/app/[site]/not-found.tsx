'use client';
import Link from 'next/link';
import { useParams } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { ErrorState, primaryAction } from '../../modules/shell/components/error-state';

/**
 * notFound() inside a site, as the browser shows it: the same 404 page the server renders
 * (modules/shell NotFoundPage and ErrorView), in the site's language.
 */
export default function NotFound() {
  const t = useTranslations('error');
  const { site } = useParams<{ site: string }>();
  return (
    <ErrorState
      status={404}
      title={t('404')}
      text={t('404Text')}
      codeLine={t('code', { code: 404 })}
    >
      <Link href={`/${site}/`} className={primaryAction}>
        {t('goHome')}
      </Link>
    </ErrorState>
  );
}
