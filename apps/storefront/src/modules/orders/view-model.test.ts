import { getTenant } from '@fierro/tenants';
import { describe, expect, it } from 'vitest';
import { dateOf, dayOf, lineGroups, lineRequests, momentOf, pageCount } from './view-model';

const cl = getTenant('cl')!;
const line = (lineId: number, parentLineId: number | null) =>
  ({ lineId, parentLineId }) as Parameters<typeof lineGroups>[0]['lines'][number];

describe('orders view model (issue 23)', () => {
  it('dates read in the site country time', () => {
    // 02:30 UTC on 1 March is still 28 February in Santiago (UTC-3).
    expect(dateOf('2026-03-01T02:30:00Z', cl)).toBe('28 de febrero de 2026');
    // Brazil writes the first of the month as an ordinal ("1º de dezembro"); Spanish does not.
    expect(dateOf('2026-12-01T15:00:00Z', getTenant('br')!)).toBe('1º de dezembro de 2026');
    expect(dayOf('2026-12-01', 'pt-BR')).toBe('1º de dezembro');
    expect(dayOf('2026-12-01', 'es-CL')).toBe('1 de diciembre');
    expect(momentOf('2026-12-01T15:00:00Z', getTenant('br')!)).toBe(
      '1º de dezembro de 2026 às 12:00',
    );
  });
  it('groups warranty and service lines under their product', () => {
    const groups = lineGroups({ lines: [line(1, null), line(2, 1), line(3, null)] });
    expect(groups.map((g) => [g.line.lineId, g.extras.map((e) => e.lineId)])).toEqual([
      [1, [2]],
      [3, []],
    ]);
  });
  it('a line asks nothing once every unit is in a request', () => {
    const windows = [{ kind: 'return' as const, until: '2026-04-01T00:00:00Z' }];
    const returns = {
      orderId: 'x',
      deliveredAt: '2026-03-01T00:00:00Z',
      lines: [
        { lineId: 1, returnable: 0, windows },
        { lineId: 2, returnable: 2, windows },
      ],
      requests: [],
    };
    expect(lineRequests(returns, 1).windows).toEqual([]);
    expect(lineRequests(returns, 2)).toEqual({ windows, returnable: 2 });
    expect(lineRequests(null, 2).windows).toEqual([]);
  });
  it('counts pages', () => {
    expect(pageCount(0, 10)).toBe(1);
    expect(pageCount(21, 10)).toBe(3);
  });
});
