import type { NextRequest } from 'next/server';
import { logoutResponse, SALES_AGENT_COOKIES } from '@/lib/session/logout';

/** Spec §2 agent logout: the customer's logout plus the sales-agent cookies (agent issue). */
export async function GET(request: NextRequest, ctx: { params: Promise<{ site: string }> }) {
  return logoutResponse(request, (await ctx.params).site, SALES_AGENT_COOKIES);
}

export const POST = GET;
