'use client';

import type { Tenant } from '@fierro/tenants';
import { NextIntlClientProvider } from 'next-intl';
import type { ReactNode } from 'react';
import { authMessages } from '../messages';

/** Gives the sign-in client components their own `auth` messages, whatever the page loads. */
export function AuthIntl({ locale, children }: { locale: Tenant['locale']; children: ReactNode }) {
  return (
    <NextIntlClientProvider locale={locale} messages={authMessages(locale)} timeZone="UTC">
      {children}
    </NextIntlClientProvider>
  );
}
