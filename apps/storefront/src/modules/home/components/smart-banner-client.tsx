'use client';
import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';

const KEY = 'smartBannerClosed';

/** The mobile app's smart banner (phones and phablets only), dismissable. */
export function SmartBanner({
  title,
  text,
  link,
  cta,
}: {
  title: string;
  text: string | null;
  link: string;
  cta?: string;
}) {
  const t = useTranslations('smartBanner');
  const [open, setOpen] = useState(false);
  useEffect(() => setOpen(sessionStorage.getItem(KEY) !== '1'), []);
  if (!open) return null;
  return (
    <aside
      aria-label={title}
      className="mt-3 flex items-center gap-3 rounded-lg border bg-white p-3 tablet:hidden"
      data-smart-banner
    >
      <button
        type="button"
        aria-label={t('close')}
        className="h-8 w-8 shrink-0 rounded-full text-gray-600 hover:bg-gray-100"
        onClick={() => {
          sessionStorage.setItem(KEY, '1');
          setOpen(false);
        }}
      >
        <span aria-hidden="true">✕</span>
      </button>
      <div
        className="flex h-10 w-10 shrink-0 items-center justify-center rounded-lg bg-brand font-black text-white"
        aria-hidden="true"
      >
        F
      </div>
      <div className="min-w-0 flex-1">
        <p className="font-semibold text-sm">{title}</p>
        <p className="truncate text-gray-600 text-xs">{text ?? t('text')}</p>
      </div>
      <a href={link} className="rounded-full bg-brand px-4 py-1.5 font-semibold text-sm text-white">
        {cta ?? t('open')}
      </a>
    </aside>
  );
}
