'use server';

import { addressSchema, checkoutUrl, placeLevelToPick } from '@fierro/domain';
import type { Tenant } from '@fierro/tenants';
import { redirect } from 'next/navigation';
import { readAddresses } from '../../../lib/commerce/account';
import { moveCart, readCart } from '../../../lib/commerce/checkout';
import { rememberPlace } from '../../shell/place';
import { blankToMissing, fieldErrorsOf, fieldsOf } from '../form-data';
import { checkoutTranslator, pickPlaceMessage } from '../messages';
import { pickedPlaceLevels } from '../places';
import { type AddressParts, addressMatchesCart, shipsHome } from '../state';
import { writeState } from '../state-cookie';
import { answer, genericError, nextStepUrl, stepContext } from './context';
import type { StepResult } from './step-result';

/**
 * The place a posted picker names, or the level it still needs (see `placeLevelToPick`) with its
 * message ("Elige tu comuna"): every pick is checked against the places under the one above it,
 * so a comuna kept from another region (a no-script shopper changed the region) is asked again.
 */
async function postedPlace(
  tenant: Tenant,
  picked: string[],
): Promise<{ locationId: string | undefined; missing: { depth: number; message: string } | null }> {
  const levels = await pickedPlaceLevels(tenant, picked);
  const depth = placeLevelToPick(levels.map((l) => ({ picked: l.selected, options: l.options })));
  const locationId = levels.findLast((l) => l.selected)?.selected ?? undefined;
  if (depth === null) return { locationId, missing: null };
  return {
    locationId,
    missing: { depth, message: pickPlaceMessage(tenant, levels[depth]!.label) },
  };
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
  // A line collected or bought at a store needs its store, chosen in the cart: the step stops
  // here rather than at the last button.
  if (cart.lines.some((l) => l.deliveryMethod !== 'homeDelivery' && !l.store)) {
    return answer(tenant, 'delivery', { ok: false, formError: t('delivery.storeMissing') });
  }
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
    // A delivery goes to the last level (a comuna, a city), not to a whole region, unless the
    // place picked has none under it (a department without cities).
    const place = levels.length > 0 ? await postedPlace(tenant, picked) : null;
    if (place?.missing) fieldErrors[`place${place.missing.depth}`] = place.missing.message;
    given = {
      ...(tenant.isZipCodeCountry
        ? { zipCode: values.zipCode }
        : { locationId: place?.locationId }),
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
