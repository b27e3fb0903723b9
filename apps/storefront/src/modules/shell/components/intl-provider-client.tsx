'use client';
import { NextIntlClientProvider } from 'next-intl';
import type { ReactNode } from 'react';
import type { Messages } from '../../../lib/i18n/messages';

/** Client translations for the tenant's locale (the server passes the messages). */
export function IntlProvider({
  locale,
  messages,
  children,
}: {
  locale: string;
  messages: Messages;
  children: ReactNode;
}) {
  return (
    <NextIntlClientProvider locale={locale} messages={messages} timeZone="UTC">
      {children}
    </NextIntlClientProvider>
  );
}
