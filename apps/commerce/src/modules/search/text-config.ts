import type pg from 'pg';
import { fold } from './typo';

/** Words of a term as the vocabulary and synonyms store them: folded, letters and digits only. */
export const termWords = (term: string): string[] =>
  fold(term)
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => w.length > 0)
    .slice(0, 12);

const textConfigs = new Map<string, string>();
/** The site's text search configuration (fierro_es / fierro_pt), read once per process. */
export const textConfigOf = async (pool: pg.Pool, siteId: string): Promise<string> => {
  const cached = textConfigs.get(siteId);
  if (cached) return cached;
  const { rows } = await pool.query<{ cfg: string }>({
    name: 'site-text-config',
    text: 'SELECT text_search_config AS cfg FROM sites WHERE site_id = $1',
    values: [siteId],
  });
  const cfg = rows[0]?.cfg ?? 'fierro_es';
  textConfigs.set(siteId, cfg);
  return cfg;
};
