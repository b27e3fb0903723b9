import type { AccountKind, DocumentKind, LoginType } from '@fierro/domain';
import type { TenantCode } from '@fierro/tenants';
import type { FailureCounts } from './rate-limit';

/**
 * What the identity services need from the database (issue 8). The Drizzle repository over
 * packages/db's users, companies, company users, sessions and login-attempts tables implements
 * it; services never see SQL.
 */
export type CompanyRole = 'admin' | 'buyer';

export interface UserRecord {
  id: string;
  tenant: TenantCode;
  firstName: string;
  lastName: string;
  email: string;
  documentKind: DocumentKind;
  document: string;
  phone: string;
  /** argon2id hash; null for accounts created by an identity provider only. */
  passwordHash: string | null;
  company: { id: string; legalName: string; document: string; role: CompanyRole } | null;
}

export interface NewUser extends Omit<UserRecord, 'id' | 'company'> {
  createdAt: Date;
  /** When the terms and the privacy policy were accepted (registration, issue 23). */
  acceptedAt?: Date;
  external?: { provider: 'FACEBOOK' | 'LIVELO'; subject: string };
}

export interface NewCompany {
  tenant: TenantCode;
  legalName: string;
  documentKind: DocumentKind;
  document: string;
  createdAt: Date;
}

export interface SessionRecord {
  id: string;
  tenant: TenantCode;
  userId: string;
  accountKind: AccountKind;
  loginType: LoginType;
  createdAt: Date;
  lastSeenAt: Date;
  revokedAt: Date | null;
  impersonated: boolean;
}

export interface LoginAttempt {
  tenant: TenantCode;
  email: string;
  address: string;
  success: boolean;
  at: Date;
}

export interface IdentityStore {
  findUserByEmail(tenant: TenantCode, email: string): Promise<UserRecord | null>;
  findUserById(tenant: TenantCode, id: string): Promise<UserRecord | null>;
  findUserByExternal(
    tenant: TenantCode,
    provider: 'FACEBOOK' | 'LIVELO',
    subject: string,
  ): Promise<UserRecord | null>;
  /**
   * Creates the user, and the company with the user as its admin when given, atomically; a
   * taken e-mail (per tenant) or company document (per tenant) creates nothing.
   */
  createUser(
    user: NewUser,
    company?: NewCompany,
  ): Promise<UserRecord | 'EMAIL_TAKEN' | 'COMPANY_TAKEN'>;
  updateUser(
    tenant: TenantCode,
    id: string,
    patch: Partial<
      Pick<UserRecord, 'firstName' | 'lastName' | 'phone' | 'document' | 'passwordHash'>
    >,
  ): Promise<UserRecord>;
  countFailures(
    tenant: TenantCode,
    email: string,
    address: string,
    since: Date,
  ): Promise<FailureCounts>;
  recordAttempt(attempt: LoginAttempt): Promise<void>;
  /**
   * Forgets up to `limit` login attempts older than `before` (the throttle looks back 15
   * minutes); how many went.
   */
  purgeLoginAttempts(before: Date, limit: number): Promise<number>;
  /**
   * Opens a session; the account keeps at most MAX_SESSIONS_PER_ACCOUNT (session.rules.ts): the
   * least recently used beyond it (ended ones first) are deleted in the same transaction.
   */
  createSession(session: SessionRecord): Promise<void>;
  findSession(id: string): Promise<SessionRecord | null>;
  touchSession(id: string, at: Date): Promise<void>;
  revokeSession(id: string, at: Date): Promise<void>;
  /** Revokes every open session of the user but `keep` (a password change); how many ended. */
  revokeOtherSessions(userId: string, keep: string, at: Date): Promise<number>;
  /**
   * Deletes up to `limit` sessions that ended (revoked, idle or past their absolute limit) before
   * `before`; how many went.
   */
  sweepSessions(before: Date, limit: number): Promise<number>;
}
