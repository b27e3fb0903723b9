import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, primaryKey, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { at, createdAt, updatedAt } from './columns';
import { accountKind, companyRole, identityProvider, loginType } from './enums';

/**
 * Identity tables shaped for the commerce IdentityStore port (apps/commerce auth/identity.store.ts).
 * `tenant` is the tenant code (cl, homy, ...), as the port speaks it. E-mails are stored lower case.
 */
export const users = pgTable(
  'users',
  {
    id: uuid().primaryKey().defaultRandom(),
    tenant: text().notNull(),
    firstName: text().notNull(),
    lastName: text().notNull(),
    email: text().notNull(),
    documentKind: text().notNull(),
    document: text().notNull(),
    phone: text().notNull(),
    /** argon2id; null for accounts created by an identity provider only. */
    passwordHash: text(),
    /** When the shopper accepted the terms and the privacy policy at registration (issue 23). */
    termsAcceptedAt: at(),
    privacyAcceptedAt: at(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('users_tenant_email_idx').on(t.tenant, t.email)],
);

/** An identity-provider account linked to a user (Facebook, Livelo). */
export const userExternalIds = pgTable(
  'user_external_ids',
  {
    tenant: text().notNull(),
    provider: identityProvider().notNull(),
    subject: text().notNull(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.tenant, t.provider, t.subject] }),
    index('user_external_ids_user_idx').on(t.userId),
  ],
);

export const companies = pgTable(
  'companies',
  {
    id: uuid().primaryKey().defaultRandom(),
    tenant: text().notNull(),
    legalName: text().notNull(),
    documentKind: text().notNull(),
    document: text().notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('companies_tenant_document_idx').on(t.tenant, t.document)],
);

/** A user's membership of a company (one company per user in this release). */
export const companyUsers = pgTable(
  'company_users',
  {
    companyId: uuid()
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: companyRole().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.userId] }),
    uniqueIndex('company_users_user_idx').on(t.userId),
  ],
);

/**
 * Sessions: the id is an opaque random token (the cookie value). Idle and absolute expiry are
 * enforced by the session service from lastSeenAt/createdAt; the optional *ExpiresAt columns let
 * a sweeper or another policy store explicit deadlines.
 */
export const sessions = pgTable(
  'sessions',
  {
    id: text().primaryKey(),
    tenant: text().notNull(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    accountKind: accountKind().notNull(),
    loginType: loginType().notNull().default('DEFAULT'),
    /** Spec §3 session status (Active, Impersonated, ...). */
    status: text().notNull().default('Active'),
    /** isAgent: a sales agent impersonating the user. */
    impersonated: boolean().notNull().default(false),
    agentId: text(),
    createdAt: at().notNull(),
    lastSeenAt: at().notNull(),
    idleExpiresAt: at(),
    absoluteExpiresAt: at(),
    revokedAt: at(),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

/** Login attempts, counted per account (tenant + e-mail) and per client address in a window. */
export const loginAttempts = pgTable(
  'login_attempts',
  {
    id: uuid().primaryKey().defaultRandom(),
    tenant: text().notNull(),
    email: text().notNull(),
    address: text().notNull(),
    success: boolean().notNull(),
    at: at().notNull(),
  },
  (t) => [
    index('login_attempts_account_idx').on(t.tenant, t.email, t.at),
    index('login_attempts_address_idx').on(t.address, t.at),
  ],
);

/**
 * Single-use links of the account (issue 23): a password reset (30 minutes), an e-mail change
 * (to the new address) or a provider link (30 minutes: an identity-provider sign-in whose e-mail
 * has an account it is not linked to, confirmed from the account's mailbox). Only the SHA-256 of the token is kept, set by the job that mails it (the
 * token itself is never written anywhere: not here, not in the outbox, not in the job queue).
 * A token works once: `used_at` is set by the statement that accepts it.
 */
export const accountTokens = pgTable(
  'account_tokens',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text().$type<'password_reset' | 'email_change' | 'provider_link'>().notNull(),
    /** SHA-256 (hex) of the token; null until the mail job has made and sent it. */
    tokenHash: text(),
    /** The address an e-mail change goes to. */
    newEmail: text(),
    /** A provider link's identity: its provider and its stable id there. */
    provider: identityProvider(),
    subject: text(),
    createdAt: createdAt(),
    expiresAt: at().notNull(),
    mailedAt: at(),
    usedAt: at(),
  },
  (t) => [
    uniqueIndex('account_tokens_hash_idx').on(t.tokenHash),
    index('account_tokens_user_idx').on(t.userId, t.purpose),
  ],
);

/**
 * Attempts counted for a limit other than login's (issue 20 and 23): registrations and
 * forgotten-password requests per client address, e-mail changes per account.
 */
export const rateAttempts = pgTable(
  'rate_attempts',
  {
    id: uuid().primaryKey().defaultRandom(),
    kind: text().notNull(),
    subject: text().notNull(),
    at: at().notNull(),
  },
  (t) => [index('rate_attempts_subject_idx').on(t.kind, t.subject, t.at)],
);

/**
 * The shopper's address book (issue 23): delivery addresses picked through the site's geography
 * levels (a location id, the lowest level) or a zip code; at most one default per user.
 */
export const addresses = pgTable(
  'addresses',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    siteId: text().notNull(),
    label: text(),
    locationId: text(),
    zipCode: text(),
    street: text().notNull(),
    number: text().notNull(),
    apartment: text(),
    isDefault: boolean().notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('addresses_user_idx').on(t.userId, t.siteId),
    uniqueIndex('addresses_one_default_idx').on(t.userId, t.siteId).where(sql`${t.isDefault}`),
  ],
);
