import { isDeliveryPlace, MAX_SAVED_ADDRESSES, type SavedAddressInput } from '@fierro/domain';
import type { Tenant } from '@fierro/tenants';
import type { SavedAddress as AddressView } from '../../contract/identity';
import type { GeoRepo } from '../geo';
import { ownAccount } from './account.service';
import type { AccountStore, SavedAddress } from './account.store';
import type { IdentityStore } from './identity.store';
import { IdentityError } from './identity-errors';

/**
 * The shopper's address book (issue 23): only its owner reads or changes it (another shopper's
 * address is a 404). A place is checked against the site's geography: on a site of levels the
 * location must be one of its deepest level, or a place with none under it; on a zip-code site the zip code must be known, and
 * its location is stored beside it. One address is the default.
 */
export interface AddressDeps {
  store: IdentityStore;
  account: AccountStore;
  geo: GeoRepo;
  now: Date;
  tenant: Tenant;
}

async function view(deps: AddressDeps, address: SavedAddress): Promise<AddressView> {
  const located = address.locationId
    ? await deps.geo.location(deps.tenant.siteId, address.locationId)
    : null;
  const path = located?.path ?? [];
  return {
    id: address.id,
    label: address.label,
    locationId: address.locationId,
    zipCode: address.zipCode,
    street: address.street,
    number: address.number,
    apartment: address.apartment,
    isDefault: address.isDefault,
    place: [...path]
      .reverse()
      .map((n) => n.name)
      .join(', '),
    path: path.map((n) => n.id),
  };
}

/** The stored place of an input: a delivery place (domain's `isDeliveryPlace`), or a known zip code and its location. */
async function placeOf(deps: AddressDeps, given: SavedAddressInput) {
  const { tenant } = deps;
  const input = given as { zipCode?: string | null; locationId?: string | null };
  if (tenant.isZipCodeCountry) {
    const located = input.zipCode ? await deps.geo.byZip(tenant.siteId, input.zipCode) : null;
    if (!located) throw new IdentityError('INVALID_PLACE', 'zipCode');
    return { locationId: located.locationId, zipCode: input.zipCode ?? null };
  }
  const levels = tenant.locationSelector.kind === 'levels' ? tenant.locationSelector.levels : [];
  const located = input.locationId
    ? await deps.geo.location(tenant.siteId, input.locationId)
    : null;
  // A place of the deepest level, or one with none under it (a department without cities).
  if (!located || !isDeliveryPlace(located.path, levels.length)) {
    throw new IdentityError('INVALID_PLACE', 'locationId');
  }
  return { locationId: located.locationId, zipCode: null };
}

const record = (
  input: SavedAddressInput,
  place: { locationId: string; zipCode: string | null },
) => ({
  label: input.label ?? null,
  ...place,
  street: input.street,
  number: input.number,
  apartment: input.apartment ?? null,
  isDefault: input.isDefault,
});

export async function listAddresses(
  deps: AddressDeps,
  sessionId: string | undefined,
  userId: string,
) {
  const user = await ownAccount(deps, sessionId, userId);
  const items = await deps.account.listAddresses(user.id, deps.tenant.siteId);
  return { items: await Promise.all(items.map((a) => view(deps, a))) };
}

export async function createAddress(
  deps: AddressDeps,
  sessionId: string | undefined,
  userId: string,
  input: SavedAddressInput,
) {
  const user = await ownAccount(deps, sessionId, userId);
  // A full book is refused before the place is checked; the store counts again under the
  // user's lock, which is what holds against a concurrent burst.
  const existing = await deps.account.listAddresses(user.id, deps.tenant.siteId);
  if (existing.length >= MAX_SAVED_ADDRESSES) throw new IdentityError('ADDRESS_LIMIT');
  const place = await placeOf(deps, input);
  const created = await deps.account.createAddress(
    user.id,
    deps.tenant.siteId,
    record(input, place),
    MAX_SAVED_ADDRESSES,
  );
  if (!created) throw new IdentityError('ADDRESS_LIMIT');
  return { address: await view(deps, created) };
}

export async function updateAddress(
  deps: AddressDeps,
  sessionId: string | undefined,
  userId: string,
  addressId: string,
  input: SavedAddressInput,
) {
  const user = await ownAccount(deps, sessionId, userId);
  const place = await placeOf(deps, input);
  const updated = await deps.account.updateAddress(
    user.id,
    deps.tenant.siteId,
    addressId,
    record(input, place),
  );
  if (!updated) throw new IdentityError('NOT_FOUND');
  return { address: await view(deps, updated) };
}

export async function deleteAddress(
  deps: AddressDeps,
  sessionId: string | undefined,
  userId: string,
  addressId: string,
) {
  const user = await ownAccount(deps, sessionId, userId);
  const deleted = await deps.account.deleteAddress(user.id, deps.tenant.siteId, addressId);
  if (!deleted) throw new IdentityError('NOT_FOUND');
  return { success: true as const };
}
