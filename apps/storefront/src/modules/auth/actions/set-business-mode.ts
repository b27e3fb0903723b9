'use server';

import { getTenantByPathPrefix } from '@fierro/tenants';
import { cookies, headers } from 'next/headers';
import { z } from 'zod';
import {
  BUSINESS_CONSUMER,
  CONSUMER_COOKIE,
  consumerCookieOptions,
  expiredCookieOptions,
} from '@/lib/session/cookies';
import { isSameOriginRequest } from '@/lib/session/origin';
import { cookieContext } from '@/lib/session/server';
import type { ActionResult } from './result';

const Input = z.object({ site: z.string().max(40), business: z.boolean() });

/** The header's business switch: `consumer=b2b` turns business mode (and its page guard) on. */
export async function setBusinessMode(input: unknown): Promise<ActionResult> {
  if (!isSameOriginRequest(await headers())) return { ok: false, code: 'CSRF' };
  const parsed = Input.safeParse(input);
  const tenant = parsed.success ? getTenantByPathPrefix(parsed.data.site) : undefined;
  if (!parsed.success || !tenant) return { ok: false, code: 'INVALID_SITE' };
  const ctx = await cookieContext(tenant);
  const jar = await cookies();
  if (parsed.data.business) {
    jar.set(CONSUMER_COOKIE, BUSINESS_CONSUMER, consumerCookieOptions(ctx));
  } else {
    jar.set(CONSUMER_COOKIE, '', expiredCookieOptions(ctx));
  }
  return { ok: true };
}
