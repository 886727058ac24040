// What a phone sees of each page: the JS a first visit loads, and Lighthouse's mobile scores.
import { writeFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { CHROMIUM_FLAGS, chromiumPath } from '../scripts/chromium.mjs';
import { api, DEMO, fmt, row, signIn } from './lib.mjs';

/** The pages measured, each opened as the person it is for (null: a visitor not signed in). */
export const PAGES = [
  { path: '/', account: null },
  { path: '/explain-situation', account: null },
  { path: '/messages', account: DEMO.client },
  { path: '/attorneys', account: DEMO.client },
  { path: '/legal-leads', account: DEMO.attorney },
  { path: '/admin', account: DEMO.admin },
];

export const FIRST_LOAD_TARGET_KB = 150;
const LIGHTHOUSE = { performance: 95, accessibility: 100 };

/**
 * The address that opens a page signed in: the client stores a ?token= as its login and removes it
 * from the address (src/client/lib/token-from-url.ts), as after an e-mailed sign-in link. Each
 * account signs in once per server and its session serves every visit: Lighthouse clears the
 * page's storage before each run, so every visit still starts from the address, and signing in
 * again for each visit would only add password checks to the run. The person is a returning one, who acknowledged the one-time bar
 * guidance notice at their first sign-in: the page is measured, not the notice over it.
 */
const sessions = new Map();
async function pageUrl(base, { path, account }) {
  if (!account) return `${base}${path}`;
  const key = `${base} ${account.email}`;
  if (!sessions.has(key)) {
    const token = await signIn(base, account);
    await api(base, 'POST', '/api/auth/acknowledge-california-bar-guidance', token);
    sessions.set(key, token);
  }
  return `${base}${path}?token=${sessions.get(key)}`;
}

/** Every script a first visit to the page loads, gzipped (level 9) as the server sends it. */
async function firstLoadJs(browser, url) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  try {
    const page = await context.newPage();
    const scripts = [];
    page.on('response', (res) => {
      if (res.request().resourceType() === 'script') scripts.push(res);
    });
    await page.goto(url, { waitUntil: 'networkidle' });
    let bytes = 0;
    for (const res of scripts) bytes += gzipSync(await res.body(), { level: 9 }).length;
    return { kb: bytes / 1024, files: scripts.length };
  } finally {
    await context.close();
  }
}

/** One table row per page: its first-load JS against the target. */
export async function firstLoadRows(base) {
  const browser = await chromium.launch({ executablePath: await chromiumPath(), args: CHROMIUM_FLAGS });
  try {
    const rows = [];
    for (const page of PAGES) {
      const js = await firstLoadJs(browser, await pageUrl(base, page));
      rows.push(
        row(
          `first-load JS ${page.path}`,
          [`${fmt(js.kb, 1)} KB gzipped`, `${js.files} files`, ''],
          `≤ ${FIRST_LOAD_TARGET_KB} KB`,
          js.kb <= FIRST_LOAD_TARGET_KB,
        ),
      );
    }
    return rows;
  } finally {
    await browser.close();
  }
}

/** One Lighthouse run (mobile, simulated throttling) in a fresh Chromium, or null when it failed. */
async function lighthouseOnce(url) {
  const { default: lighthouse } = await import('lighthouse');
  const chromeLauncher = await import('chrome-launcher');
  const chrome = await chromeLauncher.launch({
    chromePath: await chromiumPath(),
    chromeFlags: ['--headless=new', ...CHROMIUM_FLAGS],
  });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility'],
    });
    const { categories, runtimeError, audits } = result.lhr;
    // BENCH_LIGHTHOUSE_REPORT names a file that keeps the last run's full report, to look into.
    if (process.env.BENCH_LIGHTHOUSE_REPORT) {
      writeFileSync(process.env.BENCH_LIGHTHOUSE_REPORT, JSON.stringify(result.lhr));
    }
    // A run Lighthouse could not finish (no paint seen, a protocol timeout) has no score at all.
    if (runtimeError || categories.performance.score === null) {
      console.warn(`Lighthouse run failed: ${runtimeError?.code ?? 'no score'}; running again`);
      return null;
    }
    // What cost points, so a miss can be traced without opening a report.
    const failing = Object.values(audits)
      .filter((a) => a.score !== null && a.score < 0.9 && a.scoreDisplayMode !== 'informative')
      .map((a) => a.id);
    return {
      performance: Math.round(categories.performance.score * 100),
      accessibility: Math.round((categories.accessibility.score ?? 0) * 100),
      failing,
    };
  } finally {
    chrome.kill();
  }
}

/**
 * Lighthouse's mobile scores for one page: the median of BENCH_LIGHTHOUSE_RUNS runs (default 5),
 * with the lowest and highest, because blocking time on a shared machine varies between runs.
 */
export async function lighthouseScores(base, page, runs) {
  const results = [];
  for (let attempt = 0; results.length < runs && attempt < runs * 2; attempt++) {
    const result = await lighthouseOnce(await pageUrl(base, page));
    if (result) results.push(result);
  }
  if (results.length === 0) throw new Error(`Lighthouse finished no run of ${page.path}`);
  const median = (key) => {
    const sorted = results.map((r) => r[key]).sort((a, b) => a - b);
    return { median: sorted[Math.floor(sorted.length / 2)], low: sorted[0], high: sorted.at(-1) };
  };
  const failing = [...new Set(results.flatMap((r) => r.failing))];
  return {
    runs: results.length,
    performance: median('performance'),
    accessibility: median('accessibility'),
    failing,
  };
}

/** One table row per page: its median Lighthouse scores against the targets. */
export async function lighthouseRows(base, runs = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 5)) {
  const range = ({ low, high }) => (low === high ? '' : ` (${low}–${high})`);
  const rows = [];
  for (const page of PAGES) {
    const s = await lighthouseScores(base, page, runs);
    const pass =
      s.performance.median >= LIGHTHOUSE.performance && s.accessibility.median >= LIGHTHOUSE.accessibility;
    if (!pass) console.warn(`Lighthouse ${page.path}: audits below 0.9: ${s.failing.join(', ')}`);
    rows.push(
      row(
        `Lighthouse mobile ${page.path} (median of ${s.runs})`,
        [
          `performance ${s.performance.median}${range(s.performance)}`,
          `accessibility ${s.accessibility.median}${range(s.accessibility)}`,
          '',
        ],
        `≥ ${LIGHTHOUSE.performance} / ${LIGHTHOUSE.accessibility}`,
        pass,
      ),
    );
  }
  return rows;
}
