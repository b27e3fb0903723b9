import { sql } from 'drizzle-orm';
import {
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  real,
  serial,
  text,
} from 'drizzle-orm/pg-core';
import { products } from './catalog';
import { at, siteId, tsvector } from './columns';
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
    /**
     * The six best-rated products using the word (typeahead's product suggestions for a prefix:
     * the best of the lists of the words it starts).
     */
    topProducts: text().array().notNull().default(sql`'{}'::text[]`),
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

/**
 * The search read model: one narrow row per published product with what matching, ranking and
 * facets read (DESIGN §7: the ranked scan over this 12 MB table is about 4x faster than over the
 * 50 MB products heap). Written by refreshSearchDocuments() in the seed's and importer's
 * transaction, so it is never stale; migration 0002 fills it for databases seeded before it.
 */
export const searchProducts = pgTable(
  'search_products',
  {
    siteId: siteId(),
    productId: text().notNull(),
    /**
     * A small number unique within the site: search answers with these instead of product ids,
     * and the commerce process indexes its in-memory facet columns by them.
     */
    ord: integer().notNull().default(0),
    document: tsvector().notNull(),
    brandName: text().notNull(),
    colorGroup: text(),
    rating: real().notNull(),
    createdAt: at().notNull(),
    categoryPath: text().array().notNull().default(sql`'{}'::text[]`),
  },
  (t) => [
    primaryKey({ columns: [t.siteId, t.productId] }),
    foreignKey({
      columns: [t.siteId, t.productId],
      foreignColumns: [products.siteId, products.productId],
    }).onDelete('cascade'),
    index('search_products_document_idx').using('gin', t.document),
    index('search_products_category_path_idx').using('gin', t.categoryPath),
  ],
);
