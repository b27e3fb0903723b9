import 'server-only';
import { DOCUMENT_LABELS } from '@fierro/domain';
import type { Tenant } from '@fierro/tenants';
import type { Metadata } from 'next';
import { accountProfile } from '../../lib/commerce/account';
import { accountTranslator } from './messages';

/**
 * What the account's route files render (they only read params and compose). Every page is
 * the shopper's own: rendered per request, never indexed, never cached across shoppers.
 */
export const accountMetadata = (tenant: Tenant, page?: 'profile.title'): Metadata => {
  const t = accountTranslator(tenant);
  return {
    title: page ? `${t(page)} | ${t('title')}` : t('title'),
    robots: { index: false, follow: false },
    referrer: 'same-origin',
  };
};

/** An account page's frame while its data comes. */
export function AccountSkeleton() {
  return (
    <div aria-hidden="true" className="flex flex-col gap-4">
      <div className="h-8 w-48 rounded bg-neutral-200" />
      <div className="h-72 rounded-lg bg-white shadow-sm" />
    </div>
  );
}

export async function ProfileRoute({ tenant }: { tenant: Tenant }) {
  const t = accountTranslator(tenant);
  const profile = await accountProfile(tenant);
  if (!profile) return null;
  const rows: Array<[string, string]> = [
    [t('profile.firstName'), profile.firstName],
    [t('profile.lastName'), profile.lastName],
    [t('profile.email'), profile.email],
    [
      t('profile.document', {
        label: DOCUMENT_LABELS[profile.documentKind as keyof typeof DOCUMENT_LABELS] ?? '',
      }),
      profile.document,
    ],
    [t('profile.phone'), profile.phone],
  ];
  return (
    <section aria-labelledby="account-page-title" className="flex flex-col gap-4">
      <h1 id="account-page-title" className="font-bold text-2xl">
        {t('profile.title')}
      </h1>
      <dl className="grid gap-3 rounded-lg bg-white p-4 shadow-sm phablet:grid-cols-[12rem_1fr]">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="font-medium text-neutral-700">{label}</dt>
            <dd className="break-words">{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
