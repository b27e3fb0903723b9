import { sql } from 'drizzle-orm';
import { index, integer, pgTable, primaryKey, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, money, updatedAt } from './columns';
import { users } from './identity';

/**
 * Lists and projects (issue 23): a shopper's named lists of SKUs (a project such as "Baño nuevo"
 * with a note and a budget), per site. A list may be shared read-only by a random token, which
 * its owner can revoke (the token is then null).
 */
export const shoppingLists = pgTable(
  'shopping_lists',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    siteId: text().notNull(),
    name: text().notNull(),
    note: text(),
    budget: money(),
    shareToken: text(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('shopping_lists_user_idx').on(t.userId, t.siteId),
    uniqueIndex('shopping_lists_share_idx')
      .on(t.shareToken)
      .where(sql`${t.shareToken} IS NOT NULL`),
  ],
);

/** One SKU of a list with its quantity (1..9999); a SKU appears once per list. */
export const shoppingListLines = pgTable(
  'shopping_list_lines',
  {
    listId: uuid()
      .notNull()
      .references(() => shoppingLists.id, { onDelete: 'cascade' }),
    skuId: text().notNull(),
    quantity: integer().notNull(),
    addedAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.listId, t.skuId] })],
);
