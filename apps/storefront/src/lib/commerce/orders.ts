import 'server-only';
import {
  BuyAgainResponse,
  CaptchaChallengeResponse,
  MembershipResponse,
  OrderListResponse,
  OrderLookupResponse,
  OrderResponse,
  OrderReturnsResponse,
  ReturnRequest,
  type ReturnRequestBody,
} from '@fierro/commerce/contract';
import type { Tenant } from '@fierro/tenants';
import { headers } from 'next/headers';
import { clientAddressOf } from '../security/peer-address';
import { personalCall } from './personal';

/**
 * The shopper's orders after the sale (issue 23): personal calls, never cached. Commerce answers
 * each only to the order's owner (anyone else gets a 404) and the guest lookup only to who knows
 * both the number and the e-mail, limited per address (sent as the shopper's, issue 20).
 */
type Site = Pick<Tenant, 'siteId'>;
const order = (orderId: string, rest = '') =>
  `/checkout/v1/orders/${encodeURIComponent(orderId)}${rest}`;

export const listMyOrders = (tenant: Site, page: number, perPage: number) =>
  personalCall({
    site: tenant.siteId,
    path: '/checkout/v1/orders',
    query: { siteId: tenant.siteId, page: String(page), perPage: String(perPage) },
    schema: OrderListResponse,
  });

export const readMyOrder = (tenant: Site, orderId: string) =>
  personalCall({ site: tenant.siteId, path: order(orderId), schema: OrderResponse });

export const readOrderReturns = (tenant: Site, orderId: string) =>
  personalCall({
    site: tenant.siteId,
    path: order(orderId, '/returns'),
    schema: OrderReturnsResponse,
  });

export const askReturn = (tenant: Site, orderId: string, body: ReturnRequestBody) =>
  personalCall({
    site: tenant.siteId,
    method: 'POST',
    path: order(orderId, '/returns'),
    body,
    schema: ReturnRequest,
  });

export const buyOrderAgain = (tenant: Site, orderId: string) =>
  personalCall({
    site: tenant.siteId,
    method: 'POST',
    path: order(orderId, '/buy-again'),
    schema: BuyAgainResponse,
  });

export const readMembership = (tenant: Site, page: number) =>
  personalCall({
    site: tenant.siteId,
    path: '/myaccount/v1/membership',
    query: { siteId: tenant.siteId, page: String(page), perPage: '10' },
    schema: MembershipResponse,
  });

/** A fresh captcha challenge for the lookup form (or none where the site asks for none). */
export const lookupChallenge = (tenant: Site) =>
  personalCall({
    site: tenant.siteId,
    path: '/checkout/v1/orders/lookup/challenge',
    query: { siteId: tenant.siteId },
    schema: CaptchaChallengeResponse,
  });

export const lookupOrder = async (
  tenant: Site,
  body: { orderNumber: string; email: string; captcha?: string },
) =>
  personalCall({
    site: tenant.siteId,
    method: 'POST',
    path: '/checkout/v1/orders/lookup',
    body: { siteId: tenant.siteId, ...body },
    forwardedFor: clientAddressOf(await headers()),
    schema: OrderLookupResponse,
  });
