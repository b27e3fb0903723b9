import { describe, expect, it } from 'vitest';
import { buildTrigramIndex, similarity, trigrams } from './trigram-index';

describe('trigram index (pg_trgm semantics)', () => {
  it('makes the trigrams pg_trgm makes: padded words, no duplicates', () => {
    expect([...trigrams('ala')].sort()).toEqual(['  a', ' al', 'ala', 'la '].sort());
    expect(trigrams('a-b').size).toBe(4);
  });

  it('measures similarity like pg_trgm', () => {
    // SELECT similarity('taladro', 'taldro') = 0.5; similarity('pintura', 'pintura') = 1
    expect(similarity('taladro', 'taldro')).toBe(0.5);
    expect(similarity('pintura', 'pintura')).toBe(1);
    expect(similarity('taladro', 'cemento')).toBe(0);
  });

  it('finds words at or above the threshold, most similar then most frequent first', () => {
    const index = buildTrigramIndex([
      { word: 'taladros', frequency: 50 },
      { word: 'taladro', frequency: 10 },
      { word: 'tablero', frequency: 99 },
      { word: 'cemento', frequency: 500 },
    ]);
    expect(index.nearest('taldro').map((w) => w.word)).toEqual(['taladro', 'taladros']);
    expect(index.nearest('xyz')).toEqual([]);
    expect(index.nearest('')).toEqual([]);
  });
});
