import { formatMinorUnits } from '@fierro/domain';
import type { Tenant } from '@fierro/tenants';

/** A price in minor units with the tenant's separators, precision and symbol (@fierro/domain). */
export function formatPrice(amountMinor: number, tenant: Pick<Tenant, 'code'>, currency?: string) {
  try {
    return formatMinorUnits(amountMinor, tenant.code, currency);
  } catch {
    // A currency the site does not sell in: show it in the site's default currency's format.
    return formatMinorUnits(amountMinor, tenant.code);
  }
}
