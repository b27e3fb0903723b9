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

/** POST /myaccount/v3/users (register) answer, 201. */
export const RegisterResponse = z.object({ profile: Profile });
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
