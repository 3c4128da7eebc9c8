export * from './broken-rules.js';
export * from './endpoints.js';
export * from './schemas.js';
