import type { Badge } from '@fierro/commerce/contract';
import clsx from 'clsx';
import type { Translator } from '../../../lib/i18n/messages';

const TONE: Partial<Record<Badge['type'], string>> = {
  DISCOUNT: 'bg-red-700 text-white',
  NEW: 'bg-gray-900 text-white',
  BANK_PROMOTION: 'bg-blue-800 text-white',
  BANK_PROMOTION_MSI: 'bg-blue-800 text-white',
  INTERNATIONAL_SHIPPING: 'bg-teal-800 text-white',
};

const BANK = new Set<Badge['type']>(['BANK_PROMOTION', 'BANK_PROMOTION_MSI']);

/**
 * Every badge of the product and variant (spec §3 types, international shipping, bank promotions).
 * A bank-promotion badge leads to the installment plans and their terms when the page has them.
 */
export function Badges({
  badges,
  t,
  termsHref = null,
}: {
  badges: Badge[];
  t: Translator;
  termsHref?: string | null;
}) {
  const unique = badges.filter(
    (b, i) => badges.findIndex((c) => c.type === b.type && c.label === b.label) === i,
  );
  if (unique.length === 0) return null;
  return (
    <ul aria-label={t('product.badges')} className="flex flex-wrap gap-2" data-badges>
      {unique.map((b) => (
        <li
          key={`${b.type}-${b.label}`}
          data-badge={b.type}
          className={clsx(
            'rounded px-2 py-0.5 font-semibold text-xs',
            TONE[b.type] ?? 'bg-amber-100 text-amber-950',
          )}
        >
          {b.type === 'INTERNATIONAL_SHIPPING' && !b.label ? (
            t('product.internationalShipping')
          ) : BANK.has(b.type) && termsHref ? (
            <a href={termsHref} className="underline">
              {b.label}
            </a>
          ) : (
            b.label
          )}
        </li>
      ))}
    </ul>
  );
}
