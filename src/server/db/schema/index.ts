export * from './auth.js';
export * from './cases.js';
export * from './compliance.js';
export * from './situation.js';
