'use server';
import { getTenantByPathPrefix } from '@fierro/tenants';
import { z } from 'zod';
import { syncCartPlace } from '../../cart';
import { rememberPlace } from '../place';

const Input = z.union([
  z.object({ site: z.string().max(40), locationId: z.string().min(1).max(40) }),
  // Spec §5: a zip code holds digits and hyphens only (spaces pasted around or inside are not
  // the shopper's meaning: ` 01129-474`, `01129 474`).
  z.object({
    site: z.string().max(40),
    zipCode: z
      .string()
      .max(40)
      .transform((v) => v.replace(/\s/g, ''))
      .pipe(z.string().regex(/^[\d-]{3,12}$/)),
  }),
]);

export type ChooseLocationResult =
  | { ok: true; label: string }
  | { ok: false; reason: 'invalid' | 'notFound' | 'unavailable' };

/** Sets the price-group, zone and location-label cookies from a chosen place or zip code. */
export async function chooseLocation(input: z.input<typeof Input>): Promise<ChooseLocationResult> {
  const parsed = Input.safeParse(input);
  const tenant = parsed.success ? getTenantByPathPrefix(parsed.data.site) : undefined;
  if (!parsed.success || !tenant) return { ok: false, reason: 'invalid' };
  const place =
    'zipCode' in parsed.data
      ? { zipCode: parsed.data.zipCode }
      : { locationId: parsed.data.locationId };
  const remembered = await rememberPlace(tenant, place);
  if ('failed' in remembered) return { ok: false, reason: remembered.failed };
  // The cart there now takes the place at once (a cart made later takes it from the cookie).
  await syncCartPlace(tenant, place);
  return { ok: true, label: remembered.label };
}
