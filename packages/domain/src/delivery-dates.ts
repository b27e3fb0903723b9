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

/** One formatter per locale and options (Intl's are costly to build). */
const inTextFormatters = new Map<string, Intl.DateTimeFormat>();

/**
 * A date as a sentence says it ("Llega el martes 1 de diciembre"), built from Intl's parts:
 * Spanish puts no comma between the weekday and the day inside a sentence (Intl's "martes, 1 de
 * diciembre" is a heading's form); Brazilian Portuguese keeps it ("terça-feira, 1º de dezembro")
 * and writes the first day of a month as an ordinal, as Brazil writes dates.
 */
export function dateInText(at: Date, locale: string, options: Intl.DateTimeFormatOptions): string {
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = inTextFormatters.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, options);
    inTextFormatters.set(key, format);
  }
  const spanish = locale.startsWith('es');
  const portuguese = locale.startsWith('pt');
  let previous = '';
  return format
    .formatToParts(at)
    .map((part) => {
      const text =
        spanish && part.type === 'literal' && previous === 'weekday'
          ? ' '
          : portuguese && part.type === 'day' && part.value === '1'
            ? '1º'
            : part.value;
      previous = part.type;
      return text;
    })
    .join('');
}

/** A delivery day (`YYYY-MM-DD`) inside a sentence: "Llega el martes 1 de diciembre". */
export const deliveryDayInText = (iso: string, locale: string) =>
  dateInText(new Date(`${iso}T12:00:00Z`), locale, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    timeZone: 'UTC',
  });

/** A moment's day in the site's country time inside a sentence: "Entregamos tu pedido el jueves 3 de diciembre". */
export const dayInText = (at: Date, site: { locale: string; timeZone: string }) =>
  dateInText(at, site.locale, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    timeZone: site.timeZone,
  });

/**
 * momentText inside a sentence (a pay-at-store deadline): "hasta el lunes 30 de noviembre,
 * 13:00", "até segunda-feira, 30 de novembro às 15:00".
 */
export const momentInText = (at: Date, site: { locale: string; timeZone: string }) =>
  dateInText(at, site.locale, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone: site.timeZone,
  });
