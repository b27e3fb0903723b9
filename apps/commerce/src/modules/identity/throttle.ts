import type { TenantCode } from '@fierro/tenants';
import type { IdentityStore } from './identity.store';
import { IdentityError } from './identity-errors';
import { loginWaitMs, windowStart } from './rate-limit';

/**
 * Before a password is checked (login, the current password of a change): an attempt that must
 * still wait is refused with 429 and a Retry-After (rate-limit.ts). It is not recorded: the wait
 * already counts from the latest real failure, and a row per refusal let anyone grow
 * login_attempts at will (2,000 refused requests were 2,000 rows).
 */
export async function throttle(
  store: IdentityStore,
  attempt: { tenant: TenantCode; email: string; address: string; now: Date },
): Promise<void> {
  const { tenant, email, address, now } = attempt;
  const counts = await store.countFailures(tenant, email, address, windowStart(now));
  const wait = loginWaitMs(counts, now);
  if (wait <= 0) return;
  throw new IdentityError('TOO_MANY_ATTEMPTS', undefined, Math.ceil(wait / 1000));
}
