'use client';

import type { Tenant } from '@fierro/tenants';
import { NextIntlClientProvider } from 'next-intl';
import type { ReactNode } from 'react';
import { accountMessages } from '../messages';

/** Gives the account's client components their own `account` messages, only on its pages. */
export function AccountIntl({
  locale,
  children,
}: {
  locale: Tenant['locale'];
  children: ReactNode;
}) {
  return (
    <NextIntlClientProvider locale={locale} messages={accountMessages(locale)} timeZone="UTC">
      {children}
    </NextIntlClientProvider>
  );
}
