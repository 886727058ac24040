export * from './auth.js';
export * from './cases.js';
export * from './chat.js';
export * from './payments.js';
export * from './situation.js';
export * from './sms.js';
