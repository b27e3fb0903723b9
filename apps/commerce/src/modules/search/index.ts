export { facetSnapshot } from './facet-snapshot';
export { type MatchRow, matchSetOf } from './match-set';
export { createSearchRepo } from './search.repo';
export { registerSearchRoutes } from './search.routes';
export type { SearchRepo } from './search.service';
export { synonymTerms, vocabularyStems } from './synonyms';
export { termWords, textConfigOf } from './text-config';
export { didYouMean, fold, type VocabularyWord } from './typo';
export { vocabularyIndex } from './vocabulary';
