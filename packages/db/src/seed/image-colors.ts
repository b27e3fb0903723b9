import { hashString } from './prng';
import type { SiteRows } from './rows';
import { COLORS } from './specs';

/**
 * The colour each generated product image is drawn in, so that what a shopper reads matches what
 * they see: an image of a variant is in the variant's colour; a product's own images are in its
 * first variant's colour, else in the colour its name says ("blanco", "marco negro", "roble"),
 * else in one colour of a small palette, the same for every view of the product.
 */

const PALETTE = ['#d9381e', '#1f2937', '#0b4ea2', '#2f7d4f', '#7a4e9e', '#c27c0e'];

/** Colour words of the catalogue's names, Spanish and Portuguese, to the colour they draw. */
const WORDS: Map<string, string> = (() => {
  const words = new Map<string, string>();
  const add = (word: string, hex: string) => {
    const key = word.toLowerCase();
    if (!words.has(key)) words.set(key, hex);
  };
  for (const c of COLORS) {
    for (const name of [c.es, c.pt]) {
      add(name, c.hex);
      add(name.split(' ')[0]!, c.hex);
    }
  }
  for (const c of COLORS) for (const g of [c.groupEs, c.groupPt]) add(g, c.hex);
  add('dorado', '#c9a227');
  add('dourado', '#c9a227');
  add('cromado', '#c0c6cc');
  return words;
})();

/** The colour a product's name says, if any (two-word names first: "gris grafito"). */
export const colorNamedIn = (name: string): string | null => {
  const words = name.toLowerCase().split(/[^a-záéíóúâêôãõçü]+/);
  for (let i = 0; i < words.length; i++) {
    const two = `${words[i]} ${words[i + 1] ?? ''}`;
    const hex = WORDS.get(two) ?? WORDS.get(words[i]!);
    if (hex) return hex;
  }
  return null;
};

/** Image path (media url) to the colour it is drawn in, for every IMAGE and SPIN of a site. */
export const mediaColors = (rows: SiteRows): Map<string, string> => {
  const skuColor = new Map<string, string>();
  const firstColor = new Map<string, string>();
  for (const v of rows.variants) {
    if (v.colorHex) skuColor.set(v.skuId, v.colorHex);
    if (!firstColor.has(v.productId)) firstColor.set(v.productId, v.colorHex ?? '');
  }
  const names = new Map(rows.products.map((p) => [p.productId, p.displayName]));
  const out = new Map<string, string>();
  for (const m of rows.media) {
    if (m.kind === 'VIDEO' || out.has(m.url)) continue;
    const color =
      (m.skuId && skuColor.get(m.skuId)) ||
      firstColor.get(m.productId) ||
      colorNamedIn(names.get(m.productId) ?? '') ||
      PALETTE[hashString(m.productId) % PALETTE.length]!;
    out.set(m.url, color);
  }
  return out;
};
