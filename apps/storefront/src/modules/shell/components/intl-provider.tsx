import type { ReactNode } from 'react';
import { clientMessages } from '../../../lib/i18n/client-messages';
import type { Messages } from '../../../lib/i18n/messages';
import { ClientIntlProvider } from './intl-provider-client';

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
