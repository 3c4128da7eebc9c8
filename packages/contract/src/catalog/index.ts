export * from './endpoints.js';
export * from './rules.js';
export * from './schemas.js';
export * from './search-filters.js';
