import { dateInText } from '@fierro/domain';
import type { Tenant } from '@fierro/tenants';

/**
 * The last day a price or promotion is in force, as "9 de diciembre", in the site's time zone.
 * Commerce's windows end before `validTo` (excluded): an end at midnight UTC of the 9th is the
 * evening of the 8th in Santiago or Mexico City, so the day named is the one of the last instant
 * in force, where the shopper lives. Said inside a sentence ("hasta el {date}"), so Brazil's first
 * of the month is "1º de dezembro" (dateInText).
 */
export function lastDayInForce(validTo: string, tenant: Pick<Tenant, 'locale' | 'timeZone'>) {
  const end = Date.parse(validTo);
  return dateInText(new Date(end - 1), tenant.locale, {
    day: 'numeric',
    month: 'long',
    timeZone: tenant.timeZone,
  });
}
