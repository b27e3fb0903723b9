/**
 * The calendar of a delivery rule (delivery_rules of a zone and method): orders placed at or after
 * the cut-off hour of the zone's local clock count from the next day, and deliveries happen only
 * on the rule's weekdays (0 = Sunday).
 */
export interface DeliveryCalendar {
  cutoffHour: number;
  weekdays: readonly number[];
  /** IANA time zone of the zone. */
  timeZone: string;
}

const DAY_MS = 86_400_000;

/** One formatter per time zone: building an Intl.DateTimeFormat costs far more than using one. */
const formatters = new Map<string, Intl.DateTimeFormat>();
const formatterOf = (timeZone: string): Intl.DateTimeFormat => {
  let format = formatters.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      hourCycle: 'h23',
    });
    formatters.set(timeZone, format);
  }
  return format;
};

/** The local calendar day (as a UTC midnight) and hour of an instant in a time zone. */
export const localDayAndHour = (now: Date, timeZone: string): { day: Date; hour: number } => {
  const parts = formatterOf(timeZone).formatToParts(now);
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  return {
    day: new Date(Date.UTC(get('year'), get('month') - 1, get('day'))),
    hour: get('hour'),
  };
};

const iso = (d: Date) => d.toISOString().slice(0, 10);

/**
 * The calendar day (`YYYY-MM-DD`) `plusDays` after today on the site's clock. Not the UTC day: a
 * Chilean evening is already tomorrow in UTC, and "hoy" would read as tomorrow's date.
 */
export const localDay = (now: Date, timeZone: string, plusDays = 0): string =>
  iso(new Date(localDayAndHour(now, timeZone).day.getTime() + plusDays * DAY_MS));

/** The first delivery weekday on or after `day` (any day when the rule lists none). */
const onDeliveryDay = (day: Date, weekdays: readonly number[]): Date => {
  let d = day;
  for (let i = 0; i < 7 && weekdays.length > 0 && !weekdays.includes(d.getUTCDay()); i++) {
    d = new Date(d.getTime() + DAY_MS);
  }
  return d;
};

/**
 * First and last delivery dates (YYYY-MM-DD, the zone's calendar) for lead times of `leadMin` to
 * `leadMax` days: counted from today, or from tomorrow after the cut-off hour, then moved to the
 * next delivery weekday.
 */
export const deliveryWindow = (
  now: Date,
  leadMin: number,
  leadMax: number,
  calendar: DeliveryCalendar,
): { dateFrom: string; dateTo: string } => {
  const { day, hour } = localDayAndHour(now, calendar.timeZone);
  const start = hour >= calendar.cutoffHour ? new Date(day.getTime() + DAY_MS) : day;
  const from = onDeliveryDay(new Date(start.getTime() + leadMin * DAY_MS), calendar.weekdays);
  const to = onDeliveryDay(
    new Date(Math.max(start.getTime() + leadMax * DAY_MS, from.getTime())),
    calendar.weekdays,
  );
  return { dateFrom: iso(from), dateTo: iso(to) };
};

/** One day formatter per locale (the storefront's lines, the product page, the order mails). */
const dayFormatters = new Map<string, Intl.DateTimeFormat>();

/**
 * A delivery day (`YYYY-MM-DD`, a calendar day with no time) as the shopper reads it: "martes,
 * 1 de diciembre". Read at noon UTC, so no time zone moves it to the day before.
 */
export function deliveryDayText(iso: string, locale: string): string {
  let format = dayFormatters.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, {
      weekday: 'long',
      day: 'numeric',
      month: 'long',
      timeZone: 'UTC',
    });
    dayFormatters.set(locale, format);
  }
  return format.format(new Date(`${iso}T12:00:00Z`));
}

/**
 * A moment as the shopper reads it (a pay-at-store deadline): weekday, day, month and the time on
 * a 24-hour clock, in the site's country time. The confirmation page and the order's mail say it
 * alike: "sábado, 28 de noviembre, 13:47", never "1:47 p. m." in one and "13:47" in the other.
 */
export const momentText = (at: Date, site: { locale: string; timeZone: string }) =>
  new Intl.DateTimeFormat(site.locale, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone: site.timeZone,
  }).format(at);
