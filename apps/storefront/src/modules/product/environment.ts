import { isPdpEnabled } from '@fierro/domain';
import type { Tenant } from '@fierro/tenants';

/**
 * Spec §4: product pages are off in development, on in staging and production, and off where the
 * registry sets pdpDisabled. FIERRO_ENV names the environment; without it, `next start`
 * (NODE_ENV=production, what `npm start` runs) is production and `next dev` development.
 */
export const fierroEnvironment = () =>
  process.env.FIERRO_ENV ?? (process.env.NODE_ENV === 'production' ? 'production' : 'development');

export const pdpEnabled = (tenant: Tenant) => isPdpEnabled(fierroEnvironment(), tenant);
