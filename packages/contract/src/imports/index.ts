export * from './endpoints.js';
export * from './events.js';
export * from './rules.js';
export * from './schemas.js';
