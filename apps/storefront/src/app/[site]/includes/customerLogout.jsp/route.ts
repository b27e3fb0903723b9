import type { NextRequest } from 'next/server';
import { logoutResponse } from '@/lib/session/logout';
import { checkoutCookiesToForget } from '@/modules/checkout/state-cookie';

/**
 * Spec §2 customer logout: revoke the session, clear its cookies and the checkout's (the next
 * person at this computer finds none of the shopper's data), go home.
 */
export async function GET(request: NextRequest, ctx: { params: Promise<{ site: string }> }) {
  const { site } = await ctx.params;
  return logoutResponse(request, site, checkoutCookiesToForget(site));
}

export const POST = GET;
