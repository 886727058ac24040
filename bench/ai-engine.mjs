// Offline AI engine speed: analyze on a 2,000-character text (budget: under 20 ms), and its topic and
// state accuracy on the bilingual evaluation set (target: at least 95 % each, in both languages).
// Standalone: `node bench/ai-engine.mjs [runs]`; from bench/run.mjs: `await aiEngineBench()` and
// `await aiAccuracyBench()`.
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { tsImport } from 'tsx/esm/api';
import { ensureBuild, ROOT } from '../scripts/build-state.mjs';

const DIST = join(ROOT, 'dist');

/** The engine as `npm start` runs it: its public entry in the same complete build of the current sources. */
async function compiled() {
  ensureBuild(DIST);
  return import(pathToFileURL(join(DIST, 'server/integrations/ai/offline/index.js')).href);
}

/**
 * The measures and the labelled sets are test code, kept out of the build (decision 0049): they are
 * loaded from their TypeScript sources and handed the compiled engine.
 */
async function measures() {
  const [engine, harness] = await Promise.all([
    compiled(),
    tsImport('../tests/evaluation/bench.ts', import.meta.url),
  ]);
  return { engine, harness };
}

/** Median and 95th percentile of analyze, from the compiled server code. */
export async function aiEngineBench(runs = 300) {
  const { engine, harness } = await measures();
  return harness.benchAnalyze(engine, runs);
}

/** Topic and state accuracy per language, on the whole set and on its held-out part. */
export async function aiAccuracyBench() {
  const { engine, harness } = await measures();
  return harness.benchAccuracy(engine);
}

/** Deadline figures per part of the labelled set: topic, state, right period, too long. */
export async function aiDeadlineBench() {
  const { engine, harness } = await measures();
  return harness.benchDeadlines(engine);
}

/** One row per part: "right 100 % / 100 %", "too long 0". */
export function deadlineCells(d) {
  return [
    `offline AI deadlines, ${d.label} (${d.situations})`,
    `topic ${d.topic} %, state ${d.state} %`,
    `right period ${d.right[0]} % / ${d.right[1]} % (analysis / chat)`,
    `too long ${d.tooLong}, hedged ${d.hedged}`,
  ];
}

/** One table row: "en 98.7 % (held out 100 %)". */
export function accuracyCells(a) {
  const cell = (name, figures) =>
    `${name} en ${figures.en[0]} % / es ${figures.es[0]} % (held out ${figures.en[1]} / ${figures.es[1]})`;
  return [
    `offline AI topic/state accuracy (${a.situations} situations, ${a.holdout} held out)`,
    cell('topic', a.topic),
    cell('state', a.state),
    'target ≥ 95 % each',
  ];
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const r = await aiEngineBench(Number(process.argv[2] ?? 300));
  console.log(
    `ai engine analyze (${r.chars} chars, ${r.runs} runs): median ${r.medianMs.toFixed(2)} ms, p95 ${r.p95Ms.toFixed(2)} ms`,
  );
  console.log(accuracyCells(await aiAccuracyBench()).join(' │ '));
  for (const d of await aiDeadlineBench()) console.log(deadlineCells(d).join(' │ '));
}
