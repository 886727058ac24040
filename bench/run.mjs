// `npm run bench`: figures measured in one run on this machine, each beside its target, then PASS or
// MISS. Loads run at 50 connections (lib.mjs CONNECTIONS) and are compared with a bare Fastify
// route measured in the same run, so the ratios do not depend on the machine's speed:
//   1. the signed-in user, the chat poll, bids on one lead (also against a bare route that updates
//      one row, decision 0030), the ledger read, the marketplace list with 10,000 leads (filtered),
//      the admin's 10,000-row attorney import, and the self-help PDF letters (time to make, size)
//   2. the offline AI engine's analyze time, its topic/state accuracy and its deadline figures (decision 0034)
//   3. per page (/, /explain-situation, /messages, /attorneys, /legal-leads, /admin, each as the
//      person it is for): the gzipped JS of a first visit, and Lighthouse mobile scores (median of
//      BENCH_LIGHTHOUSE_RUNS, default 5)
// Uses PostgreSQL when one answers (BENCH_DATABASE_URL, DATABASE_URL or the local test server),
// else PGlite. BENCH_SECONDS sets the length of each load (default 8).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { adminImportBench } from './admin-import.mjs';
import {
  accuracyCells,
  aiAccuracyBench,
  aiDeadlineBench,
  aiEngineBench,
  deadlineCells,
} from './ai-engine.mjs';
import { bidsBench } from './bids.mjs';
import { firstLoadRows, lighthouseRows } from './browser.mjs';
import { chatPoll } from './chat-poll.mjs';
import { documentsBench } from './documents.mjs';
import { leadsBench } from './leads.mjs';
import {
  bearer,
  benchDatabaseUrl,
  CONNECTIONS,
  DEMO,
  ensureBuilt,
  fmt,
  load,
  loadRow,
  RATIO,
  row,
  signIn,
  startProcess,
} from './lib.mjs';
import { liveBench } from './live.mjs';

ensureBuilt();
const rows = [];
const dbUrl = await benchDatabaseUrl();
const dataDir = mkdtempSync(join(tmpdir(), 'amparo-bench-'));
const env = {
  PORT: '0',
  HOST: '127.0.0.1',
  NODE_ENV: 'production',
  // The load signs in as the demo accounts, which production creates only when asked.
  SEED_DEMO: 'true',
  // Bids are backed by card holds (decision 0035); the simulated provider authorises them at once.
  PAYMENTS_SIMULATED: 'true',
  LOG_LEVEL: 'silent',
  DATABASE_URL: dbUrl ?? '',
  DATA_DIR: join(dataDir, 'pglite'),
};
const app = await startProcess('dist/server/server.js', env, /running at (http:\/\/localhost:\d+)/);
// With PostgreSQL, the bare server also offers the one-row update the bids are compared with.
const bare = await startProcess('bench/bare-server.mjs', { DATABASE_URL: dbUrl ?? '' });
const base = app.address;
console.log(`database: ${dbUrl ? 'PostgreSQL' : 'PGlite'}; ${CONNECTIONS} connections; app ${base}`);

try {
  const token = await signIn(base, DEMO.client);
  const bareFigures = await load(`${bare.address}/bare`);
  // The reference the ratios divide by: held to no target of its own.
  rows.push(
    row(
      'bare Fastify route',
      [`${fmt(bareFigures.rps)} req/s`, '', `p99 ${fmt(bareFigures.p99)} ms`],
      '',
      null,
    ),
  );
  // The reference for writes serialized on one row (decision 0030): PostgreSQL only.
  const oneRow = dbUrl ? await load(`${bare.address}/bare/one-row`, {}, 'POST') : null;
  if (oneRow) {
    rows.push(
      row(
        'bare Fastify route, one-row update (durable commit)',
        [`${fmt(oneRow.rps)} req/s`, '', `p99 ${fmt(oneRow.p99)} ms`],
        '',
        null,
      ),
    );
  }
  // The session behind a token is read on every request; the read cache may keep it for a moment.
  const user = await load(`${base}/api/auth/user`, bearer(token));
  rows.push(loadRow('GET /api/auth/user (signed in)', user, bareFigures, RATIO.CACHED));
  rows.push(...(await chatPoll({ base, token, bare: bareFigures })));
  rows.push(...(await bidsBench({ base, bare: bareFigures, oneRow })));
  rows.push(...(await leadsBench({ base, bare: bareFigures })));
  rows.push(...(await liveBench({ env, base, token })));
  rows.push(...(await adminImportBench({ base, bare: bareFigures })));
  rows.push(...(await documentsBench({ base })));

  const engine = await aiEngineBench();
  rows.push(
    row(
      `offline AI analyze (${engine.chars} characters)`,
      [`median ${fmt(engine.medianMs, 2)} ms`, '', `p95 ${fmt(engine.p95Ms, 2)} ms`],
      'p95 < 20 ms',
      engine.p95Ms < 20,
    ),
  );
  const accuracy = await aiAccuracyBench();
  const [label, topic, state] = accuracyCells(accuracy);
  const lowest = Math.min(...[accuracy.topic, accuracy.state].flatMap((f) => [f.en[0], f.es[0]]));
  rows.push(row(label, [topic, state, ''], '≥ 95 % each', lowest >= 95));
  for (const d of await aiDeadlineBench()) {
    const [dLabel, dReads, dRight, dLong] = deadlineCells(d);
    const met = d.topic >= 95 && d.state >= 98 && Math.min(...d.right) >= 95 && d.tooLong === 0;
    rows.push(row(dLabel, [dReads, dRight, dLong], 'topic ≥ 95, state ≥ 98, right ≥ 95 %, too long 0', met));
  }

  rows.push(...(await firstLoadRows(base)));
  rows.push(...(await lighthouseRows(base)));
} finally {
  app.child.kill('SIGTERM');
  bare.child.kill('SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
}

const verdict = (pass) => (pass === null ? '' : pass ? 'PASS' : 'MISS');
const table = rows.map((r) => [...r.cells, verdict(r.pass)]);
const widths = table[0].map((_, i) => Math.max(...table.map((cells) => cells[i].length)));
console.log('');
for (const cells of table) console.log(cells.map((cell, i) => cell.padEnd(widths[i])).join(' │ '));
const missed = rows.filter((r) => r.pass === false).length;
console.log(
  `\n${missed === 0 ? 'every target met' : `${missed} of ${rows.length} rows missed their target`}`,
);
