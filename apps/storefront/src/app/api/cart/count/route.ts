import { getTenantByPathPrefix } from '@fierro/tenants';
import { type NextRequest, NextResponse } from 'next/server';
import { cartCount } from '@/modules/cart';

/**
 * The header's cart count (issue 21), asked by the browser after a cached page loads: the cached
 * HTML carries no cart. Per shopper (the `cartId` and session cookies), never stored anywhere.
 * Outside the site prefix so the proxy (session refresh, page guard) does not run for it.
 */
export async function GET(req: NextRequest) {
  const tenant = getTenantByPathPrefix(req.nextUrl.searchParams.get('site') ?? '');
  if (!tenant) return NextResponse.json({ count: 0 }, { status: 404 });
  const count = await cartCount(tenant);
  return NextResponse.json(
    { count },
    { headers: { 'cache-control': 'private, no-store', vary: 'cookie' } },
  );
}
