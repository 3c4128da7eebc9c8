export * from './folding.js';
