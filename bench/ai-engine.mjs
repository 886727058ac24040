// Offline AI engine speed: analyze on a 2,000-character text (budget: under 20 ms).
// Standalone: `node bench/ai-engine.mjs [runs]`; from bench/run.mjs: `await aiEngineBench()`.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const BUILT = join(ROOT, 'dist/server/integrations/ai/offline/bench.js');

/** Median and 95th percentile of analyze, from the compiled server code. */
export async function aiEngineBench(runs = 300) {
  if (!existsSync(BUILT)) {
    const result = spawnSync('npx', ['tsc', '-p', 'tsconfig.server.json'], { cwd: ROOT, stdio: 'inherit' });
    if (result.status !== 0) throw new Error('server build failed');
  }
  const { benchAnalyze } = await import(pathToFileURL(BUILT).href);
  return benchAnalyze(runs);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const r = await aiEngineBench(Number(process.argv[2] ?? 300));
  console.log(
    `ai engine analyze (${r.chars} chars, ${r.runs} runs): median ${r.medianMs.toFixed(2)} ms, p95 ${r.p95Ms.toFixed(2)} ms`,
  );
}
