'use server';
import { getTenantByPathPrefix } from '@fierro/tenants';
import { z } from 'zod';
import { translator } from '../../../lib/i18n/messages';
import { shopperOf } from '../../../lib/site/shopper';
import { Availability } from '../components/availability';

const Input = z.object({
  site: z.string().max(40),
  variant: z.object({ id: z.string().min(1).max(40), skuId: z.string().min(1).max(40) }),
});

/**
 * Availability of a SKU for the shopper's zone and location (their cookies), rendered on the
 * server for the cached product page, which loads it after it shows (spec §2 availability).
 */
export async function loadAvailabilityView(input: z.input<typeof Input>) {
  const parsed = Input.safeParse(input);
  const tenant = parsed.success ? getTenantByPathPrefix(parsed.data.site) : undefined;
  if (!parsed.success || !tenant) return null;
  const shopper = await shopperOf(tenant);
  return (
    <Availability
      tenant={tenant}
      t={translator(tenant)}
      variant={parsed.data.variant}
      zoneId={shopper.zoneId}
      place={shopper.locationLabel}
    />
  );
}
