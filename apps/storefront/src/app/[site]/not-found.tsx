'use client';
import Link from 'next/link';
import { useParams } from 'next/navigation';
import { useTranslations } from 'next-intl';

/** notFound() inside a site: the 404 error state in the site's language. */
export default function NotFound() {
  const t = useTranslations('error');
  const { site } = useParams<{ site: string }>();
  return (
    <main id="main" className="mx-auto flex max-w-xl flex-col items-center gap-4 py-20 text-center">
      <p className="font-black text-6xl text-brand-ink" aria-hidden="true">
        404
      </p>
      <h1 className="font-bold text-2xl">{t('404')}</h1>
      <p className="text-gray-700">{t('404Text')}</p>
      <Link
        href={`/${site}/`}
        className="rounded-md bg-brand px-6 py-3 font-semibold text-on-brand"
      >
        {t('goHome')}
      </Link>
    </main>
  );
}
