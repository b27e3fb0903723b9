import type pg from 'pg';
import { readySiteIndex, siteIndex } from '../../lib/site-index';

/**
 * The site's search documents (search_products.document, the tsvectors PostgreSQL built with the
 * site's configuration) as an inverted index in memory, per catalogue version: lexeme → the ords
 * holding it, each with its positions and weights. A first-time search matches and ranks here
 * instead of in SQL (README, "Search in memory"): PostgreSQL spends most of such a search
 * evaluating the ranking per matching row, and a term that synonyms widen to 9,000 products
 * took 7 ms at the p95 there, against the 10 ms budget of the whole request.
 *
 * The ranking is PostgreSQL's own, computed the same way (`ts_rank` with its default weights in
 * single precision, its operand de-duplication, the typed-word tiers of typedWordsFirst), so a
 * term answers the same order from either path; `text-index.db.test.ts` compares them.
 */
export interface TextIndex {
  /** Every lexeme, in PostgreSQL's order for them (byte order): a prefix's lexemes are a run. */
  lexemes: string[];
  idOf: Map<string, number>;
  /** Postings of lexeme l: postingDoc[lexemeStart[l] .. lexemeStart[l + 1]), ords ascending. */
  lexemeStart: Uint32Array;
  postingDoc: Int32Array;
  /** Positions of posting p: positions[positionStart[p] .. positionStart[p + 1]). */
  positionStart: Uint32Array;
  /** As PostgreSQL packs them: weight (A 3, B 2, C 1, D 0) in the top two bits, position below. */
  positions: Uint16Array;
  /** One past the highest ord. */
  size: number;
}

/** One typed word of a term, as the match and the ranking use it. */
export interface TextTerm {
  /** The word's own lexeme (the tiers: typed words before synonyms). */
  stem: string;
  /** Lexemes of which any matches the word: its own and its synonyms', in the query's order. */
  alternatives: string[];
  /** The word's lexeme as a prefix (the last word: "tala" finds "taladro"); ranks when set. */
  prefix: string | null;
  /** Whether the prefix matches too (a word the catalogue does not hold whole). */
  prefixMatches: boolean;
}

/** Lexemes with positions from a tsvector's text form (`'a':1A,3 'b':2`), calling `onEntry`. */
export const parseTsvector = (
  text: string,
  onEntry: (lexeme: string, positions: number[]) => void,
): void => {
  let i = 0;
  const n = text.length;
  while (i < n) {
    while (i < n && text.charCodeAt(i) === 32) i++;
    if (i >= n) break;
    if (text.charCodeAt(i) !== 39) throw new Error(`tsvector: quote expected at ${i}`);
    i++;
    let lexeme = '';
    let from = i;
    for (;;) {
      if (i >= n) throw new Error('tsvector: unterminated lexeme');
      const c = text.charCodeAt(i);
      if (c === 39) {
        if (text.charCodeAt(i + 1) === 39) {
          lexeme += text.slice(from, i + 1);
          i += 2;
          from = i;
          continue;
        }
        lexeme += text.slice(from, i);
        i++;
        break;
      }
      if (c === 92) {
        lexeme += text.slice(from, i) + text.charAt(i + 1);
        i += 2;
        from = i;
        continue;
      }
      i++;
    }
    const positions: number[] = [];
    if (text.charCodeAt(i) === 58) {
      i++;
      for (;;) {
        let pos = 0;
        while (i < n) {
          const c = text.charCodeAt(i);
          if (c < 48 || c > 57) break;
          pos = pos * 10 + (c - 48);
          i++;
        }
        const w = text.charCodeAt(i);
        let weight = 0;
        if (w === 65) weight = 3;
        else if (w === 66) weight = 2;
        else if (w === 67) weight = 1;
        if (weight > 0 || w === 68) i++;
        positions.push((weight << 14) | (pos & 0x3fff));
        if (text.charCodeAt(i) !== 44) break;
        i++;
      }
    }
    onEntry(lexeme, positions);
  }
};

const hasSurrogate = (s: string) => /[\uD800-\uDFFF]/.test(s);
/**
 * PostgreSQL's order of lexemes (tsCompareString: UTF-8 bytes, then length), which is code point
 * order: JavaScript's own comparison of UTF-16 units agrees but where a surrogate pair is involved.
 */
export const byteOrder = (a: string, b: string): number => {
  if (hasSurrogate(a) || hasSurrogate(b)) return Buffer.compare(Buffer.from(a), Buffer.from(b));
  return a < b ? -1 : a > b ? 1 : 0;
};

/** A turn of the event loop: requests are served while an index builds. */
const turn = () => new Promise<void>((resolve) => setImmediate(resolve));

/** Builds the index from (ord, tsvector text) pairs in ascending ord. */
export const buildTextIndex = async (
  documents: AsyncIterable<Array<[number, string]>> | Iterable<Array<[number, string]>>,
): Promise<TextIndex> => {
  const tempId = new Map<string, number>();
  const names: string[] = [];
  // Postings in document order, as growable arrays: the temporary lexeme id, the ord, the
  // number of positions; the positions themselves flat.
  let postLex: number[] = [];
  let postDoc: number[] = [];
  let postCount: number[] = [];
  let flat: number[] = [];
  let size = 0;
  let parsed = 0;
  for await (const chunk of documents) {
    for (const [ord, text] of chunk) {
      size = Math.max(size, ord + 1);
      parseTsvector(text, (lexeme, positions) => {
        let id = tempId.get(lexeme);
        if (id === undefined) {
          id = names.length;
          tempId.set(lexeme, id);
          names.push(lexeme);
        }
        postLex.push(id);
        postDoc.push(ord);
        postCount.push(positions.length);
        for (const p of positions) flat.push(p);
      });
      if (++parsed % 2_000 === 0) await turn();
    }
  }
  await turn();
  const order = names.map((_, i) => i).sort((a, b) => byteOrder(names[a]!, names[b]!));
  const finalId = new Uint32Array(names.length);
  order.forEach((temp, id) => {
    finalId[temp] = id;
  });
  const lexemeStart = new Uint32Array(names.length + 1);
  for (const temp of postLex) lexemeStart[finalId[temp]! + 1]!++;
  for (let l = 0; l < names.length; l++) lexemeStart[l + 1]! += lexemeStart[l]!;
  // Place each posting after the earlier ones of its lexeme: ords stay ascending per lexeme.
  const total = postLex.length;
  const slotOf = new Uint32Array(total);
  const next = lexemeStart.slice(0, names.length);
  for (let p = 0; p < total; p++) slotOf[p] = next[finalId[postLex[p]!]!]!++;
  await turn();
  const postingDoc = new Int32Array(total);
  const countAt = new Uint32Array(total);
  for (let p = 0; p < total; p++) {
    postingDoc[slotOf[p]!] = postDoc[p]!;
    countAt[slotOf[p]!] = postCount[p]!;
  }
  const positionStart = new Uint32Array(total + 1);
  for (let s = 0; s < total; s++) positionStart[s + 1] = positionStart[s]! + countAt[s]!;
  await turn();
  const positions = new Uint16Array(flat.length);
  let read = 0;
  for (let p = 0; p < total; p++) {
    const count = postCount[p]!;
    let at = positionStart[slotOf[p]!]!;
    for (let q = 0; q < count; q++) positions[at++] = flat[read++]!;
  }
  postLex = postDoc = postCount = flat = [];
  const lexemes = order.map((temp) => names[temp]!);
  return {
    lexemes,
    idOf: new Map(lexemes.map((l, i) => [l, i])),
    lexemeStart,
    postingDoc,
    positionStart,
    positions,
    size,
  };
};

/** Documents read per query while building (one result set of node-pg per chunk). */
const CHUNK = 5_000;

/**
 * The site's text index for the current catalogue version, or null while it builds (the caller
 * then asks PostgreSQL; the build goes on in the background).
 */
export const readyTextIndex = (pool: pg.Pool, siteId: string): Promise<TextIndex | null> =>
  readySiteIndex(pool, siteId, 'search-text-index', () => loadTextIndex(pool, siteId));

/** The site's text index for the current version, built now if it is not (startup's prewarm). */
export const awaitTextIndex = (pool: pg.Pool, siteId: string): Promise<TextIndex> =>
  siteIndex(pool, siteId, 'search-text-index', () => loadTextIndex(pool, siteId));

/** Builds the site's text index from its search documents. */
export const loadTextIndex = (pool: pg.Pool, siteId: string): Promise<TextIndex> => {
  async function* chunks() {
    let after = -1;
    for (;;) {
      const { rows } = await pool.query({
        name: 'search-text-documents',
        text: `SELECT ord, document::text FROM search_products WHERE site_id = $1 AND ord > $2
          ORDER BY ord LIMIT ${CHUNK}`,
        values: [siteId, after],
        rowMode: 'array',
      });
      if (rows.length === 0) return;
      yield rows as Array<[number, string]>;
      after = (rows.at(-1) as [number, string])[0];
      if (rows.length < CHUNK) return;
    }
  }
  return buildTextIndex(chunks());
};

// ts_rank's defaults (tsrank.c), in single precision as PostgreSQL computes them.
const f32 = Math.fround;
const WEIGHTS = [f32(0.1), f32(0.2), f32(0.4), f32(1.0)] as const;
const RANK_FLOOR = f32(1e-20);
/** word_distance(): single precision out, double precision inside. */
const wordDistance = (dist: number): number =>
  dist > 100 ? f32(1e-30) : f32(1.0 / (1.005 + 0.05 * Math.exp(dist / 1.5 - 2)));

/** A query operand of the ranking: a lexeme, or a prefix of lexemes. */
interface Operand {
  lexeme: string;
  prefix: boolean;
}

const operandOrder = (a: Operand, b: Operand) => byteOrder(a.lexeme, b.lexeme);

/**
 * PostgreSQL's qsort (src/include/lib/sort_template.h) of the ranking's operands: which of two
 * equal operands (a word and its own prefix) ts_rank keeps depends on where its sort leaves them.
 */
export const pgQsort = <T>(items: T[], compare: (a: T, b: T) => number): T[] => {
  const a = items;
  const swap = (i: number, j: number) => {
    const t = a[i]!;
    a[i] = a[j]!;
    a[j] = t;
  };
  const swapn = (i: number, j: number, n: number) => {
    for (let k = 0; k < n; k++) swap(i + k, j + k);
  };
  const cmp = (i: number, j: number) => compare(a[i]!, a[j]!);
  const med3 = (x: number, y: number, z: number) =>
    cmp(x, y) < 0
      ? cmp(y, z) < 0
        ? y
        : cmp(x, z) < 0
          ? z
          : x
      : cmp(y, z) > 0
        ? y
        : cmp(x, z) < 0
          ? x
          : z;
  const sort = (base: number, n: number): void => {
    for (;;) {
      if (n < 7) {
        for (let pm = base + 1; pm < base + n; pm++)
          for (let pl = pm; pl > base && cmp(pl - 1, pl) > 0; pl--) swap(pl, pl - 1);
        return;
      }
      let presorted = true;
      for (let pm = base + 1; pm < base + n; pm++) {
        if (cmp(pm - 1, pm) > 0) {
          presorted = false;
          break;
        }
      }
      if (presorted) return;
      let pm = base + Math.floor(n / 2);
      if (n > 7) {
        let pl = base;
        let pn = base + n - 1;
        if (n > 40) {
          const d = Math.floor(n / 8);
          pl = med3(pl, pl + d, pl + 2 * d);
          pm = med3(pm - d, pm, pm + d);
          pn = med3(pn - 2 * d, pn - d, pn);
        }
        pm = med3(pl, pm, pn);
      }
      swap(base, pm);
      let pa = base + 1;
      let pb = pa;
      let pc = base + n - 1;
      let pd = pc;
      for (;;) {
        while (pb <= pc) {
          const r = cmp(pb, base);
          if (r > 0) break;
          if (r === 0) swap(pa++, pb);
          pb++;
        }
        while (pb <= pc) {
          const r = cmp(pc, base);
          if (r < 0) break;
          if (r === 0) swap(pc, pd--);
          pc--;
        }
        if (pb > pc) break;
        swap(pb++, pc--);
      }
      const pn = base + n;
      let d1 = Math.min(pa - base, pb - pa);
      swapn(base, pb - d1, d1);
      d1 = Math.min(pd - pc, pn - pd - 1);
      swapn(pb, pn - d1, d1);
      d1 = pb - pa;
      const d2 = pd - pc;
      if (d1 <= d2) {
        if (d1 > 1) sort(base, d1);
        if (d2 <= 1) return;
        base = pn - d2;
        n = d2;
      } else {
        if (d2 > 1) sort(pn - d2, d2);
        if (d1 <= 1) return;
        n = d1;
      }
    }
  };
  sort(0, a.length);
  return a;
};

/**
 * The ranking query's operands as ts_rank uses them (SortAndUniqItems): in the order PostgreSQL
 * stores `(a || b || p:*) && (c || ...)` (each `||` and `&&` puts its right side first, so the
 * textual order reversed), sorted, equal lexemes kept once (the first the sort leaves).
 */
export const rankOperands = (terms: readonly TextTerm[]): Operand[] => {
  const textual: Operand[] = [];
  for (const t of terms) {
    for (const lexeme of t.alternatives) textual.push({ lexeme, prefix: false });
    if (t.prefix !== null) textual.push({ lexeme: t.prefix, prefix: true });
  }
  const sorted = pgQsort(textual.reverse(), operandOrder);
  const unique: Operand[] = [];
  for (const o of sorted) {
    const last = unique.at(-1);
    if (!last || operandOrder(last, o) !== 0) unique.push(o);
  }
  return unique;
};

/** Lexeme ids [from, to) an operand covers: the lexeme, or every lexeme it begins. */
const lexemeRange = (
  index: TextIndex,
  o: { lexeme: string; prefix: boolean },
): [number, number] => {
  const { lexemes } = index;
  if (!o.prefix) {
    const id = index.idOf.get(o.lexeme);
    return id === undefined ? [0, 0] : [id, id + 1];
  }
  let lo = 0;
  let hi = lexemes.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (byteOrder(lexemes[mid]!, o.lexeme) < 0) lo = mid + 1;
    else hi = mid;
  }
  let to = lo;
  while (to < lexemes.length && lexemes[to]!.startsWith(o.lexeme)) to++;
  return [lo, to];
};

/**
 * The ords of the documents matching every term (each through one of its alternatives, or its
 * prefix where that matches), best first as the SQL's ORDER BY puts them: a name holding every
 * typed word, names holding more of them, documents holding them anywhere, ts_rank, the rating;
 * then the ord (PostgreSQL leaves ties in no set order). At most `cap`.
 */
export const rankedOrds = (
  index: TextIndex,
  terms: readonly TextTerm[],
  ratings: Float64Array,
  cap: number,
): Int32Array => rankedMatches(index, terms, ratings, cap).ords;

/** rankedOrds with each one's sort keys: the tiers (packed) and ts_rank, best first. */
export const rankedMatches = (
  index: TextIndex,
  terms: readonly TextTerm[],
  ratings: Float64Array,
  cap: number,
): { ords: Int32Array; tiers: Int32Array; ranks: Float32Array } => {
  const { lexemeStart, postingDoc, positionStart, positions } = index;
  const nTerms = terms.length;
  // Matching: mark[ord] counts the terms matched so far, in order.
  const mark = new Uint8Array(index.size);
  const matched: number[] = [];
  terms.forEach((t, i) => {
    const ranges = t.alternatives.map((lexeme) => lexemeRange(index, { lexeme, prefix: false }));
    if (t.prefixMatches && t.prefix !== null)
      ranges.push(lexemeRange(index, { lexeme: t.prefix, prefix: true }));
    for (const [from, to] of ranges) {
      for (let l = from; l < to; l++) {
        for (let p = lexemeStart[l]!; p < lexemeStart[l + 1]!; p++) {
          const ord = postingDoc[p]!;
          if (mark[ord] === i) {
            mark[ord] = i + 1;
            if (i === nTerms - 1) matched.push(ord);
          }
        }
      }
    }
  });
  if (matched.length === 0)
    return { ords: new Int32Array(0), tiers: new Int32Array(0), ranks: new Float32Array(0) };
  matched.sort((a, b) => a - b);
  const n = matched.length;
  const row = new Int32Array(index.size).fill(-1);
  for (let k = 0; k < n; k++) row[matched[k]!] = k;

  // The lexemes the ranking and tiers read, in index order; each matched document's postings of
  // them, in that order (a CSR: entryStart per document).
  const operands = rankOperands(terms);
  const operandRanges = operands.map((o) => lexemeRange(index, o));
  const stemRanges = terms.map((t) => lexemeRange(index, { lexeme: t.stem, prefix: false }));
  const wanted = new Set<number>();
  for (const [from, to] of [...operandRanges, ...stemRanges])
    for (let l = from; l < to; l++) wanted.add(l);
  const lexemeIds = [...wanted].sort((a, b) => a - b);
  const entryCount = new Uint32Array(n + 1);
  for (const l of lexemeIds)
    for (let p = lexemeStart[l]!; p < lexemeStart[l + 1]!; p++) {
      const r = row[postingDoc[p]!]!;
      if (r >= 0) entryCount[r + 1]!++;
    }
  for (let k = 0; k < n; k++) entryCount[k + 1]! += entryCount[k]!;
  const entryLexeme = new Uint32Array(entryCount[n]!);
  const entryPosting = new Uint32Array(entryCount[n]!);
  const fill = entryCount.slice(0, n);
  for (const l of lexemeIds)
    for (let p = lexemeStart[l]!; p < lexemeStart[l + 1]!; p++) {
      const r = row[postingDoc[p]!]!;
      if (r >= 0) {
        const at = fill[r]!++;
        entryLexeme[at] = l;
        entryPosting[at] = p;
      }
    }

  const tier = new Int32Array(n);
  const rank = new Float32Array(n);
  const and = nTerms > 1 && operands.length >= 2;
  // ts_rank's per-operand positions of the document being ranked (calc_rank_and's pos[]).
  const posFrom = new Int32Array(operands.length);
  const posTo = new Int32Array(operands.length);
  for (let k = 0; k < n; k++) {
    const e0 = entryCount[k]!;
    const e1 = entryCount[k + 1]!;
    // Tiers: every typed word in the name (weight A), how many are, every one anywhere.
    let inName = 0;
    let anywhere = 0;
    for (const [from, to] of stemRanges) {
      if (from === to) continue;
      for (let e = e0; e < e1; e++) {
        if (entryLexeme[e] !== from) continue;
        anywhere++;
        const p = entryPosting[e]!;
        for (let q = positionStart[p]!; q < positionStart[p + 1]!; q++) {
          if (positions[q]! >> 14 === 3) {
            inName++;
            break;
          }
        }
      }
    }
    tier[k] =
      (inName === nTerms ? 1 << 20 : 0) |
      ((nTerms > 1 ? inName : 0) << 8) |
      (anywhere === nTerms ? 1 : 0);

    // ts_rank (calc_rank_or / calc_rank_and).
    let res = and ? -1.0 : 0.0;
    posFrom.fill(-1);
    for (let i = 0; i < operands.length; i++) {
      const [from, to] = operandRanges[i]!;
      for (let e = e0; e < e1; e++) {
        const l = entryLexeme[e]!;
        if (l < from || l >= to) continue;
        const p = entryPosting[e]!;
        const s = positionStart[p]!;
        const t = positionStart[p + 1]!;
        if (!and) {
          let resj = 0;
          let wjm = -1;
          let jm = 0;
          for (let j = 0; j < t - s; j++) {
            const w = WEIGHTS[positions[s + j]! >> 14]!;
            resj = f32(resj + f32(w / ((j + 1) * (j + 1))));
            if (w > wjm) {
              wjm = w;
              jm = j;
            }
          }
          res = f32(res + f32(f32(wjm + resj) - f32(wjm / ((jm + 1) * (jm + 1)))) / 1.64493406685);
          continue;
        }
        posFrom[i] = s;
        posTo[i] = t;
        for (let kk = 0; kk < i; kk++) {
          if (posFrom[kk]! < 0) continue;
          for (let a = s; a < t; a++) {
            for (let b = posFrom[kk]!; b < posTo[kk]!; b++) {
              // Equal positions count only where a side has none (never in our documents).
              const dist = Math.abs((positions[a]! & 0x3fff) - (positions[b]! & 0x3fff));
              if (dist === 0) continue;
              const curw = f32(
                Math.sqrt(
                  f32(
                    f32(WEIGHTS[positions[a]! >> 14]! * WEIGHTS[positions[b]! >> 14]!) *
                      wordDistance(dist),
                  ),
                ),
              );
              res = res < 0 ? curw : f32(1.0 - (1.0 - res) * (1.0 - curw));
            }
          }
        }
      }
    }
    if (!and && operands.length > 0) res = f32(res / operands.length);
    rank[k] = res < 0 ? RANK_FLOOR : res;
  }

  const order = new Int32Array(n);
  for (let k = 0; k < n; k++) order[k] = k;
  order.sort(
    (a, b) =>
      tier[b]! - tier[a]! ||
      rank[b]! - rank[a]! ||
      ratings[matched[b]!]! - ratings[matched[a]!]! ||
      matched[a]! - matched[b]!,
  );
  const kept = Math.min(n, cap);
  const out = {
    ords: new Int32Array(kept),
    tiers: new Int32Array(kept),
    ranks: new Float32Array(kept),
  };
  for (let k = 0; k < kept; k++) {
    const at = order[k]!;
    out.ords[k] = matched[at]!;
    out.tiers[k] = tier[at]!;
    out.ranks[k] = rank[at]!;
  }
  return out;
};
