import { type DeliveryCalendar, deliveryWindow, localDay } from '@fierro/domain';
import type { Tenant } from '@fierro/tenants';
import type { DeliveryEstimatesResponse, DeliveryMethod, DeliveryOption } from '../../contract';

/** Stock of a SKU in one store, with the days until it can be picked up there. */
export interface StoreStock {
  store: { id: string; name: string };
  quantity: number;
  leadTimeDays: number;
  /** The zone's pickup rule (cut-off hour, weekdays, clock); none: plain days from today. */
  calendar?: DeliveryCalendar;
}

/** What delivery estimates read from storage. */
export interface DeliveryRepo {
  skuExists(siteId: string, skuId: string): Promise<boolean>;
  /** Home delivery of a SKU to a zone: stock that can reach it, lead time and cost; null: unknown zone. */
  zoneDelivery(
    siteId: string,
    skuId: string,
    zoneId: string,
  ): Promise<{
    quantity: number;
    leadDaysMin: number;
    leadDaysMax: number;
    cost: number;
    currency: string;
    /** The zone's home-delivery rule; none: plain days from today. */
    calendar?: DeliveryCalendar;
  } | null>;
  /** Stores holding the SKU: the given store only, else the stores serving the zone, else all. */
  storeStock(
    siteId: string,
    skuId: string,
    where: { storeId: string | null; zoneId: string | null },
  ): Promise<StoreStock[]>;
}

/** Spec §9: the delivery methods a tenant offers. */
export const deliveryMethodsOf = (tenant: Tenant): readonly DeliveryMethod[] =>
  tenant.deliveryMethods;

/** YYYY-MM-DD of `now` plus whole days, on the site's clock (`localDay`). */
export const addDays = (now: Date, days: number, timeZone = 'UTC'): string =>
  localDay(now, timeZone, days);

/** Dates of a lead time under a rule's calendar (cut-off hour, delivery weekdays) when it has one. */
const windowOf = (
  now: Date,
  timeZone: string,
  min: number,
  max: number,
  calendar?: DeliveryCalendar,
) =>
  calendar
    ? deliveryWindow(now, min, max, calendar)
    : { dateFrom: addDays(now, min, timeZone), dateTo: addDays(now, max, timeZone) };

const unavailable = (method: DeliveryMethod): DeliveryOption => ({
  method,
  available: false,
  dateFrom: null,
  dateTo: null,
  leadTimeDays: null,
  cost: null,
  store: null,
});

export interface DeliveryQuery {
  skuId: string;
  quantity: number;
  deliveryMethod?: DeliveryMethod;
  zoneId?: string;
  storeId?: string;
}

/**
 * Dates and cost of each delivery method the tenant offers (or the one asked) for a quantity of
 * a SKU: home delivery from the stock that reaches the zone, pickup and buy-at-store from store
 * stock (the asked store, else the quickest one with enough).
 */
export const deliveryEstimates = async (
  deps: { repo: DeliveryRepo; tenant: Tenant; now: Date },
  q: DeliveryQuery,
): Promise<DeliveryEstimatesResponse | { notFound: 'skuId' | 'zoneId' } | { notOffered: true }> => {
  const { repo, tenant, now } = deps;
  const offered = deliveryMethodsOf(tenant);
  if (q.deliveryMethod && !offered.includes(q.deliveryMethod)) return { notOffered: true };
  if (!(await repo.skuExists(tenant.siteId, q.skuId))) return { notFound: 'skuId' };
  const methods = q.deliveryMethod ? [q.deliveryMethod] : [...offered];

  const options: DeliveryOption[] = [];
  let stores: StoreStock[] | null = null;
  for (const method of methods) {
    if (method === 'homeDelivery') {
      if (!q.zoneId) {
        options.push(unavailable(method));
        continue;
      }
      const zone = await repo.zoneDelivery(tenant.siteId, q.skuId, q.zoneId);
      if (!zone) return { notFound: 'zoneId' };
      if (zone.quantity < q.quantity) {
        options.push(unavailable(method));
        continue;
      }
      options.push({
        method,
        available: true,
        ...windowOf(now, tenant.timeZone, zone.leadDaysMin, zone.leadDaysMax, zone.calendar),
        leadTimeDays: zone.leadDaysMin,
        cost: { type: 'NORMAL', amount: zone.cost, currency: zone.currency },
        store: null,
      });
      continue;
    }
    stores ??= await repo.storeStock(tenant.siteId, q.skuId, {
      storeId: q.storeId ?? null,
      zoneId: q.zoneId ?? null,
    });
    const best = stores
      .filter((s) => s.quantity >= q.quantity)
      .sort(
        (a, b) => a.leadTimeDays - b.leadTimeDays || a.store.name.localeCompare(b.store.name),
      )[0];
    if (!best) {
      options.push(unavailable(method));
      continue;
    }
    // Buying at the store is same-day from its shelf; pickup waits for the store's lead time
    // under the zone's pickup calendar.
    const lead = method === 'buyAtStore' ? 0 : best.leadTimeDays;
    options.push({
      method,
      available: true,
      ...(method === 'buyAtStore'
        ? { dateFrom: addDays(now, 0, tenant.timeZone), dateTo: addDays(now, 0, tenant.timeZone) }
        : windowOf(now, tenant.timeZone, lead, lead, best.calendar)),
      leadTimeDays: lead,
      cost: null,
      store: best.store,
    });
  }
  return { skuId: q.skuId, quantity: q.quantity, methods: [...offered], options };
};
