export { type ModelOptions, RecommenderModel } from './model.js';
export { seededRandom, shuffle } from './random.js';
export { DEFAULT_WEIGHTS, knownTitles, positiveWeights, type RankingWeights, recommend } from './ranking.js';
export { fallbackRecommendations, genreIdsFor, specRecommendations } from './spec-ranking.js';
export * from './types.js';
