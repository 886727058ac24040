// `npm run bench`: figures measured in one run on this machine, printed as a table.
//   1. GET /api/auth/user (signed in) vs a bare Fastify route: requests/s, p99 and their ratio
//   2. the gzipped JS the landing page loads
//   3. Lighthouse mobile scores of the landing page (median of several runs)
//   4. the chat poll against the same bare route, and the offline AI engine's analyze time and its
//      topic/state accuracy on the bilingual evaluation set
//   5. the admin's 10,000-row state-bar import (two requests of 5,000)
//   6. bids per second on one lead, and reading a lead's ledger against the bare route
//   7. the marketplace list with 10,000 leads and a state filter against the bare route
// Uses PostgreSQL when one answers (BENCH_DATABASE_URL, DATABASE_URL or the local test server),
// else PGlite. BENCH_SECONDS sets the length of each load (default 8).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { adminImportBench } from './admin-import.mjs';
import { accuracyCells, aiAccuracyBench, aiEngineBench } from './ai-engine.mjs';
import { bidsBench } from './bids.mjs';
import { landingJs, lighthouseScores } from './browser.mjs';
import { chatPoll } from './chat-poll.mjs';
import { leadsBench } from './leads.mjs';
import { benchDatabaseUrl, ensureBuilt, fmt, load, startProcess } from './lib.mjs';

ensureBuilt();
const rows = [];
const dbUrl = await benchDatabaseUrl();
const dataDir = mkdtempSync(join(tmpdir(), 'amparo-bench-'));
const env = {
  PORT: '0',
  HOST: '127.0.0.1',
  NODE_ENV: 'production',
  // The load signs in as the demo client, which production creates only when asked.
  SEED_DEMO: 'true',
  LOG_LEVEL: 'silent',
  DATABASE_URL: dbUrl ?? '',
  DATA_DIR: join(dataDir, 'pglite'),
};
const app = await startProcess('dist/server/server.js', env, /running at (http:\/\/localhost:\d+)/);
const bare = await startProcess('bench/bare-server.mjs', {});
const base = app.address;
console.log(`database: ${dbUrl ? 'PostgreSQL' : 'PGlite'}; app ${base}; bare ${bare.address}`);

try {
  const login = await fetch(`${base}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'client@amparo.test', password: 'amparo-client' }),
  });
  const { token } = await login.json();
  const auth = { authorization: `Bearer ${token}` };

  const bareFigures = await load(`${bare.address}/bare`);
  const userFigures = await load(`${base}/api/auth/user`, auth);
  rows.push(['bare Fastify route', `${fmt(bareFigures.rps)} req/s`, `p99 ${fmt(bareFigures.p99)} ms`, '']);
  rows.push([
    'GET /api/auth/user (signed in)',
    `${fmt(userFigures.rps)} req/s`,
    `p99 ${fmt(userFigures.p99)} ms`,
    `ratio ${fmt(userFigures.rps / bareFigures.rps, 2)} (target ≥ 0.25)`,
  ]);

  rows.push(...(await chatPoll({ base, auth, bare: bareFigures, fmt, load })));
  rows.push(...(await bidsBench({ base, bare: bareFigures, fmt, load })));
  rows.push(...(await leadsBench({ base, bare: bareFigures, fmt, load })));

  const engine = await aiEngineBench();
  rows.push([
    `offline AI analyze (${engine.chars} characters)`,
    `median ${fmt(engine.medianMs, 2)} ms`,
    `p95 ${fmt(engine.p95Ms, 2)} ms`,
    'target < 20 ms',
  ]);
  rows.push(accuracyCells(await aiAccuracyBench()));

  const imported = await adminImportBench(base);
  rows.push([
    `admin import, ${fmt(imported.successful)} attorneys (2 × 5,000 rows)`,
    `${fmt(imported.ms)} ms`,
    `${fmt((imported.successful / imported.ms) * 1000)} rows/s`,
    'target < 5,000 ms',
  ]);

  const js = await landingJs(base);
  rows.push(['landing page JS (gzipped)', `${fmt(js.gzipKb, 1)} KB`, `${js.files} files`, 'target ≤ 150 KB']);

  const scores = await lighthouseScores(base);
  const range = ({ low, high }) => (low === high ? '' : ` (${low}–${high})`);
  rows.push([
    `Lighthouse mobile, landing (median of ${scores.runs})`,
    `performance ${scores.performance.median}${range(scores.performance)}`,
    `accessibility ${scores.accessibility.median}${range(scores.accessibility)}`,
    'targets ≥ 95 / 100',
  ]);
} finally {
  app.child.kill('SIGTERM');
  bare.child.kill('SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
}

const widths = [0, 1, 2, 3].map((i) => Math.max(...rows.map((r) => r[i].length)));
console.log('');
for (const row of rows) console.log(row.map((cell, i) => cell.padEnd(widths[i])).join('  │ '));
