import { index, integer, pgTable, primaryKey, serial, text } from 'drizzle-orm/pg-core';
import { siteId } from './columns';
import { sites } from './sites';

/**
 * Distinct words of a site's catalogue (lower case, unaccented) and how many products use them:
 * trigram candidates for typo tolerance and did-you-mean (DESIGN §3: 0.5 ms over this table
 * against 48 ms over full names). Rebuilt by refreshVocabulary().
 */
export const searchVocabulary = pgTable(
  'search_vocabulary',
  {
    siteId: siteId().references(() => sites.siteId, { onDelete: 'cascade' }),
    word: text().notNull(),
    frequency: integer().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.siteId, t.word] }),
    index('search_vocabulary_trgm_idx').using('gin', t.word.op('gin_trgm_ops')),
  ],
);

/**
 * Synonym groups a merchandiser edits: every term of a group finds the others (llave, grifo,
 * canilla). Terms are stored lower case and unaccented; the search repository expands a query
 * word with the other terms of its groups.
 */
export const searchSynonyms = pgTable(
  'search_synonyms',
  {
    id: serial().primaryKey(),
    siteId: siteId().references(() => sites.siteId, { onDelete: 'cascade' }),
    terms: text().array().notNull(),
    note: text(),
  },
  (t) => [index('search_synonyms_terms_idx').using('gin', t.terms)],
);
