'use server';
import { getTenantByPathPrefix } from '@fierro/tenants';
import { cookies } from 'next/headers';
import { z } from 'zod';
import { cookieContext } from '../../../lib/session/server';
import { facts } from '../../../lib/site/tenant-facts';
import { syncCartPlace } from '../../cart';

const Input = z.object({ site: z.string().max(40), storeId: z.string().regex(/^[\w-]{1,24}$/) });

/** "Mi tienda": the pickup store cookie (the registry's store cookie name). */
export async function chooseStore(input: z.input<typeof Input>): Promise<{ ok: boolean }> {
  const parsed = Input.safeParse(input);
  const tenant = parsed.success ? getTenantByPathPrefix(parsed.data.site) : undefined;
  if (!parsed.success || !tenant) return { ok: false };
  const jar = await cookies();
  jar.set(facts(tenant).storeCookieName, parsed.data.storeId, {
    path: (await cookieContext(tenant)).path,
    sameSite: 'lax',
    maxAge: 365 * 24 * 60 * 60,
  });
  // The cart's store too (where a buy-at-store cart is reserved, the preferred pickup store).
  await syncCartPlace(tenant, { storeId: parsed.data.storeId });
  return { ok: true };
}
