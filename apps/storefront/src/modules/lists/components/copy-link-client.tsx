'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useId, useState } from 'react';

/** The share link in a read-only field (select and copy by hand) and a copy button. */
export function CopyLink({ path }: { path: string }) {
  const t = useTranslations('lists.detail');
  const id = useId();
  const [href, setHref] = useState(path);
  const [copied, setCopied] = useState(false);
  useEffect(() => setHref(new URL(path, window.location.origin).toString()), [path]);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(href);
      setCopied(true);
    } catch {
      (document.getElementById(id) as HTMLInputElement | null)?.select();
    }
  };
  return (
    <div className="flex flex-col gap-2">
      <label htmlFor={id} className="font-semibold text-sm">
        {t('shareLink')}
      </label>
      <div className="flex flex-wrap gap-2">
        <input
          id={id}
          readOnly
          value={href}
          onFocus={(e) => e.currentTarget.select()}
          className="min-h-11 min-w-0 flex-1 rounded border border-gray-500 px-3 text-sm"
          data-share-link
        />
        <button
          type="button"
          onClick={copy}
          className="min-h-11 rounded border-2 border-brand px-4 bg-white font-bold text-brand-ink"
        >
          {t('shareCopy')}
        </button>
      </div>
      <p role="status" className="text-green-800 text-sm">
        {copied ? t('shareCopied') : ''}
      </p>
    </div>
  );
}
