import type { NextRequest } from 'next/server';
import { logoutResponse } from '@/lib/session/logout';

/** Spec §2 customer logout: revoke the session, clear its cookies, go home. */
export async function GET(request: NextRequest, ctx: { params: Promise<{ site: string }> }) {
  return logoutResponse(request, (await ctx.params).site);
}

export const POST = GET;
