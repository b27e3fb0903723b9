import type pg from 'pg';
import type { ContentEntry, SmartBannerResponse, TextBanner } from '../../contract';
import type { ContentRepo } from './content.service';

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
});
