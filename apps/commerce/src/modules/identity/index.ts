export { loginPolicyOf } from './auth.service';
export { DEMO_PASSWORD, seedDemoAccounts } from './demo-accounts';
export { identityDeps, mountIdentityRoutes } from './identity.routes';
export type { IdentityStore } from './identity.store';
export { createPgIdentityStore } from './identity.store.pg';
