import { ar } from './sites/ar';
import { br } from './sites/br';
import { cl } from './sites/cl';
import { co } from './sites/co';
import { dicico } from './sites/dicico';
import { homy } from './sites/homy';
import { mx } from './sites/mx';
import { pe } from './sites/pe';
import { uy } from './sites/uy';
import type { Currency, DeliveryMethod, Tenant, TenantCode } from './types';

/** The nine tenants of spec §1, in the spec's order. */
export const TENANTS: readonly Tenant[] = [cl, homy, co, ar, uy, br, pe, mx, dicico];

const byCode = new Map(TENANTS.map((t) => [t.code, t]));
const byPrefix = new Map(TENANTS.map((t) => [t.pathPrefix, t]));
const bySiteId = new Map(TENANTS.map((t) => [t.siteId, t]));

export const getTenant = (code: string): Tenant | undefined => byCode.get(code as TenantCode);
export const getTenantByPathPrefix = (prefix: string): Tenant | undefined => byPrefix.get(prefix);
export const getTenantBySiteId = (siteId: string): Tenant | undefined => bySiteId.get(siteId);

/** Names of the tenant's boolean rules (companyLoginEnabled, cmrBannerEnabled, ...). */
export type TenantRule = {
  [K in keyof Tenant]: Tenant[K] extends boolean ? K : never;
}[keyof Tenant];

/** The tenants where a boolean rule is on, in registry order. */
export const tenantsWith = (rule: TenantRule): readonly Tenant[] => TENANTS.filter((t) => t[rule]);

/** The site's default currency (the first; Uruguay's is UYU). */
export const defaultCurrency = (tenant: Pick<Tenant, 'currencies'>): Currency =>
  tenant.currencies[0] as Currency;

/** The site's currency of that ISO code, or undefined when the site does not sell in it. */
export const currencyOf = (
  tenant: Pick<Tenant, 'currencies'>,
  code: string,
): Currency | undefined => tenant.currencies.find((c) => c.code === code);

export const offersDeliveryMethod = (
  tenant: Pick<Tenant, 'deliveryMethods'>,
  method: DeliveryMethod,
): boolean => tenant.deliveryMethods.includes(method);

/**
 * A site whose only delivery method is buy at store (DESIGN.md, "Buy at store"): its cart is one
 * reservation at one store, the cart's, which every line follows.
 */
export const isStoreReservation = (tenant: Pick<Tenant, 'deliveryMethods'>): boolean =>
  tenant.deliveryMethods.length === 1 && tenant.deliveryMethods[0] === 'buyAtStore';

/** Whether dynamic yield runs for the site in that environment (beta reads production). */
export const isDynamicYieldEnabled = (
  tenant: Pick<Tenant, 'dynamicYield'>,
  environment: 'local' | 'development' | 'staging' | 'beta' | 'production',
): boolean => tenant.dynamicYield[environment === 'beta' ? 'production' : environment];
