import { describe, expect, it } from 'vitest';
import {
  type DeliveryCalendar,
  dateInText,
  dayInText,
  deliveryDayInText,
  deliveryWindow,
  localDay,
  localDayAndHour,
  momentInText,
} from './delivery-dates';

const chile: DeliveryCalendar = {
  cutoffHour: 14,
  weekdays: [1, 2, 3, 4, 5, 6],
  timeZone: 'America/Santiago',
};

// November 2026 in Santiago is UTC-3 (summer time); 2026-11-23 is a Monday.
const cases: Array<{
  name: string;
  now: string;
  lead: [number, number];
  calendar?: Partial<DeliveryCalendar>;
  expected: [string, string];
}> = [
  {
    name: 'before the cut-off: days count from today',
    now: '2026-11-23T15:00:00Z', // Monday 12:00 local
    lead: [1, 3],
    expected: ['2026-11-24', '2026-11-26'],
  },
  {
    name: 'at the cut-off hour: days count from tomorrow',
    now: '2026-11-23T17:00:00Z', // Monday 14:00 local
    lead: [1, 3],
    expected: ['2026-11-25', '2026-11-27'],
  },
  {
    name: "the zone's clock decides the day: Tuesday in UTC is still Monday night locally",
    now: '2026-11-24T02:00:00Z', // Monday 23:00 local
    lead: [1, 3],
    expected: ['2026-11-25', '2026-11-27'],
  },
  {
    name: 'a date on a day without deliveries moves to the next delivery weekday',
    now: '2026-11-28T13:00:00Z', // Saturday 10:00 local; Sunday has no deliveries
    lead: [1, 3],
    expected: ['2026-11-30', '2026-12-01'],
  },
  {
    name: 'a rule with one delivery weekday (Wednesday)',
    now: '2026-11-23T15:00:00Z',
    lead: [1, 3],
    calendar: { weekdays: [3] },
    expected: ['2026-11-25', '2026-12-02'],
  },
  {
    name: 'a rule listing no weekdays delivers any day',
    now: '2026-11-28T13:00:00Z',
    lead: [1, 1],
    calendar: { weekdays: [] },
    expected: ['2026-11-29', '2026-11-29'],
  },
  {
    name: 'same-day pickup before the cut-off',
    now: '2026-11-23T13:00:00Z', // Monday 10:00 local
    lead: [0, 0],
    expected: ['2026-11-23', '2026-11-23'],
  },
  {
    name: 'Lima (UTC-5) is still before its cut-off when Santiago is past it',
    now: '2026-11-23T18:30:00Z', // 13:30 in Lima, 15:30 in Santiago
    lead: [1, 1],
    calendar: { timeZone: 'America/Lima' },
    expected: ['2026-11-24', '2026-11-24'],
  },
  {
    name: 'the same instant in Santiago is past the cut-off',
    now: '2026-11-23T18:30:00Z',
    lead: [1, 1],
    expected: ['2026-11-25', '2026-11-25'],
  },
  {
    name: 'a later cut-off hour (18:00) keeps the afternoon in today',
    now: '2026-11-23T19:00:00Z', // Monday 16:00 local
    lead: [2, 2],
    calendar: { cutoffHour: 18 },
    expected: ['2026-11-25', '2026-11-25'],
  },
];

describe('deliveryWindow (cut-off hour and delivery weekdays of the zone rule)', () => {
  it.each(cases)('$name', ({ now, lead, calendar, expected }) => {
    const window = deliveryWindow(new Date(now), lead[0], lead[1], { ...chile, ...calendar });
    expect([window.dateFrom, window.dateTo]).toEqual(expected);
  });

  it('reads the local day and hour of the zone', () => {
    const { day, hour } = localDayAndHour(new Date('2026-11-24T02:00:00Z'), 'America/Santiago');
    expect(day.toISOString().slice(0, 10)).toBe('2026-11-23');
    expect(hour).toBe(23);
  });
});

describe('deliveryDayInText', () => {
  it('reads a day in the site language, whatever the server time zone', () => {
    expect(deliveryDayInText('2026-11-28', 'es-CL')).toBe('sábado 28 de noviembre');
    expect(deliveryDayInText('2026-11-28', 'pt-BR')).toBe('sábado, 28 de novembro');
    expect(deliveryDayInText('2026-12-01', 'es-PE')).toBe('martes 1 de diciembre');
  });
});

describe("today on the site's clock, not UTC's", () => {
  it.each([
    // 23:00 in Santiago is 02:00 UTC the next day: the store's "today" is still the 28th.
    ['2026-11-29T02:00:00Z', 'America/Santiago', 0, '2026-11-28'],
    ['2026-11-29T02:00:00Z', 'America/Santiago', 1, '2026-11-29'],
    ['2026-11-29T05:30:00Z', 'America/Mexico_City', 0, '2026-11-28'],
    ['2026-11-28T15:00:00Z', 'America/Lima', 0, '2026-11-28'],
    ['2026-11-29T02:00:00Z', 'UTC', 0, '2026-11-29'],
  ])('%s in %s, +%i day(s): %s', (at, timeZone, plus, day) => {
    expect(localDay(new Date(at), timeZone, plus)).toBe(day);
  });
});

describe("a moment on a 24-hour clock in the site's country time", () => {
  it.each([
    ['es-PE', 'America/Lima', 'sábado 28 de noviembre, 13:47'],
    ['es-CL', 'America/Santiago', 'sábado 28 de noviembre, 15:47'],
  ])('%s', (locale, timeZone, text) => {
    expect(momentInText(new Date('2026-11-28T18:47:00Z'), { locale, timeZone })).toBe(text);
  });
});

describe('a date inside a sentence, in each language its way', () => {
  const at = (iso: string) => new Date(iso);
  it.each([
    // Spanish: no comma after the weekday inside a sentence.
    ['es-CL', '2026-11-30', 'lunes 30 de noviembre'],
    ['es-AR', '2026-12-02', 'miércoles 2 de diciembre'],
    ['es-PE', '2026-12-01', 'martes 1 de diciembre'],
    ['es-MX', '2026-11-28', 'sábado 28 de noviembre'],
    // Brazilian Portuguese keeps the comma and writes the first of the month as an ordinal.
    ['pt-BR', '2026-11-30', 'segunda-feira, 30 de novembro'],
    ['pt-BR', '2026-12-01', 'terça-feira, 1º de dezembro'],
    ['pt-BR', '2026-12-10', 'quinta-feira, 10 de dezembro'],
    ['pt-BR', '2026-12-11', 'sexta-feira, 11 de dezembro'],
  ])('%s %s: %s', (locale, iso, text) => {
    expect(deliveryDayInText(iso, locale)).toBe(text);
  });

  it.each([
    ['es-PE', 'America/Lima', '2026-11-30T18:00:00Z', 'lunes 30 de noviembre, 13:00'],
    ['es-CL', 'America/Santiago', '2026-11-28T18:47:00Z', 'sábado 28 de noviembre, 15:47'],
    [
      'pt-BR',
      'America/Sao_Paulo',
      '2026-11-30T18:00:00Z',
      'segunda-feira, 30 de novembro às 15:00',
    ],
    ['pt-BR', 'America/Sao_Paulo', '2026-12-01T18:00:00Z', 'terça-feira, 1º de dezembro às 15:00'],
  ])('a moment, %s in %s at %s: %s', (locale, timeZone, iso, text) => {
    expect(momentInText(at(iso), { locale, timeZone })).toBe(text);
  });

  it("names a moment's day in the site's country time", () => {
    // 02:00 UTC of the 4th is the evening of the 3rd in Santiago.
    const site = { locale: 'es-CL', timeZone: 'America/Santiago' };
    expect(dayInText(at('2026-12-04T02:00:00Z'), site)).toBe('jueves 3 de diciembre');
    expect(
      dateInText(at('2026-12-01T12:00:00Z'), 'pt-BR', {
        day: 'numeric',
        month: 'long',
        timeZone: 'UTC',
      }),
    ).toBe('1º de dezembro');
  });
});
