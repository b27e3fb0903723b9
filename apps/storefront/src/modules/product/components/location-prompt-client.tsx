'use client';
import { useTranslations } from 'next-intl';

/**
 * "Choose your location": opens the header's location selector (its button is the header's
 * only dialog opener that names the location), so there is one place to set it.
 */
export function LocationPrompt() {
  const t = useTranslations('product.availability');
  const tl = useTranslations('location');
  return (
    <div className="flex flex-col items-start gap-2" data-location-prompt>
      <p className="text-sm">{t('choose')}</p>
      <button
        type="button"
        className="min-h-11 rounded border border-brand px-4 font-semibold text-gray-900"
        onClick={() => {
          const opener = [
            ...document.querySelectorAll<HTMLButtonElement>(
              'header button[aria-haspopup="dialog"]',
            ),
          ].find((b) => b.textContent?.includes(tl('none')));
          opener?.click();
          if (!opener) window.scrollTo({ top: 0 });
        }}
      >
        {t('chooseButton')}
      </button>
    </div>
  );
}
