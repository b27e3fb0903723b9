'use client';
import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';

const KEY = 'cookiePolicyAccepted';

/** Spec §6 cookie policy notice, shown where the registry turns it on. */
export function CookieNotice() {
  const t = useTranslations('cookies');
  const [open, setOpen] = useState(false);
  useEffect(() => setOpen(localStorage.getItem(KEY) !== '1'), []);
  if (!open) return null;
  return (
    <section
      aria-label={t('text')}
      className="fixed inset-x-0 bottom-0 z-[150] border-t bg-white p-4 shadow-2xl"
    >
      <div className="mx-auto flex max-w-6xl flex-col items-start gap-3 text-sm phablet:flex-row phablet:items-center">
        <p className="flex-1">{t('text')}</p>
        <button
          type="button"
          className="rounded-md bg-brand-dark px-5 py-2 font-semibold text-on-brand-dark"
          onClick={() => {
            localStorage.setItem(KEY, '1');
            setOpen(false);
          }}
        >
          {t('accept')}
        </button>
      </div>
    </section>
  );
}
