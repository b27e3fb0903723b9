export { loginPolicyOf } from './auth.service';
export { csrfGuard, parseAllowedOrigins } from './csrf';
export { DEMO_PASSWORD, seedDemoAccounts } from './demo-accounts';
export { clientAddressOf } from './identity.http';
export { identityDeps, mountIdentityRoutes } from './identity.routes';
export type { IdentityStore } from './identity.store';
export { createPgIdentityStore } from './identity.store.pg';
export { newSessionId } from './session.rules';
export { activeSession, sessionAsker } from './session.service';
