/**
 * Typo tolerance and did-you-mean over the site's vocabulary: the repo finds candidate words
 * (trigram similarity on the vocabulary table); these pure functions pick the best correction.
 */

/** Lower-case, accents removed: "Cerámica" → "ceramica". */
export const fold = (s: string): string =>
  s
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase();

/** Optimal string alignment distance, stopping early once it exceeds `max`. */
export const editDistance = (a: string, b: string, max = 3): number => {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let prev2: number[] = [];
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const cur = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let v = Math.min(prev[j]! + 1, cur[j - 1]! + 1, prev[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        v = Math.min(v, prev2[j - 2]! + 1);
      }
      cur.push(v);
      rowMin = Math.min(rowMin, v);
    }
    if (rowMin > max) return max + 1;
    prev2 = prev;
    prev = cur;
  }
  return prev[b.length]!;
};

/** Edits allowed for a word of this length: none under 4 letters, 1 up to 7, 2 beyond. */
export const allowedEdits = (length: number): number => (length < 4 ? 0 : length <= 7 ? 1 : 2);

export interface VocabularyWord {
  word: string;
  /** Products the word appears in. */
  frequency: number;
}

/**
 * The best correction of one word among candidates: within the allowed edits, fewest edits
 * first, then the most frequent, then alphabetical. Null when the word is itself known or
 * nothing is close enough.
 */
export const correctWord = (word: string, candidates: VocabularyWord[]): string | null => {
  const w = fold(word);
  const max = allowedEdits(w.length);
  if (max === 0) return null;
  let best: { word: string; distance: number; frequency: number } | null = null;
  for (const c of candidates) {
    const folded = fold(c.word);
    if (folded === w) return null;
    const distance = editDistance(w, folded, max);
    if (distance > max) continue;
    if (
      !best ||
      distance < best.distance ||
      (distance === best.distance && c.frequency > best.frequency) ||
      (distance === best.distance && c.frequency === best.frequency && c.word < best.word)
    ) {
      best = { word: c.word, distance, frequency: c.frequency };
    }
  }
  return best?.word ?? null;
};

/** Did-you-mean for a whole term: each word corrected; null when nothing changed. */
export const didYouMean = (
  term: string,
  candidatesFor: (word: string) => VocabularyWord[],
): string | null => {
  const words = term.trim().split(/\s+/).filter(Boolean);
  let changed = false;
  const out = words.map((w) => {
    const fixed = correctWord(w, candidatesFor(w));
    if (fixed !== null && fold(fixed) !== fold(w)) {
      changed = true;
      return fixed;
    }
    return w;
  });
  return changed ? out.join(' ') : null;
};
