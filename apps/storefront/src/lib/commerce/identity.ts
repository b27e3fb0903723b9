import {
  AcceptedResponse,
  LoginResponse,
  LogoutResponse,
  ProviderLinkedResponse,
  RefreshSessionResponse,
  RegisterResponse,
  TestProviderTokenResponse,
} from '@fierro/commerce/contract';
import type { Tenant } from '@fierro/tenants';
import { z } from 'zod';
import { type CommerceCall, personalCallIn, type ShopperRequest } from './gateway';

/**
 * The identity calls (spec §7: refresh-session, login, logout, my-account users): personal calls
 * through the gateway, so each carries the tenant, the channel, the tracing headers, the session
 * as `Authorization`, the route time-out and the contract's schema. Server-side only, so the
 * session id stays in its HttpOnly cookie. The caller gives the shopper's request: the proxy and
 * route handlers their NextRequest, server actions personal.ts `currentRequest()`.
 */
const identityCall = <T>(
  request: ShopperRequest,
  tenant: Pick<Tenant, 'siteId'>,
  call: Omit<CommerceCall<T>, 'session' | 'tracing' | 'site' | 'service'>,
) => personalCallIn<T>(request, { ...call, site: tenant.siteId, service: 'identity' });

/** A refused refresh is an inactive session; `null` is "unknown" (see `refresh`). */
const INACTIVE = { active: false, status: 'inactive', isAgent: false } as const;

export const identity = {
  /**
   * POST refresh-session (body sessionId), run by the proxy on every signed-in navigation. A
   * refusal (4xx) is an inactive session; null means commerce failed, timed out or is
   * unreachable, which keeps the cookie (lib/session/refresh.ts).
   */
  refresh: async (
    request: ShopperRequest,
    tenant: Pick<Tenant, 'siteId'>,
    sessionId: string,
  ): Promise<RefreshSessionResponse | null> => {
    const { data, error } = await identityCall(request, tenant, {
      method: 'POST',
      path: '/session/refresh',
      body: { sessionId },
      schema: RefreshSessionResponse,
    });
    if (data) return data;
    return error.kind === 'status' && error.status < 500 ? INACTIVE : null;
  },
  login: (
    request: ShopperRequest,
    tenant: Pick<Tenant, 'siteId'>,
    body: object,
    clientAddress: string,
  ) =>
    identityCall(request, tenant, {
      method: 'POST',
      path: '/auth/v1/login',
      body,
      forwardedFor: clientAddress,
      schema: LoginResponse,
    }),
  /** Revokes the session of the request's session cookie. */
  logout: (request: ShopperRequest, tenant: Pick<Tenant, 'siteId'>) =>
    identityCall(request, tenant, {
      method: 'POST',
      path: '/auth/v1/logout',
      schema: LogoutResponse,
    }),
  /** Registration is limited per client address (issue 20): the shopper's, not ours. */
  register: (
    request: ShopperRequest,
    tenant: Pick<Tenant, 'siteId'>,
    body: object,
    clientAddress: string,
  ) =>
    identityCall(request, tenant, {
      method: 'POST',
      path: '/myaccount/v3/users',
      body,
      forwardedFor: clientAddress,
      schema: RegisterResponse,
    }),
  /** The test identity provider's login: a token for the identity typed at our stand-in page. */
  testProviderToken: (request: ShopperRequest, tenant: Pick<Tenant, 'siteId'>, body: object) =>
    identityCall(request, tenant, {
      method: 'POST',
      path: '/auth/v1/test-provider/tokens',
      body,
      schema: TestProviderTokenResponse,
    }),
  /** Signs in with a provider's token (commerce verifies it and opens a new session). */
  /**
   * A session, or 202 `{ accepted }` when the identity's e-mail has an account it is not linked
   * to (as registration answers: its owner is mailed). The shopper's address counts the
   * sign-ups, as registration's does.
   */
  socialLogin: (
    request: ShopperRequest,
    tenant: Pick<Tenant, 'siteId'>,
    body: { provider: string; token: string; acceptTerms: boolean },
    clientAddress: string,
  ) =>
    identityCall(request, tenant, {
      method: 'POST',
      path: '/auth/v1/social-login',
      body,
      forwardedFor: clientAddress,
      schema: z.union([LoginResponse, AcceptedResponse]),
    }),
  /**
   * Uses the single-use link mailed to the account's address: the identity is linked to the
   * account, and nobody is signed in (the shopper then uses the provider's button).
   */
  confirmProviderLink: (request: ShopperRequest, tenant: Pick<Tenant, 'siteId'>, token: string) =>
    identityCall(request, tenant, {
      method: 'POST',
      path: '/auth/v1/provider-links/confirm',
      body: { token },
      schema: ProviderLinkedResponse,
    }),
};
