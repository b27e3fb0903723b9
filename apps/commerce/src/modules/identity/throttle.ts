import type { TenantCode } from '@fierro/tenants';
import type { IdentityStore } from './identity.store';
import { IdentityError } from './identity-errors';
import { loginWaitMs, windowStart } from './rate-limit';

/**
 * Before a password is checked (login, the current password of a change): an attempt that must
 * still wait is refused with 429 and a Retry-After, and counted as a failure (rate-limit.ts).
 */
export async function throttle(
  store: IdentityStore,
  attempt: { tenant: TenantCode; email: string; address: string; now: Date },
): Promise<void> {
  const { tenant, email, address, now } = attempt;
  const counts = await store.countFailures(tenant, email, address, windowStart(now));
  const wait = loginWaitMs(counts, now);
  if (wait <= 0) return;
  await store.recordAttempt({ tenant, email, address, success: false, at: now });
  throw new IdentityError('TOO_MANY_ATTEMPTS', undefined, Math.ceil(wait / 1000));
}
