import type { Tenant } from '@fierro/tenants';
import type { FeaturesConfigResponse } from '../../contract';

/** Spec §3 feature-flag defaults: a tenant's `featureFlags` in the registry override them. */
const FEATURE_DEFAULTS: FeaturesConfigResponse['features'] = {
  isAddToCartEnabled: false,
  isImageFallbackEnabled: true,
  isAutomaticRedirectionEnabled: true,
};

type RegistryFlags = {
  featureFlags?: Partial<FeaturesConfigResponse['features']>;
  flags?: Record<string, unknown>;
};

/** Features configuration of a site, read from the tenant registry. */
export const featuresConfig = (tenant: Tenant): FeaturesConfigResponse => {
  const fromRegistry = tenant as Tenant & RegistryFlags;
  const flags: Record<string, boolean> = {};
  for (const [name, value] of Object.entries(fromRegistry.flags ?? {})) {
    if (typeof value === 'boolean') flags[name] = value;
  }
  return {
    siteId: tenant.siteId,
    features: { ...FEATURE_DEFAULTS, ...(fromRegistry.featureFlags ?? {}) },
    flags,
  };
};
