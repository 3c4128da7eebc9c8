export * from './endpoints.js';
export * from './region.js';
export * from './rules.js';
export * from './schemas.js';
