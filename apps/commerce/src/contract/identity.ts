import { z } from 'zod';

/**
 * Commerce identity contract (issue 8): request headers and response bodies of the session,
 * auth and my-account routes. The storefront imports these types (type-only).
 * Errors on every route: `{ errors: [{ code, message, field? }] }`.
 */

/** Headers of the spec's session calls (§7). */
export const SESSION_HEADERS = { tenant: 'tenant-b2b', channel: 'x-channel-id' } as const;

/** POST /session/refresh body. */
export const RefreshSessionRequest = z.object({ sessionId: z.string().max(200) });
/** POST /session/refresh answer (spec §3/§4): an unknown or expired id is inactive. */
export const RefreshSessionResponse = z.object({
  active: z.boolean(),
  status: z.enum(['active', 'inactive', 'Impersonated']),
  isAgent: z.boolean(),
});
export type RefreshSessionResponse = z.infer<typeof RefreshSessionResponse>;

/** GET /session/user answer: userRole is '' by default (a person), else the company role. */
export const UserDetailsResponse = z.object({
  userRole: z.enum(['', 'admin', 'buyer']),
});
export type UserDetailsResponse = z.infer<typeof UserDetailsResponse>;

export const Profile = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  document: z.string(),
  documentKind: z.string(),
  phone: z.string(),
  company: z
    .object({
      id: z.string(),
      legalName: z.string(),
      document: z.string(),
      role: z.enum(['admin', 'buyer']),
    })
    .nullable(),
});
export type Profile = z.infer<typeof Profile>;

/**
 * POST /auth/v1/login and /auth/v1/social-login answer. The storefront stores `sessionId` in
 * its HttpOnly session cookie and `userRole` in the user-role cookie.
 */
export const LoginResponse = z.object({
  sessionId: z.string(),
  status: z.enum(['active', 'Impersonated']),
  loginType: z.enum(['DEFAULT', 'LIVELO']),
  accountKind: z.enum(['person', 'company']),
  userRole: z.enum(['', 'admin', 'buyer']),
  profile: Profile,
});
export type LoginResponse = z.infer<typeof LoginResponse>;

/** POST /auth/v1/validate answer: whether the Authorization session is valid, and whose. */
export const ValidateResponse = z.object({
  valid: z.boolean(),
  userId: z.string().nullable(),
  accountKind: z.enum(['person', 'company']).nullable(),
});
export type ValidateResponse = z.infer<typeof ValidateResponse>;

/** POST /auth/v1/logout answer. */
export const LogoutResponse = z.object({ success: z.literal(true) });

/**
 * POST /myaccount/v3/users (register) answer, 202 (issue 20): the same whether the e-mail was new
 * (the account is created; a welcome mail) or had an account (its owner gets a notice mail).
 */
export const RegisterResponse = z.object({ accepted: z.literal(true) });
/** GET/PATCH /myaccount/v3/users/{id} answer. */
export const ProfileResponse = z.object({ profile: Profile });
/** POST /myaccount/v3/users/{id}/password answer. */
export const ChangePasswordResponse = z.object({ success: z.literal(true) });

/** Login options a site offers (GET /auth/v1/options?site=), from the tenant registry. */
export const LoginOptionsResponse = z.object({
  companyLogin: z.boolean(),
  facebookLogin: z.boolean(),
  loginTypes: z.array(z.enum(['DEFAULT', 'LIVELO'])),
  personDocument: z.object({ kind: z.string(), label: z.string() }),
  companyDocument: z.object({ kind: z.string(), label: z.string() }),
});
export type LoginOptionsResponse = z.infer<typeof LoginOptionsResponse>;

/** POST /auth/v1/test-provider/tokens answer: a token of the built-in test identity provider. */
export const TestProviderTokenResponse = z.object({ token: z.string() });

/** POST /auth/v1/password-resets answer, 202: the same whether or not the e-mail has an account. */
export const AcceptedResponse = z.object({ accepted: z.literal(true) });
/** POST /myaccount/v3/users/{id}/email answer, 202: a link went to the new address. */
export const EmailChangeResponse = z.object({
  accepted: z.literal(true),
  pendingEmail: z.string(),
});
/** POST /myaccount/v3/email-confirmations answer: the account's address now. */
export const EmailConfirmedResponse = z.object({ email: z.string() });
/** POST /auth/v1/password-resets/confirm answer. */
export const PasswordResetResponse = z.object({ success: z.literal(true) });
/**
 * POST /auth/v1/provider-links/confirm answer: the identity is linked to the account (nobody is
 * signed in: the shopper then signs in with the provider or the password).
 */
export const ProviderLinkedResponse = z.object({
  linked: z.literal(true),
  provider: z.enum(['FACEBOOK', 'LIVELO']),
});
export type ProviderLinkedResponse = z.infer<typeof ProviderLinkedResponse>;

/** An address of the shopper's book (issue 23), with its place named (deepest level first). */
export const SavedAddress = z.object({
  id: z.string(),
  label: z.string().nullable(),
  locationId: z.string().nullable(),
  zipCode: z.string().nullable(),
  street: z.string(),
  number: z.string(),
  apartment: z.string().nullable(),
  isDefault: z.boolean(),
  /** The place's names, deepest first ("Providencia, Santiago, Metropolitana"). */
  place: z.string(),
  /** The place's ids from the top level down (to fill the level pickers). */
  path: z.array(z.string()),
});
export type SavedAddress = z.infer<typeof SavedAddress>;
export const AddressListResponse = z.object({ items: z.array(SavedAddress) });
export type AddressListResponse = z.infer<typeof AddressListResponse>;
export const AddressResponse = z.object({ address: SavedAddress });
export const DeletedResponse = z.object({ success: z.literal(true) });
