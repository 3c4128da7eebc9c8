export * from './api.js';
export * from './catalog.js';
export * from './constants.js';
export * from './discovery.js';
export * from './registration.js';
