import type { Kind } from './taxonomy';

/**
 * Anchor products: the first products of every site, with fixed ids so tests, docs and demos can
 * name them. Product n of site index i has productId `${i}${n padded to 7}` (socl drill:
 * 10000003) and its variants the skuIds `${i}${n*10+v padded to 6}` (socl drill: 1000030); EAN
 * `${GS1 country prefix}${i}${sku number padded to 8}` plus its check digit.
 */
export interface Anchor {
  n: number;
  kind: Kind;
  /** Name as the site's language writes it ({bulb} = the country's word). */
  es: string;
  pt: string;
  brand?: string;
}

export const ANCHORS: readonly Anchor[] = [
  {
    n: 1,
    kind: 'tile',
    es: 'Cerámica piso Roma beige 45x45 cm',
    pt: 'Piso cerâmico Roma bege 45x45 cm',
  },
  { n: 2, kind: 'paint', es: 'Pintura látex lavable mate', pt: 'Tinta acrílica lavável fosca' },
  {
    n: 3,
    kind: 'drill',
    es: 'Taladro percutor 13 mm 650 W',
    pt: 'Furadeira de impacto 13 mm 650 W',
    brand: 'Bosch',
  },
  {
    n: 4,
    kind: 'faucet',
    es: 'Monomando lavamanos cromado',
    pt: 'Monocomando para lavatório cromado',
  },
  {
    n: 5,
    kind: 'bulb',
    es: '{bulb} LED 9 W E27 luz cálida',
    pt: 'Lâmpada LED 9 W E27 luz quente',
    brand: 'Philips',
  },
  {
    n: 6,
    kind: 'ladder',
    es: 'Escalera tijera aluminio 5 peldaños',
    pt: 'Escada tesoura alumínio 5 degraus',
  },
];

/** homy (home decor) anchors. */
export const DECOR_ANCHORS: readonly Anchor[] = [
  { n: 1, kind: 'mirror', es: 'Espejo redondo marco dorado', pt: 'Espejo redondo marco dorado' },
  { n: 2, kind: 'cushion', es: 'Cojín terciopelo 45x45 cm', pt: 'Cojín terciopelo 45x45 cm' },
  { n: 3, kind: 'lamp', es: 'Lámpara de pie trípode', pt: 'Lámpara de pie trípode' },
  { n: 4, kind: 'sofa', es: 'Sofá 3 cuerpos lino', pt: 'Sofá 3 cuerpos lino' },
  { n: 5, kind: 'rug', es: 'Alfombra yute', pt: 'Alfombra yute' },
  { n: 6, kind: 'plate', es: 'Vajilla gres 18 piezas', pt: 'Vajilla gres 18 piezas' },
];

/** First sku number of non-anchor products (anchors use n*10 + variant). */
export const FIRST_FREE_SKU = 1000;

export const productIdOf = (siteIndex: number, n: number) =>
  `${siteIndex}${String(n).padStart(7, '0')}`;
export const skuIdOf = (siteIndex: number, skuNumber: number) =>
  `${siteIndex}${String(skuNumber).padStart(6, '0')}`;
/** The first skuId of anchor n. */
export const anchorSkuId = (siteIndex: number, n: number) => skuIdOf(siteIndex, n * 10);
