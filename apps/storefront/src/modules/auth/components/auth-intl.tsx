import type { Tenant } from '@fierro/tenants';
import { NextIntlClientProvider } from 'next-intl';
import type { ReactNode } from 'react';
import { authMessages } from '../messages';

/** Gives the sign-in client components their own `auth` messages, whatever the page loads. */
export function AuthIntl({ tenant, children }: { tenant: Tenant; children: ReactNode }) {
  return (
    <NextIntlClientProvider locale={tenant.locale} messages={authMessages(tenant.locale)}>
      {children}
    </NextIntlClientProvider>
  );
}
