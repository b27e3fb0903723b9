'use client';
import { useTranslations } from 'next-intl';

/** A render failure shows the error state in the site's language, never a stack trace. */
export default function RouteError({ reset }: { error: Error; reset: () => void }) {
  const t = useTranslations();
  return (
    <main id="main" className="mx-auto flex max-w-xl flex-col items-center gap-4 py-20 text-center">
      <p className="font-black text-6xl text-brand-ink" aria-hidden="true">
        500
      </p>
      <h1 className="font-bold text-2xl">{t('error.500')}</h1>
      <p className="text-gray-700">{t('error.500Text')}</p>
      <button
        type="button"
        onClick={reset}
        className="rounded-md bg-brand px-6 py-3 font-semibold text-on-brand"
      >
        {t('common.retry')}
      </button>
    </main>
  );
}
