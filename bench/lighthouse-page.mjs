// Lighthouse's mobile scores of some of the bench's pages, without the rest of the bench: builds if
// the sources changed, starts the built server as `npm run bench` does and runs Lighthouse on each
// page named, as its person (bench/browser.mjs PAGES).
// Usage: node bench/lighthouse-page.mjs [--bench-data] [path…] (default: every page);
// BENCH_LIGHTHOUSE_RUNS (default 3).
// Without --bench-data: PGlite with the demo accounts only. With it: the database `npm run bench`
// uses (PostgreSQL when one answers), holding what the bench puts there before its Lighthouse rows,
// the 10,000 marketplace leads and the 10,000 imported attorneys.
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { importBenchAttorneys } from './admin-import.mjs';
import { lighthouseScores, PAGES } from './browser.mjs';
import { seedBenchLeads } from './leads.mjs';
import { benchDatabaseUrl, ensureBuilt, startProcess } from './lib.mjs';

const args = process.argv.slice(2);
const benchData = args.includes('--bench-data');
const paths = args.filter((a) => a !== '--bench-data');
const pages = paths.length ? PAGES.filter((p) => paths.includes(p.path)) : PAGES;
if (pages.length !== (paths.length || PAGES.length)) {
  console.error(`Pages measured: ${PAGES.map((p) => p.path).join(' ')}`);
  process.exit(1);
}
const runs = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
ensureBuilt();
const dataDir = mkdtempSync(join(tmpdir(), 'amparo-lighthouse-'));
const dbUrl = benchData ? await benchDatabaseUrl() : null;
const app = await startProcess(
  'dist/server/server.js',
  {
    PORT: '0',
    HOST: '127.0.0.1',
    NODE_ENV: 'production',
    SEED_DEMO: 'true',
    LOG_LEVEL: 'silent',
    DATABASE_URL: dbUrl ?? '',
    DATA_DIR: join(dataDir, 'pglite'),
  },
  /running at (http:\/\/localhost:\d+)/,
);
try {
  if (benchData) {
    await seedBenchLeads(app.address);
    await importBenchAttorneys(app.address);
  }
  console.log(`database: ${dbUrl ? 'PostgreSQL' : 'PGlite'}${benchData ? ', with the bench data' : ''}`);
  for (const page of pages) {
    const before = loadavg()[0];
    const s = await lighthouseScores(app.address, page, runs);
    const load = `load average ${before.toFixed(1)}–${loadavg()[0].toFixed(1)}`;
    console.log(
      `${page.path}: performance ${s.performance.median} (${s.performance.low}–${s.performance.high}),` +
        ` accessibility ${s.accessibility.median}, ${s.runs} runs, ${load}` +
        (s.failing.length ? `; audits below 0.9: ${s.failing.join(', ')}` : ''),
    );
  }
} finally {
  app.child.kill();
  rmSync(dataDir, { recursive: true, force: true });
}
