import { slugify } from '@fierro/domain';
import type { SkuInfo } from './catalog';
import { GEO, type Place } from './geo-data';
import { shelfPrice } from './money';
import { createRng } from './prng';
import type { SeedScale, SiteProfile } from './profiles';
import type { GeoRows, SiteRows } from './rows';

/**
 * The local clock of the generated zones (the capital's; a retailer's import may set one per
 * zone where a country spans several, as Brazil and Mexico do).
 */
const TIME_ZONES: Record<string, string> = {
  AR: 'America/Argentina/Buenos_Aires',
  BR: 'America/Sao_Paulo',
  CL: 'America/Santiago',
  CO: 'America/Bogota',
  MX: 'America/Mexico_City',
  PE: 'America/Lima',
  UY: 'America/Montevideo',
};

type Country = keyof typeof GEO;

const key = (text: string) => slugify(text, 'cl').toLowerCase();

/** A place's second, third... store, named in the site's language. */
const STORE_SUFFIXES = {
  es: ['', '', 'Norte', 'Sur', 'Oriente', 'Poniente', 'Centro', 'Plaza', 'Express'],
  pt: ['', '', 'Norte', 'Sul', 'Leste', 'Oeste', 'Centro', 'Praça', 'Express'],
} as const;
export const stateAreaId = (country: string, code: string) => `${country}-${code}`;
export const placeAreaId = (country: string, place: Place) =>
  `${country}-${place.state}-${key(place.province ? `${place.province}-${place.name}` : place.name)}`;

/** Geography of a country: states, Peru's provinces, main places; zip codes for MX and BR. */
export const buildGeo = (country: Country): GeoRows => {
  const geo = GEO[country];
  const rows: GeoRows = { geoAreas: [], zipCodes: [] };
  const centre = new Map<string, Place>();
  for (const place of geo.places) if (!centre.has(place.state)) centre.set(place.state, place);
  for (const [code, name] of geo.states) {
    const c = centre.get(code);
    rows.geoAreas.push({
      areaId: stateAreaId(country, code),
      country,
      level: 'state',
      code,
      name,
      parentId: null,
      latitude: c?.lat ?? null,
      longitude: c?.lng ?? null,
    });
  }
  const provinces = new Set<string>();
  for (const place of geo.places) {
    let parentId = stateAreaId(country, place.state);
    if (place.province) {
      const provinceId = `${parentId}-${key(place.province)}`;
      if (!provinces.has(provinceId)) {
        provinces.add(provinceId);
        rows.geoAreas.push({
          areaId: provinceId,
          country,
          level: 'city',
          code: key(place.province),
          name: place.province,
          parentId,
          latitude: place.lat,
          longitude: place.lng,
        });
      }
      parentId = provinceId;
    }
    const areaId = placeAreaId(country, place);
    rows.geoAreas.push({
      areaId,
      country,
      level: geo.placeLevel,
      code: key(place.name),
      name: place.name,
      parentId,
      latitude: place.lat,
      longitude: place.lng,
    });
    const rng = createRng(`zip:${areaId}`);
    for (const [from, to] of place.zips ?? []) {
      const picked = new Set<number>();
      const wanted = Math.min(to - from + 1, 12);
      while (picked.size < wanted) picked.add(rng.int(from, to));
      for (const z of [...picked].sort((a, b) => a - b)) {
        const zipCode =
          country === 'BR'
            ? `${String(z).padStart(5, '0')}-${String(rng.int(0, 999)).padStart(3, '0')}`
            : String(z).padStart(5, '0');
        rows.zipCodes.push({ country, zipCode, areaId, label: `${zipCode} ${place.name}` });
      }
    }
  }
  return rows;
};

/** Spec §3: priceGroup + zone + length(priceGroup) + length(zone). */
export const priceGroupZoneCode = (priceGroup: string, zone: string) =>
  `${priceGroup}${zone}${priceGroup.length}${zone.length}`;

const STREETS: Record<'es' | 'pt', string[]> = {
  es: [
    'Av. Libertador',
    'Av. Principal',
    'Av. Los Carrera',
    'Calle Comercio',
    'Av. Independencia',
    'Av. del Parque',
    'Camino Real',
    'Av. Industrial',
    'Av. Costanera',
    'Av. Central',
  ],
  pt: [
    'Av. Brasil',
    'Rua das Flores',
    'Av. Paulista',
    'Rodovia Anhanguera',
    'Av. das Nações',
    'Rua XV de Novembro',
    'Av. Industrial',
    'Estrada do Campo Limpo',
  ],
};
const SERVICES = ['cutting', 'paintMixing', 'toolRental', 'keyCutting', 'installation'];

export interface PlacesOptions {
  profile: SiteProfile;
  scale: SeedScale;
}

/** Price groups, zones, stores and warehouses, stock and delivery rules of a site. */
export const buildPlaces = (opts: PlacesOptions, rows: SiteRows, skus: SkuInfo[]) => {
  const { profile, scale } = opts;
  const country = profile.tenant.country as Country;
  const geo = GEO[country];
  const site = profile.tenant.siteId;
  const lang = profile.language;
  const currency = profile.tenant.currencies[0]!;
  const rng = createRng(`${site}:places`);
  const capital = geo.places[0]!;

  // Price groups: the capital's, the rest of the country's north and south, and business.
  const groups = { capital: '10', north: '20', south: '30', business: '90' };
  rows.priceGroups.push(
    {
      siteId: site,
      priceGroup: groups.capital,
      name: lang === 'es' ? 'Zona central' : 'Região metropolitana',
      business: false,
    },
    {
      siteId: site,
      priceGroup: groups.north,
      name: lang === 'es' ? 'Zona norte' : 'Região norte',
      business: false,
    },
    {
      siteId: site,
      priceGroup: groups.south,
      name: lang === 'es' ? 'Zona sur' : 'Região sul',
      business: false,
    },
    {
      siteId: site,
      priceGroup: groups.business,
      name: lang === 'es' ? 'Precios PRO (empresas)' : 'Preços PRO (empresas)',
      business: true,
    },
  );

  // One zone per state with places; states without places join the zone of the capital.
  const statesWithPlaces = [...new Set(geo.places.map((p) => p.state))];
  const zoneOfState = new Map<string, string>();
  statesWithPlaces.forEach((state, i) => {
    const zoneId = `${profile.index}${String(i + 1).padStart(3, '0')}`;
    const place = geo.places.find((p) => p.state === state)!;
    const priceGroup =
      state === capital.state
        ? groups.capital
        : place.lat > capital.lat
          ? groups.north
          : groups.south;
    const stateName = geo.states.find(([c]) => c === state)?.[1] ?? state;
    rows.zones.push({
      siteId: site,
      zoneId,
      name: stateName,
      priceGroup,
      code: priceGroupZoneCode(priceGroup, zoneId),
      timeZone: TIME_ZONES[profile.tenant.country] ?? 'UTC',
    });
    zoneOfState.set(state, zoneId);
  });
  const capitalZone = zoneOfState.get(capital.state)!;
  for (const [code] of geo.states) {
    rows.zoneAreas.push({
      siteId: site,
      areaId: stateAreaId(country, code),
      zoneId: zoneOfState.get(code) ?? capitalZone,
    });
  }
  const provinceDone = new Set<string>();
  for (const place of geo.places) {
    const zoneId = zoneOfState.get(place.state)!;
    if (place.province) {
      const provinceId = `${stateAreaId(country, place.state)}-${key(place.province)}`;
      if (!provinceDone.has(provinceId)) {
        provinceDone.add(provinceId);
        rows.zoneAreas.push({ siteId: site, areaId: provinceId, zoneId });
      }
    }
    rows.zoneAreas.push({ siteId: site, areaId: placeAreaId(country, place), zoneId });
  }

  // Stores spread over the places by weight; one or two distribution centres.
  const weighted = geo.places.flatMap((p) => Array.from({ length: p.weight }, () => p));
  const storeCount = profile.stores[scale];
  const storeNames = new Map<string, number>();
  const storesByZone = new Map<string, string[]>();
  for (let s = 1; s <= storeCount; s++) {
    const place = weighted[(s - 1) % weighted.length]!;
    const seen = (storeNames.get(place.name) ?? 0) + 1;
    storeNames.set(place.name, seen);
    const suffix = seen === 1 ? '' : ` ${STORE_SUFFIXES[lang][seen] ?? seen}`;
    const facilityId = `${profile.index}${String(s).padStart(3, '0')}`;
    const services = ['pickupInStore', 'buyAtStore', ...rng.sample(SERVICES, rng.int(1, 3))];
    const weekday = rng.pick([
      ['08:00', '21:00'],
      ['08:30', '21:30'],
      ['09:00', '21:00'],
    ] as Array<[string, string]>);
    const sunday = rng.pick([
      ['09:00', '20:00'],
      ['10:00', '19:00'],
    ] as Array<[string, string]>);
    rows.facilities.push({
      siteId: site,
      facilityId,
      kind: 'store',
      name: `${profile.tenant.brand.name} ${place.name}${suffix}`,
      address: `${rng.pick(STREETS[lang])} ${rng.int(100, 9800)}, ${place.name}`,
      areaId: placeAreaId(country, place),
      city: place.name,
      latitude: Math.round((place.lat + (rng.next() - 0.5) * 0.05) * 1e5) / 1e5,
      longitude: Math.round((place.lng + (rng.next() - 0.5) * 0.05) * 1e5) / 1e5,
      openingHours: {
        '0': [sunday],
        '1': [weekday],
        '2': [weekday],
        '3': [weekday],
        '4': [weekday],
        '5': [weekday],
        '6': [weekday],
      },
      openingHoursText:
        lang === 'es'
          ? `Lun a Sáb ${weekday[0]} a ${weekday[1]}; Dom ${sunday[0]} a ${sunday[1]}`
          : `Seg a Sáb ${weekday[0]} às ${weekday[1]}; Dom ${sunday[0]} às ${sunday[1]}`,
      services,
      pickupEnabled: true,
      phone: null,
    });
    const zoneId = zoneOfState.get(place.state)!;
    storesByZone.set(zoneId, [...(storesByZone.get(zoneId) ?? []), facilityId]);
  }
  const warehouses =
    storeCount > 20
      ? [capital, geo.places.find((p) => p.state !== capital.state) ?? capital]
      : [capital];
  const warehouseIds = warehouses.map((place, w) => {
    const facilityId = `${profile.index}9${String(w + 1).padStart(2, '0')}`;
    rows.facilities.push({
      siteId: site,
      facilityId,
      kind: 'warehouse',
      name: `${lang === 'es' ? 'Centro de distribución' : 'Centro de distribuição'} ${place.name}`,
      address: `${rng.pick(STREETS[lang])} ${rng.int(1000, 20000)}, ${place.name}`,
      areaId: placeAreaId(country, place),
      city: place.name,
      latitude: place.lat + 0.08,
      longitude: place.lng - 0.08,
      openingHours: null,
      openingHoursText: null,
      services: ['homeDelivery'],
      pickupEnabled: false,
      phone: null,
    });
    return facilityId;
  });

  for (const zone of rows.zones) {
    warehouseIds.forEach((w, i) => {
      rows.zoneFacilities.push({
        siteId: site,
        zoneId: zone.zoneId,
        facilityId: w,
        method: 'homeDelivery',
        priority: i,
      });
    });
    for (const storeId of storesByZone.get(zone.zoneId) ?? []) {
      rows.zoneFacilities.push({
        siteId: site,
        zoneId: zone.zoneId,
        facilityId: storeId,
        method: 'pickupInStore',
        priority: 0,
      });
    }
    const far = zone.zoneId !== capitalZone;
    const homeCost = shelfPrice((far ? 9 : 4.5) * profile.perUsd, currency);
    rows.deliveryRules.push(
      {
        siteId: site,
        zoneId: zone.zoneId,
        method: 'homeDelivery',
        leadDaysMin: far ? 3 : 1,
        leadDaysMax: far ? 6 : 3,
        cost: homeCost,
        currency: currency.code,
        cutoffHour: 14,
        freeFrom: shelfPrice(60 * profile.perUsd, currency),
        weekdays: [1, 2, 3, 4, 5, 6],
      },
      {
        siteId: site,
        zoneId: zone.zoneId,
        method: 'pickupInStore',
        leadDaysMin: 1,
        leadDaysMax: 2,
        cost: 0,
        currency: currency.code,
        cutoffHour: 16,
        freeFrom: null,
        weekdays: [0, 1, 2, 3, 4, 5, 6],
      },
      {
        siteId: site,
        zoneId: zone.zoneId,
        method: 'storePickUp',
        leadDaysMin: 0,
        leadDaysMax: 1,
        cost: 0,
        currency: currency.code,
        cutoffHour: 12,
        freeFrom: null,
        weekdays: [1, 2, 3, 4, 5, 6],
      },
      {
        siteId: site,
        zoneId: zone.zoneId,
        method: 'buyAtStore',
        leadDaysMin: 0,
        leadDaysMax: 0,
        cost: 0,
        currency: currency.code,
        cutoffHour: 21,
        freeFrom: null,
        weekdays: [0, 1, 2, 3, 4, 5, 6],
      },
    );
  }

  // Stock: every SKU in the distribution centres (a few sold out) and in some stores.
  const storeIds = rows.facilities.filter((f) => f.kind === 'store').map((f) => f.facilityId);
  // About ten stores per SKU at full scale, five at demo scale (keeps the demo seed fast).
  const storesPerSku = scale === 'full' ? 10 : 5;
  const storeChance = Math.min(0.45, storesPerSku / Math.max(1, storeIds.length));
  for (const sku of skus) {
    const r = createRng(`${site}:stock:${sku.skuId}`);
    const bulky = ['sofa', 'table', 'door', 'mower', 'heater', 'toilet'].includes(sku.kind);
    for (const w of warehouseIds) {
      rows.stock.push({
        siteId: site,
        facilityId: w,
        skuId: sku.skuId,
        productId: sku.productId,
        quantity: r.chance(0.08) ? 0 : r.int(5, bulky ? 80 : 600),
      });
    }
    const inStores: (typeof rows.stock)[number][] = [];
    for (const storeId of storeIds) {
      if (r.chance(storeChance)) {
        inStores.push({
          siteId: site,
          facilityId: storeId,
          skuId: sku.skuId,
          productId: sku.productId,
          quantity: r.chance(0.1) ? 0 : r.int(1, bulky ? 8 : 60),
        });
      }
    }
    // Every SKU can be picked up somewhere: one store at least has it on the shelf.
    if (storeIds.length > 0 && !inStores.some((row) => row.quantity > 0)) {
      const storeId = storeIds[r.int(0, storeIds.length - 1)]!;
      const quantity = r.int(1, bulky ? 8 : 60);
      const row = inStores.find((x) => x.facilityId === storeId);
      if (row) row.quantity = quantity;
      else
        inStores.push({
          siteId: site,
          facilityId: storeId,
          skuId: sku.skuId,
          productId: sku.productId,
          quantity,
        });
    }
    rows.stock.push(...inStores);
  }
  return { groups };
};
