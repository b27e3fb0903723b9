import { describe, expect, it } from 'vitest';
import { correctWord, didYouMean, editDistance, fold, type VocabularyWord } from './typo';

const vocabulary: VocabularyWord[] = [
  { word: 'cerámica', frequency: 320 },
  { word: 'taladro', frequency: 140 },
  { word: 'tablero', frequency: 60 },
  { word: 'grifería', frequency: 90 },
  { word: 'pintura', frequency: 410 },
  { word: 'pintor', frequency: 12 },
];
const candidates = () => vocabulary;

describe('fold', () => {
  it('removes accents and case', () => {
    expect(fold('Cerámica GRIFERÍA Ñandú')).toBe('ceramica griferia nandu');
  });
});

describe('editDistance', () => {
  it.each([
    ['taladro', 'taladro', 0],
    ['taldro', 'taladro', 1],
    ['tlaadro', 'taladro', 1],
    ['pintrua', 'pintura', 1],
    ['xyz', 'taladro', 4],
  ])('%s ~ %s = %i', (a, b, d) => {
    expect(editDistance(a, b, 3)).toBe(d);
  });
});

describe('correctWord', () => {
  it('corrects a typo to the closest, most frequent known word', () => {
    expect(correctWord('ceramcia', candidates())).toBe('cerámica');
    expect(correctWord('taldro', candidates())).toBe('taladro');
    expect(correctWord('pintur', candidates())).toBe('pintura');
  });
  it('leaves known words, short words and far words alone', () => {
    expect(correctWord('ceramica', candidates())).toBeNull();
    expect(correctWord('tab', candidates())).toBeNull();
    expect(correctWord('manguera', candidates())).toBeNull();
  });
});

describe('didYouMean', () => {
  it('suggests a corrected term only when a word changed', () => {
    expect(didYouMean('taldro inalámbrico', candidates)).toBe('taladro inalámbrico');
    expect(didYouMean('pintura', candidates)).toBeNull();
    expect(didYouMean('   ', candidates)).toBeNull();
  });
});
