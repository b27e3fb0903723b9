import { bigint, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';

/**
 * One row per site of the tenant registry. The registry (packages/tenants) stays the home of
 * per-tenant rules; this row only anchors foreign keys and names the text search configuration
 * the site's search documents are built with.
 */
export const sites = pgTable('sites', {
  siteId: text().primaryKey(),
  tenant: text().notNull().unique(),
  country: text().notNull(),
  /** Default currency (ISO 4217). */
  currency: text().notNull(),
  /** fierro_es or fierro_pt: stemming plus accent folding (custom migration 0000). */
  textSearchConfig: text().notNull(),
  /**
   * Bumped in the transaction of every seed or import that changes the site's catalogue: the
   * commerce process rebuilds its in-memory typeahead and vocabulary indexes when it moves.
   */
  catalogVersion: bigint({ mode: 'number' }).notNull().default(0),
  createdAt: createdAt(),
});
