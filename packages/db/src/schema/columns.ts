import { bigint, customType, text, timestamp } from 'drizzle-orm/pg-core';

/** Shared column helpers (STYLE example 11). Names are camelCase here, snake_case in SQL. */

/** A site id of the tenant registry (socl, hocl, soco, ...). */
export const siteId = () => text().notNull();

/** An amount in the currency's minor unit (DESIGN §5): CLP/COP have none, the others cents. */
export const money = () => bigint({ mode: 'number' });

/** A point in time with its zone. */
export const at = () => timestamp({ withTimezone: true, mode: 'date' });

export const createdAt = () => at().notNull().defaultNow();
export const updatedAt = () => at().notNull().defaultNow();

/** PostgreSQL full-text document (drizzle has no built-in tsvector). */
export const tsvector = customType<{ data: string }>({
  dataType: () => 'tsvector',
});

/** Three-letter currency code. */
export const currency = () => text().notNull();
