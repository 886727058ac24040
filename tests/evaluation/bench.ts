import { performance } from 'node:perf_hooks';
import { LEGAL_ISSUE_BY_TOPIC } from '../../src/shared/rules/legal-issue.js';
import { deadlineScores, type OfflineEngine, partLabel, percentOf } from './deadlines.js';
import { PARTS, type Part } from './jsonl.js';
import { SITUATIONS } from './situations.js';
import { EVALUATION_SITUATIONS, percent, scoreEvaluation } from './topics.js';

// `npm run bench` (bench/ai-engine.mjs) hands these the engine compiled in dist/, so the figures are
// those of the code `npm start` runs, measured on the labelled sets under tests/fixtures.

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
export function benchAnalyze(engine: OfflineEngine, runs = 200, chars = 2000): EngineBench {
  const text = benchText(chars);
  for (let i = 0; i < 20; i++) engine.analyzeSync(text, i % 2 ? 'es' : 'en');
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    engine.analyzeSync(text, i % 2 ? 'es' : 'en');
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))] ?? 0;
  return { chars: text.length, runs, medianMs: at(0.5), p95Ms: at(0.95) };
}

export interface AccuracyBench {
  situations: number;
  holdout: number;
  /** Percentages of situations read right, per language: [all, held-out part]. */
  topic: Record<'en' | 'es', [number, number]>;
  state: Record<'en' | 'es', [number, number]>;
}

/**
 * Topic and state accuracy on the evaluation set, read the way a new case reads them (legal issue of
 * the topic; the profile state when the text names none). The API test measures the same through
 * POST /api/create-legal-case.
 */
export function benchAccuracy(engine: OfflineEngine): AccuracyBench {
  const profile = 'WY';
  const readings = EVALUATION_SITUATIONS.map((s) => {
    const facts = engine.extractFacts(s.text);
    return { legalIssue: LEGAL_ISSUE_BY_TOPIC[facts.topic], state: facts.state ?? profile };
  });
  const issue = (t: keyof typeof LEGAL_ISSUE_BY_TOPIC) => LEGAL_ISSUE_BY_TOPIC[t];
  const all = scoreEvaluation(EVALUATION_SITUATIONS, readings, issue, profile);
  const held = EVALUATION_SITUATIONS.flatMap((s, i) => (s.part === 'holdout' ? [i] : []));
  const part = scoreEvaluation(
    held.map((i) => EVALUATION_SITUATIONS[i] as (typeof EVALUATION_SITUATIONS)[number]),
    held.map((i) => readings[i] as (typeof readings)[number]),
    issue,
    profile,
  );
  const pair = (key: 'topicRight' | 'stateRight', lang: 'en' | 'es'): [number, number] => [
    percent(all[lang][key], all[lang].count),
    percent(part[lang][key], part[lang].count),
  ];
  return {
    situations: EVALUATION_SITUATIONS.length,
    holdout: held.length,
    topic: { en: pair('topicRight', 'en'), es: pair('topicRight', 'es') },
    state: { en: pair('stateRight', 'en'), es: pair('stateRight', 'es') },
  };
}

export interface DeadlineBench {
  part: Part;
  /** How the part is printed: "held out 2". */
  label: string;
  situations: number;
  topic: number;
  state: number;
  /** Right period with its statute, in the analysis and in the chat. */
  right: [number, number];
  /** Answers giving a period longer than the law allows, analysis + chat. */
  tooLong: number;
  hedged: number;
}

/** The deadline set's figures (decision 0034), per part. */
export function benchDeadlines(engine: OfflineEngine): DeadlineBench[] {
  const scores = deadlineScores(engine);
  return PARTS.map((part) => {
    const s = scores[part];
    return {
      part,
      label: partLabel(part),
      situations: s.count,
      topic: percentOf(s.topic, s.count),
      state: percentOf(s.state, s.count),
      right: [percentOf(s.analysis.right, s.count), percentOf(s.chat.right, s.count)],
      tooLong: s.analysis.tooLong + s.chat.tooLong,
      hedged: s.analysis.hedged + s.chat.hedged,
    };
  });
}
