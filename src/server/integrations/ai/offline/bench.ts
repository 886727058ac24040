import { performance } from 'node:perf_hooks';
import { analyzeSync } from './provider.js';
import { SITUATIONS } from './testing/situations.js';

export interface EngineBench {
  chars: number;
  runs: number;
  medianMs: number;
  p95Ms: number;
}

/** A 2,000-character situation made of real-looking text in both languages. */
export function benchText(chars = 2000): string {
  let text = '';
  for (let i = 0; text.length < chars; i++) text += `${SITUATIONS[i % SITUATIONS.length]?.text ?? ''} `;
  return text.slice(0, chars);
}

/** Times analyze on a 2,000-character text (after a warm-up) and reports the median and 95th percentile. */
export function benchAnalyze(runs = 200, chars = 2000): EngineBench {
  const text = benchText(chars);
  for (let i = 0; i < 20; i++) analyzeSync(text, i % 2 ? 'es' : 'en');
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    analyzeSync(text, i % 2 ? 'es' : 'en');
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))] ?? 0;
  return { chars: text.length, runs, medianMs: at(0.5), p95Ms: at(0.95) };
}
