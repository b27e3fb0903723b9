import { describe, expect, it } from 'vitest';
import { FACET_VALUES_SHOWN, topValues } from './facet-values';

const values = (n: number) =>
  Array.from({ length: n }, (_, i) => ({ value: `v${i}`, count: i, selected: false }));

describe('topValues', () => {
  it('keeps every value of a short facet in its order', () => {
    const short = values(5);
    expect(topValues(short)).toEqual(short);
  });
  it('keeps the most frequent values of a long facet, in the facet order', () => {
    const shown = topValues(values(3000));
    expect(shown).toHaveLength(FACET_VALUES_SHOWN);
    expect(shown.map((v) => v.count)).toEqual(
      Array.from({ length: FACET_VALUES_SHOWN }, (_, i) => 3000 - FACET_VALUES_SHOWN + i),
    );
  });
  it('always keeps the selected values, even rare ones', () => {
    const long = values(100);
    long[0] = { ...long[0]!, selected: true };
    const shown = topValues(long);
    expect(shown).toHaveLength(FACET_VALUES_SHOWN);
    expect(shown[0]).toEqual(long[0]);
  });
});
