import type { StoreEntry } from '@fierro/commerce/contract';
import { slugify } from '@fierro/domain';

/** Stores page view-model: API shapes to what the directory draws. */

export interface RegionGroup {
  /** In-page anchor of the region's heading. */
  anchor: string;
  region: string | null;
  stores: StoreEntry[];
}

/** Stores by region, in the order the API gives them (region, then name). */
export function storesByRegion(stores: StoreEntry[], tenantCode: string): RegionGroup[] {
  const groups: RegionGroup[] = [];
  for (const store of stores) {
    const last = groups.at(-1);
    if (last && last.region === store.region) last.stores.push(store);
    else {
      groups.push({
        anchor: `region-${slugify(store.region ?? '', tenantCode).toLowerCase() || 'other'}`,
        region: store.region,
        stores: [store],
      });
    }
  }
  return groups;
}

export interface HoursRow {
  /** First and last day of a run of days with the same hours (0 = Sunday). */
  from: number;
  to: number;
  spans: Array<{ opens: string; closes: string }>;
}

/**
 * A store's week from Monday to Sunday, consecutive days with the same hours in one row
 * ("Monday to Saturday 08:00-21:00", "Sunday 10:00-19:00"); a day without hours is closed.
 */
export function weekRows(hours: StoreEntry['openingHours']): HoursRow[] {
  const rows: HoursRow[] = [];
  for (const day of [1, 2, 3, 4, 5, 6, 0]) {
    const spans = hours
      .filter((h) => h.day === day)
      .map(({ opens, closes }) => ({ opens, closes }));
    const last = rows.at(-1);
    if (last && JSON.stringify(last.spans) === JSON.stringify(spans)) last.to = day;
    else rows.push({ from: day, to: day, spans });
  }
  return rows;
}

/** A weekday's name in the locale (0 = Sunday), capitalised as a label. */
export function weekdayName(locale: string, day: number): string {
  // 2023-01-01 was a Sunday.
  const name = new Intl.DateTimeFormat(locale, { weekday: 'long', timeZone: 'UTC' }).format(
    new Date(Date.UTC(2023, 0, 1 + day)),
  );
  return name.charAt(0).toUpperCase() + name.slice(1);
}

/** Service codes the messages name; others are left out rather than shown as codes. */
export const STORE_SERVICES = [
  'pickupInStore',
  'buyAtStore',
  'cutting',
  'paintMixing',
  'toolRental',
  'keyCutting',
  'installation',
] as const;
export type StoreService = (typeof STORE_SERVICES)[number];
export const knownServices = (codes: string[]) =>
  codes.filter((c): c is StoreService => (STORE_SERVICES as readonly string[]).includes(c));
