'use client';

import { NextIntlClientProvider } from 'next-intl';
import type { ReactNode } from 'react';
import { listsMessages } from '../messages';

/** Gives the lists' client parts their own `lists` messages, only where they show. */
export function ListsIntl({ locale, children }: { locale: string; children: ReactNode }) {
  return (
    <NextIntlClientProvider locale={locale} messages={listsMessages(locale)} timeZone="UTC">
      {children}
    </NextIntlClientProvider>
  );
}
