import 'server-only';
import type { Tenant } from '@fierro/tenants';
import { redirect } from 'next/navigation';
import { type ReactNode, Suspense } from 'react';
import { accountProfile } from '../../../lib/commerce/account';
import { sessionEndedPath } from '../../../lib/session/cookies';
import { accountLinks } from '../menu';
import { accountTranslator } from '../messages';
import { AccountNav, AccountNavList } from './account-nav-client';

/**
 * The frame of every account page: its menu (from the registry, spec §6) beside the page. The
 * menu is the same for every shopper of a site; the greeting is the shopper's own, read per
 * request, and a visitor whose session is gone is sent to sign in, its cookies cleared (the
 * proxy's page guard stored the page to come back to).
 */
export function AccountFrame({ tenant, children }: { tenant: Tenant; children: ReactNode }) {
  const t = accountTranslator(tenant);
  const links = accountLinks(tenant).map((l) => ({ ...l, label: t(`links.${l.key}`) }));
  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-4 py-4 tablet:grid-cols-[14rem_minmax(0,1fr)] tablet:gap-8 tablet:py-6">
      <aside aria-labelledby="account-side-title" className="flex min-w-0 flex-col gap-3">
        <p id="account-side-title" className="font-bold text-lg">
          {t('title')}
        </p>
        <Suspense fallback={<p className="h-6 text-neutral-700">{t('loading')}</p>}>
          <Greeting tenant={tenant} />
        </Suspense>
        <Suspense
          fallback={<AccountNavList links={links} label={t('menuLabel')} pathname={null} />}
        >
          <AccountNav links={links} label={t('menuLabel')} />
        </Suspense>
      </aside>
      <main id="main" className="min-w-0">
        {children}
      </main>
    </div>
  );
}

async function Greeting({ tenant }: { tenant: Tenant }) {
  const profile = await accountProfile(tenant);
  // Through the route that clears the ended session's cookies on the way to the sign-in.
  if (!profile) redirect(sessionEndedPath(tenant));
  return (
    <p className="h-6 truncate text-neutral-700">
      {accountTranslator(tenant)('hello', { name: profile.firstName })}
    </p>
  );
}
