import type { FacilityStock, ZoneFacilityResponse } from '../../contract';

/** What stock by facility reads from storage. */
export interface InventoryRepo {
  /** Stock of a SKU in the facilities serving a zone, or which of the two is unknown. */
  zoneFacility(
    siteId: string,
    skuId: string,
    zoneId: string,
  ): Promise<
    | { notFound: 'variantId' | 'zoneId' }
    | { facilities: FacilityStock[]; homeDeliveryAvailable: boolean }
  >;
}

/** Stock by facility for a zone: facilities with stock first, then by name. */
export const zoneFacility = async (
  repo: InventoryRepo,
  siteId: string,
  variantId: string,
  zoneId: string,
): Promise<ZoneFacilityResponse | { notFound: 'variantId' | 'zoneId' }> => {
  const found = await repo.zoneFacility(siteId, variantId, zoneId);
  if ('notFound' in found) return found;
  const facilities = [...found.facilities].sort(
    (a, b) => Number(b.quantity > 0) - Number(a.quantity > 0) || a.name.localeCompare(b.name),
  );
  return {
    variantId,
    zoneId,
    homeDeliveryAvailable: found.homeDeliveryAvailable,
    totalQuantity: facilities.reduce((sum, f) => sum + f.quantity, 0),
    facilities,
  };
};
