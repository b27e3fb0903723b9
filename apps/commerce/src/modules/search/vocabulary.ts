import type pg from 'pg';
import { siteIndex } from '../../lib/site-index';
import { buildTrigramIndex } from './trigram-index';
import type { VocabularyWord } from './typo';

/** The site's vocabulary by trigram in memory (typo tolerance and did-you-mean candidates). */
export const vocabularyIndex = (pool: pg.Pool, siteId: string) =>
  siteIndex(pool, siteId, 'vocabulary-trigrams', async () => {
    const { rows } = await pool.query<VocabularyWord>({
      name: 'search-vocabulary-all',
      text: 'SELECT word, frequency FROM search_vocabulary WHERE site_id = $1',
      values: [siteId],
    });
    return buildTrigramIndex(rows);
  });
