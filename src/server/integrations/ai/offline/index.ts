/**
 * The offline engine's one public entry: the rest of the server, the benchmark and the tests outside
 * this folder import from here, so the files behind it can be split or renamed freely.
 */
export { ASSESS_TEXT } from './assess-text.js';
export { chatReplyText } from './chat.js';
export { CHAT_TEXT } from './chat-text.js';
export { DEADLINE_TEXT } from './deadline-text.js';
export { blockLines, type DeadlineAnswer, deadlinesFor } from './deadlines.js';
export { enhanceText } from './enhance.js';
export { extractFacts } from './facts.js';
export { placeNames } from './geo.js';
export { COMMON_TEXT } from './knowledge/index.js';
export { findAmounts } from './money.js';
export { analyzeSync, createOfflineAi, situationFacts } from './provider.js';
export { fold } from './text.js';
