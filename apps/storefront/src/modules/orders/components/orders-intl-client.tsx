'use client';

import type { Tenant } from '@fierro/tenants';
import { NextIntlClientProvider } from 'next-intl';
import type { ReactNode } from 'react';
import { ordersMessages } from '../messages';

/** Gives the orders' client forms their own `orders` messages, only on these pages. */
export function OrdersIntl({
  locale,
  children,
}: {
  locale: Tenant['locale'];
  children: ReactNode;
}) {
  return (
    <NextIntlClientProvider locale={locale} messages={ordersMessages(locale)} timeZone="UTC">
      {children}
    </NextIntlClientProvider>
  );
}
