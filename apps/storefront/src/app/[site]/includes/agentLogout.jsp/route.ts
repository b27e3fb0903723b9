import type { NextRequest } from 'next/server';
import { logoutResponse, SALES_AGENT_COOKIES } from '@/lib/session/logout';
import { checkoutCookiesToForget } from '@/modules/checkout/state-cookie';

/** Spec §2 agent logout: the customer's logout plus the sales-agent cookies (agent issue). */
export async function GET(request: NextRequest, ctx: { params: Promise<{ site: string }> }) {
  const { site } = await ctx.params;
  const checkout = checkoutCookiesToForget(site);
  return logoutResponse(request, site, {
    ...checkout,
    cookies: [...checkout.cookies, ...SALES_AGENT_COOKIES],
  });
}

export const POST = GET;
