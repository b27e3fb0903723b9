import type { TenantCode } from '@fierro/tenants';
import type { IdentityProviderName } from './identity-provider';

/**
 * What the account's own flows need from the database (issue 23), beside the IdentityStore:
 * single-use links (password reset, e-mail change, provider link), the limits other than
 * login's, the mails written to the outbox, and the address book. Implemented over PostgreSQL (account.store.pg.ts).
 */
export type TokenPurpose = 'password_reset' | 'email_change' | 'provider_link';

/** The identity a provider link would link: its provider and its stable id there. */
export interface ExternalRef {
  provider: IdentityProviderName;
  subject: string;
}

/** The mails of the account, sent by the job queue from outbox rows (account.jobs.ts). */
export type AccountMailJob =
  | { template: TokenPurpose; tokenId: string }
  | { template: 'welcome' | 'registered_again'; userId: string; tenant: TenantCode }
  | EmailChangeNotice;

/**
 * The notice to the address an e-mail change leaves (asked for, then confirmed): it names that
 * address, as the account's own is the new one by the time a confirmed change is mailed.
 */
export interface EmailChangeNotice {
  template: 'email_change_requested' | 'email_changed';
  userId: string;
  tenant: TenantCode;
  oldEmail: string;
  newEmail: string;
}

export interface IssuedToken {
  id: string;
  userId: string;
  tenant: TenantCode;
  purpose: TokenPurpose;
  email: string;
  firstName: string;
  newEmail: string | null;
  /** A provider link's provider (null for the other purposes). */
  provider: IdentityProviderName | null;
}

export interface SavedAddress {
  id: string;
  siteId: string;
  label: string | null;
  locationId: string | null;
  zipCode: string | null;
  street: string;
  number: string;
  apartment: string | null;
  isDefault: boolean;
}

export type AddressInput = Omit<SavedAddress, 'id' | 'siteId'>;

export interface AccountStore {
  /**
   * Asks for a link (one transaction): earlier unused links of the same purpose end, a token row
   * without a hash is written with its deadline, and an outbox row for its mail (and one for
   * `notice`, when given).
   */
  requestToken(input: {
    userId: string;
    purpose: TokenPurpose;
    newEmail: string | null;
    /** A provider link's identity. */
    external?: ExternalRef;
    at: Date;
    expiresAt: Date;
    notice?: AccountMailJob;
  }): Promise<string>;
  /** The mail job: sets the token's hash (once, while unused and unexpired) and says whom to mail. */
  issueToken(tokenId: string, tokenHash: string, at: Date): Promise<IssuedToken | null>;
  markMailed(tokenId: string, at: Date): Promise<void>;
  /**
   * A forgotten password's link used: the token is taken (marked used, one statement) if it is
   * an unused, unexpired reset link; its user's id, or null. Taken before the new password is
   * hashed, so a made-up token costs a lookup and not argon2, and of two uses of one token
   * exactly one gets the id (the other is refused without hashing either).
   */
  takeResetLink(tokenHash: string, at: Date): Promise<string | null>;
  /**
   * The password a taken reset link set (one transaction): the password replaced, every session
   * of the user ended, every other link of the user ended and the identity providers linked to
   * the account unlinked.
   */
  resetPassword(userId: string, passwordHash: string, at: Date): Promise<void>;
  /**
   * A password changed by its owner (one transaction): the new hash, every session but `keep`
   * ended, and every unused link of the user (password reset, e-mail change, provider link) ended.
   */
  changePassword(userId: string, passwordHash: string, keep: string, at: Date): Promise<void>;
  /**
   * A provider link used (one transaction): the token is taken if unused and unexpired, and its
   * identity linked to the token's user. null (nothing changes) when the token is not such a
   * link, or its identity was meanwhile linked to another account.
   */
  linkProvider(
    tokenHash: string,
    at: Date,
  ): Promise<{ userId: string; provider: IdentityProviderName } | null>;
  /**
   * An e-mail change's link used: the address moves unless another account of the site has it,
   * and the address it leaves is told (an outbox row in the same transaction).
   */
  confirmEmail(
    tokenHash: string,
    at: Date,
  ): Promise<{ userId: string; email: string } | 'EMAIL_TAKEN' | null>;
  /** A mail to a user through the outbox (welcome, a registration with their address). */
  enqueueMail(job: AccountMailJob): Promise<void>;
  countAttempts(kind: string, subject: string, since: Date): Promise<number>;
  recordAttempt(kind: string, subject: string, at: Date): Promise<void>;
  /**
   * Records an attempt of `subject` if fewer than `max` were recorded since `since`, and says
   * whether it was. One subject's attempts take turns (a lock on it), so a concurrent burst lets
   * exactly `max` through, however many processes answer it.
   */
  takeAttempt(kind: string, subject: string, since: Date, max: number, at: Date): Promise<boolean>;
  /** Forgets attempts older than `before` (no limit looks back further): the table stays small. */
  purgeAttempts(before: Date): Promise<number>;
  listAddresses(userId: string, siteId: string): Promise<SavedAddress[]>;
  /**
   * A new address; the first one, or one marked default, becomes the only default. null when the
   * user already holds `max` on the site (counted under the user's lock, so a burst stops there).
   */
  createAddress(
    userId: string,
    siteId: string,
    input: AddressInput,
    max: number,
  ): Promise<SavedAddress | null>;
  /** null when the address is not this user's (on this site). */
  updateAddress(
    userId: string,
    siteId: string,
    id: string,
    input: AddressInput,
  ): Promise<SavedAddress | null>;
  deleteAddress(userId: string, siteId: string, id: string): Promise<boolean>;
}
