import type { SocialProvider } from '@fierro/domain';

/**
 * The providers' names as their buttons say them. A module of its own: a server page cannot read
 * a value exported by a client component's file (it gets a client reference, not the object).
 */
export const PROVIDER_NAMES: Record<SocialProvider, string> = {
  FACEBOOK: 'Facebook',
  LIVELO: 'LIVELO',
};
