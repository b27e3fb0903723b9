import type { OrderResponse, OrderReturnsResponse } from '@fierro/commerce/contract';
import { dateInText } from '@fierro/domain';
import type { Tenant } from '@fierro/tenants';

/**
 * The order pages' view model (issue 23): dates in the site's country time, the line groups of
 * an order, and what each line may still ask for (pure, tested beside it). Dates are said as a
 * sentence says them (dateInText: Brazil's first of the month is "1º de dezembro").
 */
export const dateOf = (iso: string, tenant: Pick<Tenant, 'locale' | 'timeZone'>) =>
  dateInText(new Date(iso), tenant.locale, {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: tenant.timeZone,
  });

export const momentOf = (iso: string, tenant: Pick<Tenant, 'locale' | 'timeZone'>) =>
  dateInText(new Date(iso), tenant.locale, {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone: tenant.timeZone,
  });

/** A calendar day (YYYY-MM-DD) as the shopper reads it. */
export const dayOf = (date: string, locale: string) =>
  dateInText(new Date(`${date}T00:00:00Z`), locale, {
    day: 'numeric',
    month: 'long',
    timeZone: 'UTC',
  });

export type OrderLine = OrderResponse['lines'][number];

/** A product line with the warranty and service lines attached to it. */
export interface LineGroup {
  line: OrderLine;
  extras: OrderLine[];
}

export function lineGroups(order: Pick<OrderResponse, 'lines'>): LineGroup[] {
  return order.lines
    .filter((l) => l.parentLineId === null)
    .map((line) => ({
      line,
      extras: order.lines.filter((x) => x.parentLineId === line.lineId),
    }));
}

export type ReturnKind = OrderReturnsResponse['lines'][number]['windows'][number]['kind'];

/** What a line may ask now: each open window while units are left to ask for. */
export function lineRequests(
  returns: OrderReturnsResponse | null,
  lineId: number,
): { windows: Array<{ kind: ReturnKind; until: string }>; returnable: number } {
  const line = returns?.lines.find((l) => l.lineId === lineId);
  if (!line || line.returnable <= 0) return { windows: [], returnable: 0 };
  return { windows: line.windows, returnable: line.returnable };
}

/** Pages of a list of `total` items, `perPage` each (at least one). */
export const pageCount = (total: number, perPage: number) =>
  Math.max(1, Math.ceil(total / perPage));
