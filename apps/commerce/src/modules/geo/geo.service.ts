import { priceGroupZoneCode } from '@fierro/domain';
import type { Tenant } from '@fierro/tenants';
import type {
  GeoChildrenResponse,
  GeoLevel,
  GeoLevelsResponse,
  GeoNode,
  LocationInfo,
  PostcodeSearchResponse,
  StoresResponse,
} from '../../contract';

/** A location as stored: the price group and zone that shoppers there get. */
export interface StoredLocation {
  locationId: string;
  priceGroup: string;
  zoneId: string;
  /** From the top level down to this location. */
  path: GeoNode[];
  zipCode: string | null;
}

/** What geography reads from storage. */
export interface GeoRepo {
  /** Children of a node (top level when null); null when the parent does not exist. */
  children(siteId: string, parentId: string | null): Promise<GeoNode[] | null>;
  location(siteId: string, locationId: string): Promise<StoredLocation | null>;
  byZip(siteId: string, zipCode: string): Promise<StoredLocation | null>;
  postcodes(siteId: string, term: string, limit: number): Promise<PostcodeSearchResponse['items']>;
  /**
   * Pickup stores nearest the location first, or by name without one (the store selector before
   * the shopper chose a location); null when the location does not exist.
   */
  stores(
    siteId: string,
    locationId: string | null,
    limit: number,
  ): Promise<StoresResponse['items'] | null>;
}

/** Spec §3/§9: zip-code sites (Mexico, Brazil) look locations up by zip code. */
export const zipCodeEnabledOf = (tenant: Tenant): boolean => tenant.flags.zipCodeAvailability;

/** The site's selector levels from the registry (none for zip-code sites), top first. */
export const levelsOf = (tenant: Tenant): GeoLevel[] =>
  tenant.locationSelector.kind === 'levels'
    ? tenant.locationSelector.levels.map((l, depth) => ({ key: l.level, label: l.label, depth }))
    : [];

export const toLocationInfo = (loc: StoredLocation): LocationInfo => ({
  // Spec §3 location code, built by the one home of the rule (@fierro/domain).
  code: priceGroupZoneCode(loc.priceGroup, loc.zoneId),
  priceGroup: loc.priceGroup,
  zoneId: loc.zoneId,
  path: loc.path,
  zipCode: loc.zipCode,
});

export const geoLevels = (tenant: Tenant): GeoLevelsResponse => ({
  siteId: tenant.siteId,
  zipCodeEnabled: zipCodeEnabledOf(tenant),
  levels: levelsOf(tenant),
});

/**
 * Places in the order people of the site read a list: the collation of its language and
 * country (Intl.Collator, ICU), not the bytes of the names: in Chile "Ñuble" and "Ñuñoa" come
 * between the N and the O, in Argentina "Córdoba" before "Corrientes", in Uruguay "Río Negro"
 * before "Rivera"; numbers inside names in their numeric order ("Zona 2" before "Zona 10").
 * Sorted here, not in SQL: which collations a database has (ICU or only C) is its own affair.
 */
export const byPlaceName = (locale: string) => {
  const collator = new Intl.Collator(locale, { numeric: true });
  return (a: { name: string }, b: { name: string }) => collator.compare(a.name, b.name);
};

export const geoChildren = async (
  repo: GeoRepo,
  tenant: Pick<Tenant, 'siteId' | 'locale'>,
  parentId: string | null,
): Promise<GeoChildrenResponse | null> => {
  const items = await repo.children(tenant.siteId, parentId);
  return items ? { parentId, items: [...items].sort(byPlaceName(tenant.locale)) } : null;
};

/** Postcode search: at least 2 characters, at most 20 suggestions. */
export const POSTCODE_LIMIT = 20;
export const STORES_LIMIT = 20;
