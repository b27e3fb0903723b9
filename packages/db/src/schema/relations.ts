import { relations } from 'drizzle-orm';
import {
  badges,
  brands,
  categories,
  media,
  products,
  reviews,
  specifications,
  variants,
} from './catalog';
import { facilities, stock } from './fulfilment';
import { companies, companyUsers, sessions, users } from './identity';
import { prices } from './pricing';

/** Relations for Drizzle's relational queries (db.query.products.findMany({ with: ... })). */
export const productsRelations = relations(products, ({ one, many }) => ({
  brand: one(brands, {
    fields: [products.siteId, products.brandId],
    references: [brands.siteId, brands.brandId],
  }),
  category: one(categories, {
    fields: [products.siteId, products.categoryId],
    references: [categories.siteId, categories.categoryId],
  }),
  variants: many(variants),
  media: many(media),
  specifications: many(specifications),
  badges: many(badges),
  reviews: many(reviews),
}));

export const variantsRelations = relations(variants, ({ one, many }) => ({
  product: one(products, {
    fields: [variants.siteId, variants.productId],
    references: [products.siteId, products.productId],
  }),
  prices: many(prices),
  stock: many(stock),
}));

export const pricesRelations = relations(prices, ({ one }) => ({
  variant: one(variants, {
    fields: [prices.siteId, prices.skuId],
    references: [variants.siteId, variants.skuId],
  }),
}));

export const stockRelations = relations(stock, ({ one }) => ({
  variant: one(variants, {
    fields: [stock.siteId, stock.skuId],
    references: [variants.siteId, variants.skuId],
  }),
  facility: one(facilities, {
    fields: [stock.siteId, stock.facilityId],
    references: [facilities.siteId, facilities.facilityId],
  }),
}));

const ofProduct = <T extends typeof media | typeof specifications | typeof badges | typeof reviews>(
  table: T,
) =>
  relations(table, ({ one }) => ({
    product: one(products, {
      fields: [table.siteId, table.productId],
      references: [products.siteId, products.productId],
    }),
  }));
export const mediaRelations = ofProduct(media);
export const specificationsRelations = ofProduct(specifications);
export const badgesRelations = ofProduct(badges);
export const reviewsRelations = ofProduct(reviews);

export const usersRelations = relations(users, ({ one, many }) => ({
  membership: one(companyUsers, { fields: [users.id], references: [companyUsers.userId] }),
  sessions: many(sessions),
}));

export const companyUsersRelations = relations(companyUsers, ({ one }) => ({
  company: one(companies, { fields: [companyUsers.companyId], references: [companies.id] }),
  user: one(users, { fields: [companyUsers.userId], references: [users.id] }),
}));

export const sessionsRelations = relations(sessions, ({ one }) => ({
  user: one(users, { fields: [sessions.userId], references: [users.id] }),
}));
