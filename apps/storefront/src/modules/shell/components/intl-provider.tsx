import type { Tenant } from '@fierro/tenants';
import type { ReactNode } from 'react';
import { clientMessages, pickMessages } from '../../../lib/i18n/client-messages';
import { type Messages, messagesFor } from '../../../lib/i18n/messages';
import { ClientIntlProvider } from './intl-provider-client';
import { MoreMessagesProvider } from './more-messages-client';

/**
 * Client translations for the tenant's locale. This server half keeps to the texts client
 * components read (lib/i18n/client-messages), so the rest never enters the page's payload.
 */
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
    <ClientIntlProvider locale={locale} messages={clientMessages(messages)}>
      {children}
    </ClientIntlProvider>
  );
}

/**
 * Client texts only one part of some pages reads (the product calculators'), added around that
 * part: the shell's provider sends its texts with every page, in the page's payload.
 */
export function MoreMessages({
  locale,
  paths,
  children,
}: {
  locale: Tenant['locale'];
  paths: readonly string[];
  children: ReactNode;
}) {
  return (
    <MoreMessagesProvider messages={pickMessages(messagesFor(locale), paths)}>
      {children}
    </MoreMessagesProvider>
  );
}
