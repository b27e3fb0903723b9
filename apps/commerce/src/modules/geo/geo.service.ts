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
  /** Pickup stores nearest the location first; null when the location does not exist. */
  stores(
    siteId: string,
    locationId: string,
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

/**
 * Spec §3 location code: the price group, then the zone, then one digit with the price group's
 * length and one with the zone's (so a code of at least 6 characters can be split again).
 */
export const locationCode = (priceGroup: string, zoneId: string): string => {
  if (priceGroup.length > 9 || zoneId.length > 9) throw new Error('price group or zone too long');
  return `${priceGroup}${zoneId}${priceGroup.length}${zoneId.length}`;
};

/** The price group and zone of a location code (spec §3); null when it cannot be split. */
export const parseLocationCode = (code: string): { priceGroup: string; zoneId: string } | null => {
  if (code.length < 6) return null;
  const pg = Number(code[code.length - 2]);
  const zone = Number(code[code.length - 1]);
  if (!Number.isInteger(pg) || !Number.isInteger(zone) || pg + zone > code.length - 2) return null;
  return { priceGroup: code.slice(0, pg), zoneId: code.slice(pg, pg + zone) };
};

export const toLocationInfo = (loc: StoredLocation): LocationInfo => ({
  code: locationCode(loc.priceGroup, loc.zoneId),
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

export const geoChildren = async (
  repo: GeoRepo,
  siteId: string,
  parentId: string | null,
): Promise<GeoChildrenResponse | null> => {
  const items = await repo.children(siteId, parentId);
  return items ? { parentId, items } : null;
};

/** Postcode search: at least 2 characters, at most 20 suggestions. */
export const POSTCODE_LIMIT = 20;
export const STORES_LIMIT = 20;
