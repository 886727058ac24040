/**
 * Offline AI engine speed: analyze on a 2,000-character text. Run: npx tsx bench/ai-engine.ts
 * Prints one JSON line so a bench runner can collect it.
 */
import { benchAnalyze } from '../src/server/integrations/ai/offline/bench.js';

const result = benchAnalyze(Number(process.argv[2] ?? 300));
console.log(JSON.stringify({ name: 'ai-engine analyze 2000 chars', ...result }));
console.log(`median ${result.medianMs.toFixed(2)} ms, p95 ${result.p95Ms.toFixed(2)} ms (budget 20 ms)`);
