import type { Tenant } from '@fierro/tenants';
import { translator } from '../../../lib/i18n/messages';

/**
 * Placeholders of the header slots. The sign-in issue replaces `AccountEntry` (login entry, a
 * modal or popup per the registry's loginViewType) and the cart issue `CartCount`, in
 * `app/[site]/layout.tsx` where the header receives them.
 */
export function AccountEntry({ tenant }: { tenant: Tenant }) {
  const t = translator(tenant);
  return (
    <span className="flex min-h-11 items-center gap-1 text-sm" data-slot="account">
      <svg
        aria-hidden="true"
        viewBox="0 0 24 24"
        className="h-6 w-6"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
      >
        <circle cx="12" cy="8" r="4" />
        <path d="M4 21c0-4.4 3.6-7 8-7s8 2.6 8 7" />
      </svg>
      <span className="hidden phablet:inline">{t('header.account')}</span>
    </span>
  );
}

export function CartCount({ tenant, count = 0 }: { tenant: Tenant; count?: number }) {
  const t = translator(tenant);
  return (
    <span
      className="relative flex min-h-11 items-center"
      data-slot="cart"
      role="img"
      aria-label={t('header.cart', { count })}
    >
      <svg
        aria-hidden="true"
        viewBox="0 0 24 24"
        className="h-6 w-6"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
      >
        <path d="M3 4h2l2.4 11h11.2L21 7H6.2" />
        <circle cx="9" cy="19.5" r="1.5" />
        <circle cx="18" cy="19.5" r="1.5" />
      </svg>
      <span className="-top-0 -right-2 absolute rounded-full bg-white px-1.5 font-bold text-[11px] text-brand-ink">
        {count}
      </span>
    </span>
  );
}
