import { storeMapImagePath } from '@fierro/db/image-paths';
import type pg from 'pg';
import {
  ContentBlock,
  type ContentEntry,
  type ContentPageResponse,
  type SmartBannerResponse,
  type StoreEntry,
  type TextBanner,
} from '../../contract';
import type { ContentFile, ContentRepo } from './content.service';

type OpeningHours = Record<string, Array<[string, string]>> | null;

/** Stored opening hours (`{"1": [["08:00", "21:00"]]}`, 0 = Sunday) as the contract's list. */
const hoursOf = (stored: OpeningHours): StoreEntry['openingHours'] =>
  Object.entries(stored ?? {})
    .flatMap(([day, spans]) =>
      spans.map(([opens, closes]) => ({ day: Number(day), opens, closes })),
    )
    .sort((a, b) => a.day - b.day || a.opens.localeCompare(b.opens));

const PLACEMENTS = { home_banner: 'banners', showcase: 'showcases', brand: 'brands' } as const;

/** Content over PostgreSQL: entries and banners valid today, in their order. */
export const createContentRepo = (pool: pg.Pool): ContentRepo => ({
  async home(siteId, audience) {
    const { rows } = await pool.query<ContentEntry & { placement: keyof typeof PLACEMENTS }>({
      name: 'content-home',
      text: `SELECT placement, sort_order AS "order", desktop_image AS "desktopImage",
          mobile_image AS "mobileImage", link, alt_text AS "altText", cta_type AS "ctaType"
        FROM content_entries WHERE site_id = $1 AND audience = $2
          AND (valid_from IS NULL OR valid_from <= now()) AND (valid_to IS NULL OR now() < valid_to)
        ORDER BY placement, sort_order`,
      values: [siteId, audience],
    });
    const out = {
      banners: [] as ContentEntry[],
      showcases: [] as ContentEntry[],
      brands: [] as ContentEntry[],
    };
    for (const { placement, ctaType, ...e } of rows) {
      out[PLACEMENTS[placement]].push(ctaType ? { ...e, ctaType } : e);
    }
    return out;
  },

  async banners(siteId, placement, now) {
    const { rows } = await pool.query<TextBanner>({
      name: 'content-banners',
      text: `SELECT id, text, link, image FROM banners WHERE site_id = $1 AND placement = $2
          AND (valid_from IS NULL OR valid_from <= $3) AND (valid_to IS NULL OR $3 < valid_to)
        ORDER BY sort_order, id`,
      values: [siteId, placement, now],
    });
    return rows;
  },

  async smartBanner(siteId, smartBannerId) {
    const { rows } = await pool.query<SmartBannerResponse>({
      name: 'content-smart-banner',
      text: `SELECT id, title, text, button_label AS "buttonLabel", icon_image AS "iconImage",
          android_url AS "androidUrl", ios_url AS "iosUrl", rating
        FROM smart_banners WHERE site_id = $1 AND id = $2`,
      values: [siteId, smartBannerId],
    });
    return rows[0] ?? null;
  },

  async page(siteId, slug) {
    const { rows } = await pool.query<
      Omit<ContentPageResponse, 'stores' | 'updatedAt' | 'blocks'> & {
        updatedAt: Date;
        blocks: unknown[];
      }
    >({
      name: 'content-page',
      text: `SELECT site_id AS "siteId", slug, section, kind, title, summary, blocks,
          updated_at AS "updatedAt"
        FROM content_pages WHERE site_id = $1 AND slug = $2`,
      values: [siteId, slug],
    });
    const row = rows[0];
    if (!row) return null;
    // Blocks are JSON written by the seed or a merchandiser: read through the contract.
    return {
      ...row,
      blocks: row.blocks.map((b) => ContentBlock.parse(b)),
      updatedAt: row.updatedAt.toISOString(),
    };
  },

  async stores(siteId) {
    // The directory reads facilities with SQL of its own (the geo module keeps its queries).
    const { rows } = await pool.query<{
      id: string;
      name: string;
      address: string;
      city: string;
      region: string | null;
      phone: string | null;
      latitude: number;
      longitude: number;
      opening_hours: OpeningHours;
      services: string[];
    }>({
      name: 'content-stores',
      text: `WITH RECURSIVE up AS (
          SELECT f.facility_id, a.parent_id, a.level, a.name FROM facilities f
            JOIN geo_areas a ON a.area_id = f.area_id
          WHERE f.site_id = $1 AND f.kind = 'store'
          UNION ALL
          SELECT up.facility_id, a.parent_id, a.level, a.name FROM up
            JOIN geo_areas a ON a.area_id = up.parent_id
          WHERE up.level <> 'state')
        SELECT f.facility_id AS id, f.name, f.address, f.city, r.name AS region, f.phone,
          f.latitude, f.longitude, f.opening_hours, f.services
        FROM facilities f LEFT JOIN up r ON r.facility_id = f.facility_id AND r.level = 'state'
        WHERE f.site_id = $1 AND f.kind = 'store'
        ORDER BY r.name NULLS LAST, f.name, f.facility_id`,
      values: [siteId],
    });
    return rows.map(({ opening_hours, ...r }) => ({
      ...r,
      openingHours: hoursOf(opening_hours),
      mapImage: storeMapImagePath(siteId, r.id),
    }));
  },

  async file(siteId, name): Promise<ContentFile | null> {
    const { rows } = await pool.query<ContentFile>({
      name: 'content-file',
      text: `SELECT name, media_type AS "mediaType", body, sha256, updated_at AS "updatedAt"
        FROM content_files WHERE site_id = $1 AND name = $2`,
      values: [siteId, name],
    });
    return rows[0] ?? null;
  },
});
