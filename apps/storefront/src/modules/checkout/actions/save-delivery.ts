'use server';

import { addressSchema, checkoutUrl, placeLevelToPick } from '@fierro/domain';
import type { Tenant } from '@fierro/tenants';
import { redirect } from 'next/navigation';
import { geoChildren } from '../../../lib/commerce';
import { readAddresses } from '../../../lib/commerce/account';
import { moveCart, readCart } from '../../../lib/commerce/checkout';
import { rememberPlace } from '../../shell/place';
import { blankToMissing, fieldErrorsOf, fieldsOf } from '../form-data';
import { checkoutTranslator } from '../messages';
import { type AddressParts, addressMatchesCart, shipsHome } from '../state';
import { writeState } from '../state-cookie';
import { answer, genericError, nextStepUrl, stepContext } from './context';
import type { StepResult } from './step-result';

/**
 * The level a posted place picker still needs (see `placeLevelToPick`), reading what is under
 * its deepest pick.
 */
async function placeStillNeeded(tenant: Tenant, picked: string[]): Promise<number | null> {
  if (picked.length === 0) return null;
  const deepest = picked.findLastIndex((id) => id !== '');
  const under =
    deepest >= 0 && deepest < picked.length - 1
      ? ((await geoChildren(tenant.siteId, picked[deepest]!)).data?.items ?? [])
      : [];
  return placeLevelToPick(
    picked.map((id, depth) => ({
      picked: id,
      // Only the level under the deepest pick matters; the others are not read.
      options: depth === deepest + 1 ? under : [null],
    })),
  );
}

/** The place picker's fields: one per geography level (`place0`, `place1`, ...), or a zip code. */
const PLACE_LEVELS = ['place0', 'place1', 'place2', 'place3'] as const;
const FIELDS = [
  ...PLACE_LEVELS,
  'zipCode',
  'street',
  'number',
  'apartment',
  'savedAddressId',
] as const;
const SAVED_ID = /^[0-9a-f-]{36}$/i;

/**
 * Step 2: where the goods go. Lines collected or bought at a store need nothing more; a home
 * delivery needs an address in the cart's location, which decides the zone, its prices and dates.
 * A place other than the cart's moves the cart there first (commerce reprices it).
 */
export async function saveDelivery(_prev: StepResult, data: FormData): Promise<StepResult> {
  const ctx = await stepContext(data);
  if ('error' in ctx) {
    if (ctx.error === 'NO_CART' && ctx.tenant) redirect(checkoutUrl(ctx.tenant));
    return { ok: false, formError: genericError(ctx.tenant) };
  }
  const { tenant, cartId, state } = ctx;
  const t = checkoutTranslator(tenant);
  const { data: cart } = await readCart(tenant, cartId);
  if (!cart) return answer(tenant, 'delivery', { ok: false, formError: genericError(tenant) });
  if (!shipsHome(cart)) {
    const none = { locationId: null, zipCode: null, street: null, number: null, apartment: null };
    await writeState(tenant, { ...state, delivery: none });
    redirect(nextStepUrl(tenant, 'delivery'));
  }

  const values = fieldsOf(data, FIELDS);
  const levels = tenant.locationSelector.kind === 'levels' ? tenant.locationSelector.levels : [];
  // A refused place's message goes beside the deepest level picked (the last when none).
  const pickedDepth = PLACE_LEVELS.slice(0, levels.length).findLastIndex((k) => Boolean(values[k]));
  const placeField = `place${pickedDepth === -1 ? levels.length - 1 : pickedDepth}`;
  const fieldErrors: Record<string, string> = {};
  // One of a signed-in shopper's saved addresses: its own fields, read from the book (never
  // from the form), so another shopper's address cannot be named.
  const savedId = String(values.savedAddressId ?? '');
  let given: Record<string, unknown>;
  if (savedId) {
    const book = SAVED_ID.test(savedId)
      ? await readAddresses(tenant.siteId).catch(() => null)
      : null;
    const saved = book?.find((a) => a.id === savedId);
    if (!saved) {
      return answer(tenant, 'delivery', {
        ok: false,
        fieldErrors: { savedAddressId: t('delivery.savedGone') },
        values,
      });
    }
    given = {
      ...(tenant.isZipCodeCountry ? { zipCode: saved.zipCode } : { locationId: saved.locationId }),
      street: saved.street,
      number: saved.number,
      apartment: saved.apartment,
    };
  } else {
    const picked = PLACE_LEVELS.slice(0, levels.length).map((k) => String(values[k] ?? ''));
    const deepest = picked.findLast((id) => id !== '');
    // A delivery goes to the last level (a comuna, a city), not to a whole region, unless the
    // place picked has none under it (a department without cities).
    const missing = await placeStillNeeded(tenant, picked);
    if (missing !== null) fieldErrors[`place${missing}`] = t('choose');
    given = {
      ...(tenant.isZipCodeCountry ? { zipCode: values.zipCode } : { locationId: deepest }),
      street: values.street,
      number: values.number,
      apartment: values.apartment,
    };
  }
  const parsed = addressSchema(tenant).safeParse(blankToMissing(given));
  if (!parsed.success) Object.assign(fieldErrors, fieldErrorsOf(parsed.error.issues));
  if (!parsed.success || Object.keys(fieldErrors).length > 0) {
    if (fieldErrors.locationId) fieldErrors[placeField] ??= fieldErrors.locationId;
    return answer(tenant, 'delivery', { ok: false, fieldErrors, values });
  }
  const address: AddressParts = parsed.data;
  const wanted = {
    locationId: address.locationId ?? null,
    zipCode: address.zipCode ?? null,
    street: address.street,
    number: address.number,
    apartment: address.apartment ?? null,
  };
  let located = cart;
  if (!addressMatchesCart(tenant, wanted, cart)) {
    const place = tenant.isZipCodeCountry
      ? { zipCode: wanted.zipCode ?? '' }
      : { locationId: wanted.locationId ?? '' };
    const moved = await moveCart(tenant, cartId, cart.version, place);
    if (!moved.data) {
      const field = savedId ? 'savedAddressId' : tenant.isZipCodeCountry ? 'zipCode' : placeField;
      return answer(tenant, 'delivery', {
        ok: false,
        fieldErrors: { [field]: t('delivery.placeRefused') },
        values,
      });
    }
    located = moved.data;
    // The header's place follows, so the catalogue shows the prices this cart now has.
    await rememberPlace(tenant, place);
  }
  // The cart's own spelling of the place (a zip code as commerce keeps it).
  const delivery = {
    ...wanted,
    locationId: located.location?.locationId ?? wanted.locationId,
    zipCode: located.location?.zipCode ?? wanted.zipCode,
  };
  if (!addressMatchesCart(tenant, delivery, located)) {
    return answer(tenant, 'delivery', { ok: false, formError: t('delivery.placeRefused'), values });
  }
  await writeState(tenant, { ...state, delivery });
  redirect(nextStepUrl(tenant, 'delivery'));
}
