export * from './auth.js';
export * from './cases.js';
export * from './situation.js';
