export * from './endpoints.js';
export * from './rules.js';
export * from './schemas.js';
