import { TENANTS } from '@fierro/tenants';
import { getRequestConfig } from 'next-intl/server';
import { messagesFor } from './messages';

type Locale = (typeof TENANTS)[number]['locale'];
const LOCALES = new Set<string>(TENANTS.map((t) => t.locale));
const DEFAULT_LOCALE = TENANTS[0]!.locale;

/**
 * next-intl's request configuration for server components that call its hooks. The locale comes
 * from the site (pages pass it with `setRequestLocale(tenant.locale)` or `getTranslations({ locale })`);
 * there is no locale prefix in our URLs.
 */
export default getRequestConfig(async ({ locale, requestLocale }) => {
  const asked = locale ?? (await requestLocale);
  const chosen = (asked && LOCALES.has(asked) ? asked : DEFAULT_LOCALE) as Locale;
  return { locale: chosen, messages: messagesFor(chosen), timeZone: 'UTC' };
});
