import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { at, siteId } from './columns';
import { audience, bannerPlacement, contentPlacement } from './enums';
import { sites } from './sites';

const site = () => siteId().references(() => sites.siteId, { onDelete: 'cascade' });

/** Spec §3 home banner, showcase and brand entries, per site and audience (guest, business). */
export const contentEntries = pgTable(
  'content_entries',
  {
    id: text().primaryKey(),
    siteId: site(),
    audience: audience().notNull(),
    placement: contentPlacement().notNull(),
    sortOrder: integer().notNull(),
    desktopImage: text().notNull(),
    mobileImage: text().notNull(),
    link: text().notNull(),
    altText: text().notNull(),
    /** 'external' opens outside the site (e.g. Peru's credit portal); null = internal link. */
    ctaType: text().$type<'external'>(),
    validFrom: at(),
    validTo: at(),
  },
  (t) => [index('content_entries_site_idx').on(t.siteId, t.audience, t.placement, t.sortOrder)],
);

/** Header, content and no-result banners (text with optional link and image). */
export const banners = pgTable(
  'banners',
  {
    id: text().primaryKey(),
    siteId: site(),
    /** null = both audiences. */
    audience: audience(),
    placement: bannerPlacement().notNull(),
    sortOrder: integer().notNull().default(0),
    text: text().notNull(),
    link: text(),
    image: text(),
    validFrom: at(),
    validTo: at(),
  },
  (t) => [index('banners_site_idx').on(t.siteId, t.placement, t.sortOrder)],
);

/** Mobile-app smart banners (`/search/v1/{siteId}/smart-banner/{smartBannerId}`). */
export const smartBanners = pgTable('smart_banners', {
  id: text().primaryKey(),
  siteId: site(),
  title: text().notNull(),
  text: text().notNull(),
  buttonLabel: text().notNull(),
  iconImage: text().notNull(),
  androidUrl: text(),
  iosUrl: text(),
  rating: text(),
});
