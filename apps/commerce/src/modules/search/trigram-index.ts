import type { VocabularyWord } from './typo';

/**
 * pg_trgm's similarity over a site's vocabulary, in memory: the same trigrams (each
 * alphanumeric run padded with two spaces before and one after), the same measure (shared
 * trigrams over the union) and the same `%` threshold, so did-you-mean candidates match what
 * `word % $term ORDER BY similarity DESC, frequency DESC` returned, without a round trip.
 */
export const SIMILARITY_THRESHOLD = 0.3;
export const CANDIDATES = 25;

/** The distinct trigrams of a text, as pg_trgm makes them. */
export const trigrams = (text: string): Set<string> => {
  const out = new Set<string>();
  for (const word of text.toLowerCase().split(/[^\p{L}\p{N}]+/u)) {
    if (word.length === 0) continue;
    const padded = `  ${word} `;
    for (let i = 0; i + 3 <= padded.length; i++) out.add(padded.slice(i, i + 3));
  }
  return out;
};

export const similarity = (a: string, b: string): number => {
  const x = trigrams(a);
  const y = trigrams(b);
  let shared = 0;
  for (const t of x) if (y.has(t)) shared++;
  const union = x.size + y.size - shared;
  return union === 0 ? 0 : shared / union;
};

export interface TrigramIndex {
  /** Words closest to `term` (similarity >= threshold), best first, then most frequent. */
  nearest(term: string, limit?: number): VocabularyWord[];
}

export const buildTrigramIndex = (words: readonly VocabularyWord[]): TrigramIndex => {
  const sizes = new Uint16Array(words.length);
  const postings = new Map<string, number[]>();
  words.forEach((w, i) => {
    const grams = trigrams(w.word);
    sizes[i] = grams.size;
    for (const g of grams) {
      const list = postings.get(g);
      if (list) list.push(i);
      else postings.set(g, [i]);
    }
  });
  return {
    nearest(term, limit = CANDIDATES) {
      const grams = trigrams(term);
      if (grams.size === 0) return [];
      const shared = new Map<number, number>();
      for (const g of grams) {
        for (const i of postings.get(g) ?? []) shared.set(i, (shared.get(i) ?? 0) + 1);
      }
      const found: Array<{ i: number; sim: number }> = [];
      for (const [i, n] of shared) {
        const sim = n / (grams.size + sizes[i]! - n);
        if (sim >= SIMILARITY_THRESHOLD) found.push({ i, sim });
      }
      found.sort(
        (a, b) =>
          b.sim - a.sim ||
          words[b.i]!.frequency - words[a.i]!.frequency ||
          (words[a.i]!.word < words[b.i]!.word ? -1 : 1),
      );
      return found.slice(0, limit).map(({ i }) => words[i]!);
    },
  };
};
