import { describe, expect, it } from 'vitest';
import {
  buildTextIndex,
  byteOrder,
  parseTsvector,
  pgQsort,
  rankedMatches,
  rankOperands,
} from './text-index';

const parsed = (text: string) => {
  const out: Array<[string, number[]]> = [];
  parseTsvector(text, (lexeme, positions) => out.push([lexeme, positions]));
  return out;
};
const A = 3 << 14;
const B = 2 << 14;
const C = 1 << 14;

describe('parseTsvector', () => {
  it.each([
    ['', []],
    ["'taladr':1A", [['taladr', [A | 1]]]],
    [
      "'a':1A,3 'b':2B,4C,5",
      [
        ['a', [A | 1, 3]],
        ['b', [B | 2, C | 4, 5]],
      ],
    ],
    [
      "'l''oreal':2 'c\\\\d':7",
      [
        ["l'oreal", [2]],
        ['c\\d', [7]],
      ],
    ],
    [
      "'sin' 'posicion'",
      [
        ['sin', []],
        ['posicion', []],
      ],
    ],
    ["'16383':16383D", [['16383', [16383]]]],
  ])('reads %j', (text, expected) => {
    expect(parsed(text)).toEqual(expected);
  });

  it('refuses what is not a tsvector', () => {
    expect(() => parsed('taladr:1')).toThrow(/quote/);
    expect(() => parsed("'taladr")).toThrow(/unterminated/);
  });
});

describe('pgQsort', () => {
  it.each([0, 1, 2, 6, 7, 8, 40, 41, 200])('sorts %i items', (n) => {
    for (let round = 0; round < 20; round++) {
      const items = Array.from({ length: n }, (_, i) => ({ v: (i * 7919 + round * 31) % 13, i }));
      const sorted = pgQsort([...items], (a, b) => a.v - b.v).map((x) => x.v);
      expect(sorted).toEqual(items.map((x) => x.v).sort((a, b) => a - b));
    }
  });

  it('keeps equal items in their order below seven (insertion sort) and when presorted', () => {
    const items = [{ v: 2 }, { v: 1, tag: 'first' }, { v: 1, tag: 'second' }];
    expect(pgQsort(items, (a, b) => a.v - b.v).map((x) => x.tag)).toEqual([
      'first',
      'second',
      undefined,
    ]);
  });
});

describe('rankOperands', () => {
  it("keeps one of a word and its own prefix, as PostgreSQL's stored order leaves them", () => {
    // Stored right side first: the prefix comes before the word, and the sort keeps it there.
    const operands = rankOperands([
      {
        stem: 'taladr',
        alternatives: ['taladr', 'rotomartill'],
        prefix: 'taladr',
        prefixMatches: false,
      },
    ]);
    expect(operands).toEqual([
      { lexeme: 'rotomartill', prefix: false },
      { lexeme: 'taladr', prefix: true },
    ]);
  });
});

describe('byteOrder', () => {
  it('orders as UTF-8 bytes do, surrogate pairs included', () => {
    const words = ['b', 'a', 'ab', '\u{1F600}', '\uFFFD', 'é', 'z'];
    const bytes = [...words].sort((x, y) => Buffer.compare(Buffer.from(x), Buffer.from(y)));
    expect([...words].sort(byteOrder)).toEqual(bytes);
  });
});

describe('rankedMatches', () => {
  const index = () =>
    buildTextIndex([
      [
        [1, "'taladr':1A 'bosch':2B"],
        [2, "'rotomartill':1A 'taladr':3D"],
        [3, "'taladradór':1A"],
        [4, "'sierr':1A"],
      ],
    ]);
  const ratings = new Float64Array([0, 4, 5, 3, 1]);

  it('puts the typed word in the name first, then synonyms, and matches a prefix only when asked', async () => {
    const idx = await index();
    const term = {
      stem: 'taladr',
      alternatives: ['taladr', 'rotomartill'],
      prefix: null,
      prefixMatches: false,
    };
    expect([...rankedMatches(idx, [term], ratings, 10).ords]).toEqual([1, 2]);
    const partial = { ...term, prefix: 'taladr', prefixMatches: true };
    expect([...rankedMatches(idx, [partial], ratings, 10).ords]).toEqual([1, 2, 3]);
    expect([...rankedMatches(idx, [partial], ratings, 2).ords]).toEqual([1, 2]);
  });

  it('needs every word', async () => {
    const idx = await index();
    const words = [
      { stem: 'taladr', alternatives: ['taladr'], prefix: null, prefixMatches: false },
      { stem: 'bosch', alternatives: ['bosch'], prefix: null, prefixMatches: false },
    ];
    expect([...rankedMatches(idx, words, ratings, 10).ords]).toEqual([1]);
  });
});
