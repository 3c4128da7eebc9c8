export * from './email.js';
export * from './endpoints.js';
export * from './oidc.js';
export * from './rules.js';
export * from './schemas.js';
export * from './validators.js';
