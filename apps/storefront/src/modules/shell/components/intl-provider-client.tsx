'use client';
import { NextIntlClientProvider } from 'next-intl';
import type { ReactNode } from 'react';
import type { Messages } from '../../../lib/i18n/messages';

/**
 * The browser half of intl-provider.tsx. A client component so next-intl reads no request
 * configuration here (its server provider would, making every page dynamic).
 */
export function ClientIntlProvider({
  locale,
  messages,
  children,
}: {
  locale: string;
  messages: Partial<Messages>;
  children: ReactNode;
}) {
  return (
    <NextIntlClientProvider locale={locale} messages={messages} timeZone="UTC">
      {children}
    </NextIntlClientProvider>
  );
}
