import 'server-only';
import {
  AcceptedResponse,
  AddressListResponse,
  AddressResponse,
  ChangePasswordResponse,
  DeletedResponse,
  EmailChangeResponse,
  EmailConfirmedResponse,
  PasswordResetResponse,
  ProfileResponse,
  ValidateResponse,
} from '@fierro/commerce/contract';
import type { Tenant } from '@fierro/tenants';
import { cache } from 'react';
import { personalCall } from './personal';

/**
 * The account area's calls (issue 23): personal, never cached across shoppers. Commerce answers
 * each route only to its owner (another shopper's id or record is a 404).
 */
type Site = Pick<Tenant, 'siteId'>;

/** Commerce did not answer (time-out, 5xx): the page shows the error page, not the login. */
export class AccountUnavailable extends Error {}

/**
 * Whose session this request carries (one call per request, whatever asks for it): null when
 * signed out; a commerce that did not answer throws (the site's error page).
 */
export const sessionUser = cache(async (siteId: string): Promise<string | null> => {
  const { data, error } = await personalCall({
    site: siteId,
    method: 'POST',
    path: '/auth/v1/validate',
    service: 'identity',
    schema: ValidateResponse,
  });
  if (error && (error.status === 0 || error.status >= 500)) throw new AccountUnavailable();
  return data?.valid && data.userId ? data.userId : null;
});

export const userPath = (userId: string, rest = '') =>
  `/myaccount/v3/users/${encodeURIComponent(userId)}${rest}`;

/** The signed-in shopper's profile, or null when signed out (or commerce did not answer). */
export const readProfile = cache(async (siteId: string) => {
  const userId = await sessionUser(siteId);
  if (!userId) return null;
  const { data, error } = await personalCall({
    site: siteId,
    path: userPath(userId),
    service: 'identity',
    schema: ProfileResponse,
  });
  if (error && (error.status === 0 || error.status >= 500)) throw new AccountUnavailable();
  return data?.profile ?? null;
});

export const accountProfile = (tenant: Site) => readProfile(tenant.siteId);

const identityCall = <T>(call: Omit<Parameters<typeof personalCall<T>>[0], 'service'>) =>
  personalCall<T>({ ...call, service: 'identity' });

/** The signed-in shopper's own writes: each names the session's user (commerce checks it). */
export async function updateProfile(tenant: Site, body: object) {
  const userId = await sessionUser(tenant.siteId);
  if (!userId) return null;
  return identityCall({
    site: tenant.siteId,
    method: 'PATCH',
    path: userPath(userId),
    body,
    schema: ProfileResponse,
  });
}

export async function requestEmailChange(tenant: Site, body: object, address: string) {
  const userId = await sessionUser(tenant.siteId);
  if (!userId) return null;
  return identityCall({
    site: tenant.siteId,
    method: 'POST',
    path: userPath(userId, '/email'),
    body,
    forwardedFor: address,
    schema: EmailChangeResponse,
  });
}

export async function changePassword(tenant: Site, body: object, address: string) {
  const userId = await sessionUser(tenant.siteId);
  if (!userId) return null;
  return identityCall({
    site: tenant.siteId,
    method: 'POST',
    path: userPath(userId, '/password'),
    body,
    forwardedFor: address,
    schema: ChangePasswordResponse,
  });
}

/** Forgotten password and e-mail confirmation: no session needed. */
export const requestPasswordReset = (tenant: Site, email: string, address: string) =>
  identityCall({
    site: tenant.siteId,
    method: 'POST',
    path: '/auth/v1/password-resets',
    body: { email },
    forwardedFor: address,
    schema: AcceptedResponse,
  });

export const resetPassword = (tenant: Site, body: { token: string; newPassword: string }) =>
  identityCall({
    site: tenant.siteId,
    method: 'POST',
    path: '/auth/v1/password-resets/confirm',
    body,
    schema: PasswordResetResponse,
  });

export const confirmEmail = (tenant: Site, token: string) =>
  identityCall({
    site: tenant.siteId,
    method: 'POST',
    path: '/myaccount/v3/email-confirmations',
    body: { token },
    schema: EmailConfirmedResponse,
  });

/** The shopper's address book (null when signed out); a commerce that did not answer throws. */
export const readAddresses = cache(async (siteId: string) => {
  const userId = await sessionUser(siteId);
  if (!userId) return null;
  const { data, error } = await identityCall({
    site: siteId,
    path: userPath(userId, '/addresses'),
    schema: AddressListResponse,
  });
  if (error && (error.status === 0 || error.status >= 500)) throw new AccountUnavailable();
  return data?.items ?? null;
});

export const accountAddresses = (tenant: Site) => readAddresses(tenant.siteId);

/** Adds an address (no id) or replaces one; commerce checks its place against the site's geography. */
export async function saveAddress(tenant: Site, addressId: string | null, body: object) {
  const userId = await sessionUser(tenant.siteId);
  if (!userId) return null;
  return identityCall({
    site: tenant.siteId,
    method: addressId ? 'PUT' : 'POST',
    path: userPath(
      userId,
      addressId ? `/addresses/${encodeURIComponent(addressId)}` : '/addresses',
    ),
    body,
    schema: AddressResponse,
  });
}

export async function deleteAddress(tenant: Site, addressId: string) {
  const userId = await sessionUser(tenant.siteId);
  if (!userId) return null;
  return identityCall({
    site: tenant.siteId,
    method: 'DELETE',
    path: userPath(userId, `/addresses/${encodeURIComponent(addressId)}`),
    schema: DeletedResponse,
  });
}
