/**
 * Relevance tables (issue 5): what a shopper types and which products they expect in the top 5.
 * A product is relevant when its category is of one of the listed kinds (the seed's taxonomy:
 * packages/db/src/seed/taxonomy.ts), judged by hand from the words, never from search output.
 * Scored by `npm run bench` (bench/search-relevance.ts) as precision at 5.
 */
export interface RelevanceQuery {
  q: string;
  /** Category kinds whose products answer the query. */
  kinds: string[];
}

/** Spanish, asked on Chile's site (socl). */
export const SPANISH: readonly RelevanceQuery[] = [
  { q: 'taladro', kinds: ['drill'] },
  { q: 'taladro percutor', kinds: ['drill'] },
  { q: 'taladro inalambrico', kinds: ['drill'] },
  { q: 'rotomartillo', kinds: ['drill'] },
  { q: 'sierra circular', kinds: ['saw'] },
  { q: 'martillo', kinds: ['hammer'] },
  { q: 'ceramica', kinds: ['tile'] },
  { q: 'porcelanato', kinds: ['tile'] },
  { q: 'piso laminado', kinds: ['tile', 'plank'] },
  { q: 'pintura latex', kinds: ['paint'] },
  { q: 'esmalte al agua', kinds: ['paint'] },
  { q: 'monomando lavamanos', kinds: ['faucet'] },
  { q: 'griferia ducha', kinds: ['faucet'] },
  { q: 'inodoro', kinds: ['toilet'] },
  { q: 'cable electrico', kinds: ['cable'] },
  { q: 'ampolleta led', kinds: ['bulb'] },
  { q: 'escalera tijera', kinds: ['ladder'] },
  { q: 'cortadora de pasto', kinds: ['mower'] },
  { q: 'ventilador', kinds: ['fan'] },
  { q: 'cerradura digital', kinds: ['lock'] },
];

/** Portuguese, asked on Brazil's site (sobr). */
export const PORTUGUESE: readonly RelevanceQuery[] = [
  { q: 'furadeira', kinds: ['drill'] },
  { q: 'furadeira de impacto', kinds: ['drill'] },
  { q: 'furadeira sem fio', kinds: ['drill'] },
  { q: 'martelete', kinds: ['drill'] },
  { q: 'serra circular', kinds: ['saw'] },
  { q: 'martelo', kinds: ['hammer'] },
  { q: 'ceramica', kinds: ['tile'] },
  { q: 'porcelanato', kinds: ['tile'] },
  { q: 'piso laminado', kinds: ['tile', 'plank'] },
  { q: 'tinta acrilica', kinds: ['paint'] },
  { q: 'verniz', kinds: ['paint'] },
  { q: 'torneira', kinds: ['faucet'] },
  { q: 'misturador chuveiro', kinds: ['faucet'] },
  { q: 'vaso sanitario', kinds: ['toilet'] },
  { q: 'cabo flexivel', kinds: ['cable'] },
  { q: 'lampada led', kinds: ['bulb'] },
  { q: 'escada tesoura', kinds: ['ladder'] },
  { q: 'cortador de grama', kinds: ['mower'] },
  { q: 'ventilador', kinds: ['fan'] },
  { q: 'fechadura digital', kinds: ['lock'] },
];
