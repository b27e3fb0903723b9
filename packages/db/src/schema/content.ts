import type { ContentPageKind } from '@fierro/domain';
import { customType, index, integer, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { at, siteId } from './columns';
import { audience, bannerPlacement, contentPlacement, contentSection } from './enums';
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

/**
 * One part of a content page's body, in order. `stores` stands where the stores directory goes
 * (read from the facilities of kind store when the page is served). Links are paths of the site.
 */
export type ContentBlock =
  | { type: 'heading'; text: string; id?: string }
  | { type: 'paragraph'; text: string }
  | { type: 'list'; items: string[] }
  | { type: 'faq'; items: Array<{ question: string; answer: string }> }
  | { type: 'links'; items: Array<{ label: string; href: string }> }
  | { type: 'stores' };

/**
 * Content pages of a site (FAQ, terms, privacy and cookies, about us, stores, store-card pages,
 * guarantee), in the site's language. `section` is the first path segment (`static` or
 * `content`, spec §2 tracking page names); `slug` the second.
 */
export const contentPages = pgTable(
  'content_pages',
  {
    siteId: site(),
    slug: text().notNull(),
    section: contentSection().notNull(),
    kind: text().$type<ContentPageKind>().notNull(),
    title: text().notNull(),
    /** One or two sentences: the page's lead and its meta description. */
    summary: text().notNull(),
    blocks: jsonb().$type<ContentBlock[]>().notNull(),
    updatedAt: at().notNull(),
  },
  (t) => [primaryKey({ columns: [t.siteId, t.slug] })],
);

const bytea = customType<{ data: Buffer; driverData: Buffer }>({ dataType: () => 'bytea' });

/**
 * Files a site serves as they are (the m² calculation guide PDF, product videos), by name.
 * `sha256` is the file's ETag.
 */
export const contentFiles = pgTable(
  'content_files',
  {
    siteId: site(),
    name: text().notNull(),
    mediaType: text().notNull(),
    body: bytea().notNull(),
    sha256: text().notNull(),
    updatedAt: at().notNull(),
  },
  (t) => [primaryKey({ columns: [t.siteId, t.name] })],
);
