import 'server-only';
import {
  CartResponse,
  OrderResponse,
  PaymentOptionsResponse,
  type PlaceOrderBody,
  ProfileResponse,
  TestChallengeResult,
  TokenResponse,
  ValidateResponse,
} from '@fierro/commerce/contract';
import type { Tenant } from '@fierro/tenants';
import { headers } from 'next/headers';
import { clientAddressOf } from '../security/peer-address';
import { personalCall } from './personal';

/**
 * The checkout's calls (issue 22): personal, never cached. The card's fields go to the test
 * gateway's tokenisation and nowhere else (the order carries only its token); nothing here logs a
 * body.
 */
type Site = Pick<Tenant, 'siteId'>;

/**
 * The cart. `shown`: the checkout page shows its prices, so its read records them as seen
 * (`rebuildDependencies`): an order placed at prices other than the ones last shown is refused
 * with the new ones. The actions' own reads (the one before placing above all) record nothing.
 */
export const readCart = (tenant: Site, cartId: string, shown = false) =>
  personalCall({
    site: tenant.siteId,
    path: `/checkout/v1/carts/${encodeURIComponent(cartId)}?rebuildDependencies=${shown}`,
    schema: CartResponse,
  });

/** The signed-in shopper's open cart of the site (commerce answers it to the session). */
export const ownOpenCart = (tenant: Site) =>
  personalCall({
    site: tenant.siteId,
    method: 'POST',
    path: '/checkout/v1/carts',
    body: { siteId: tenant.siteId },
    schema: CartResponse,
  });

/** Moves the cart to the delivery address's place (the cart's location decides the zone). */
export const moveCart = (
  tenant: Site,
  cartId: string,
  version: number,
  place: { locationId: string } | { zipCode: string },
) =>
  personalCall({
    site: tenant.siteId,
    method: 'PUT',
    path: `/checkout/v1/carts/${encodeURIComponent(cartId)}/location`,
    body: place,
    ifMatch: version,
    schema: CartResponse,
  });

export const paymentOptions = (tenant: Site, cartId: string) =>
  personalCall({
    site: tenant.siteId,
    path: `/checkout/v1/carts/${encodeURIComponent(cartId)}/payment-options`,
    schema: PaymentOptionsResponse,
  });

/** The TEST gateway's tokenisation: card fields in, a token (brand, last four) out. */
export const tokenizeCard = (
  tenant: Pick<Tenant, 'siteId' | 'lang'>,
  card: { number: string; expiry: string; cvv: string; holder: string },
) =>
  personalCall({
    site: tenant.siteId,
    method: 'POST',
    path: '/payments/v1/test-gateway/tokens',
    query: { lang: tenant.lang },
    body: card,
    schema: TokenResponse,
  });

/**
 * POST /checkout/v1/orders with the attempt's Idempotency-Key and the shopper's address (commerce
 * counts a shopper's unpaid pay-at-store holds by it).
 */
export const placeOrder = async (tenant: Site, body: PlaceOrderBody, idempotencyKey: string) =>
  personalCall({
    site: tenant.siteId,
    method: 'POST',
    path: '/checkout/v1/orders',
    body,
    headers: { 'idempotency-key': idempotencyKey },
    forwardedFor: clientAddressOf(await headers()),
    schema: OrderResponse,
  });

/** An order for its owner: the session's, or a guest's with the confirmation link's token. */
export const readOrder = (tenant: Site, orderId: string, token: string | null) =>
  personalCall({
    site: tenant.siteId,
    path: `/checkout/v1/orders/${encodeURIComponent(orderId)}`,
    ...(token ? { headers: { 'x-order-token': token } } : {}),
    schema: OrderResponse,
  });

/**
 * The cardholder's answer on our page, which stands in for the issuer's (the TEST gateway takes
 * it), then the order asks the gateway how the challenge ended and settles: commerce never takes
 * the outcome from us. An answer already given (another tab) leaves the order to say where it is.
 */
export async function answerChallenge(
  tenant: Site,
  orderId: string,
  token: string | null,
  passed: boolean,
) {
  const order = await readOrder(tenant, orderId, token);
  const challengeId = order.data?.challengeId;
  if (challengeId && order.data?.status === 'PAYMENT_PENDING') {
    await personalCall({
      site: tenant.siteId,
      method: 'POST',
      path: `/payments/v1/test-gateway/challenges/${encodeURIComponent(challengeId)}`,
      body: { passed },
      schema: TestChallengeResult,
    });
  }
  return personalCall({
    site: tenant.siteId,
    method: 'POST',
    path: `/checkout/v1/orders/${encodeURIComponent(orderId)}/challenge`,
    ...(token ? { headers: { 'x-order-token': token } } : {}),
    schema: OrderResponse,
  });
}

/** The signed-in shopper's profile (to fill the contact in), or null for a guest. */
export async function signedInProfile(tenant: Site) {
  const { data: session } = await personalCall({
    site: tenant.siteId,
    method: 'POST',
    path: '/auth/v1/validate',
    service: 'identity',
    schema: ValidateResponse,
  });
  if (!session?.valid || !session.userId) return null;
  const { data } = await personalCall({
    site: tenant.siteId,
    path: `/myaccount/v3/users/${encodeURIComponent(session.userId)}`,
    service: 'identity',
    schema: ProfileResponse,
  });
  return data?.profile ?? null;
}
