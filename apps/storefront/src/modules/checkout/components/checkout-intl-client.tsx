'use client';

import { NextIntlClientProvider } from 'next-intl';
import type { ReactNode } from 'react';

/** The checkout's forms read their own `checkout` texts (sent only with the checkout's pages). */
export function CheckoutIntl(props: { locale: string; messages: object; children: ReactNode }) {
  return (
    <NextIntlClientProvider locale={props.locale} messages={props.messages as never} timeZone="UTC">
      {props.children}
    </NextIntlClientProvider>
  );
}
