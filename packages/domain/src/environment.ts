import type { Tenant } from '@fierro/tenants';

/** Spec §4 environments. */
export const ENVIRONMENTS = ['local', 'development', 'staging', 'beta', 'production'] as const;
export type Environment = (typeof ENVIRONMENTS)[number];
/** What an environment name resolves to. */
export type ResolvedEnvironment = 'development' | 'staging' | 'production';

const RESOLVED: Record<Environment, ResolvedEnvironment> = {
  local: 'development',
  development: 'development',
  staging: 'staging',
  beta: 'production',
  production: 'production',
};

/**
 * Spec §4: beta is treated as production, local as development, anything else as itself; the
 * default is development. Decided: a name that is not one of the five environments (or none)
 * is the default, so the result is always a known environment.
 */
export function resolveEnvironment(name?: string | null): ResolvedEnvironment {
  return Object.hasOwn(RESOLVED, name ?? '') ? RESOLVED[name as Environment] : 'development';
}

/**
 * Spec §4: product detail pages are disabled in development and enabled in staging and
 * production (so beta, which is production, is enabled; local, which is development, is not).
 * A tenant whose `flags.pdpDisabled` is set has them off everywhere.
 */
export function isPdpEnabled(environment?: string | null, tenant?: Pick<Tenant, 'flags'>): boolean {
  if (tenant?.flags.pdpDisabled) return false;
  return resolveEnvironment(environment) !== 'development';
}
