/**
 * Deterministic randomness for the generator: a string hash seeds a small fast PRNG (sfc32), so
 * the same (site, product number) always draws the same product whatever the scale.
 */
export const hashString = (text: string): number => {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 16777619);
  }
  return h >>> 0;
};

export interface Rng {
  /** Uniform in [0, 1). */
  next(): number;
  /** Integer in [min, max]. */
  int(min: number, max: number): number;
  chance(p: number): boolean;
  pick<T>(items: readonly T[]): T;
  /** Item chosen with the given weights. */
  weighted<T>(items: readonly (readonly [T, number])[]): T;
  /** k distinct items (order of first draw). */
  sample<T>(items: readonly T[], k: number): T[];
}

export const createRng = (seed: string): Rng => {
  let a = hashString(`a:${seed}`);
  let b = hashString(`b:${seed}`);
  let c = hashString(`c:${seed}`);
  let d = 1;
  const next = () => {
    a >>>= 0;
    b >>>= 0;
    c >>>= 0;
    d >>>= 0;
    const t = (((a + b) | 0) + d) | 0;
    d = (d + 1) | 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) | 0;
    c = (c << 21) | (c >>> 11);
    c = (c + t) | 0;
    return (t >>> 0) / 4294967296;
  };
  for (let i = 0; i < 12; i++) next();
  const rng: Rng = {
    next,
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    chance: (p) => next() < p,
    pick: (items) => items[Math.floor(next() * items.length)]!,
    weighted: (items) => {
      const total = items.reduce((s, [, w]) => s + w, 0);
      let r = next() * total;
      for (const [item, w] of items) {
        r -= w;
        if (r < 0) return item;
      }
      return items[items.length - 1]![0];
    },
    sample: (items, k) => {
      const pool = [...items];
      const out: (typeof items)[number][] = [];
      while (out.length < k && pool.length > 0) {
        out.push(pool.splice(Math.floor(next() * pool.length), 1)[0]!);
      }
      return out;
    },
  };
  return rng;
};

/** EAN-13 with its check digit, from a 12-digit body. */
export const ean13 = (body12: string): string => {
  const digits = body12.split('').map(Number);
  const sum = digits.reduce((s, d, i) => s + d * (i % 2 === 0 ? 1 : 3), 0);
  return `${body12}${(10 - (sum % 10)) % 10}`;
};
