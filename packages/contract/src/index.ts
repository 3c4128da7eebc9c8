export * from './api.js';
export * from './catalog.js';
export * from './constants.js';
export * from './discovery.js';
export * from './friends.js';
export * from './realtime.js';
export * from './registration.js';
export * from './social.js';
