import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { CHROMIUM_FLAGS, chromiumPath } from '../scripts/chromium.mjs';

/** Every script the signed-out landing page loads, gzipped as the server sends it. */
export async function landingJs(base) {
  const browser = await chromium.launch({ executablePath: await chromiumPath(), args: CHROMIUM_FLAGS });
  try {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
    const scripts = [];
    page.on('response', (res) => {
      if (res.request().resourceType() === 'script') scripts.push(res);
    });
    await page.goto(base, { waitUntil: 'networkidle' });
    let bytes = 0;
    for (const res of scripts) bytes += gzipSync(await res.body(), { level: 9 }).length;
    return { gzipKb: bytes / 1024, files: scripts.length };
  } finally {
    await browser.close();
  }
}

/** One Lighthouse run (mobile, simulated throttling) of the landing page, in a fresh Chromium. */
async function lighthouseOnce(base) {
  const { default: lighthouse } = await import('lighthouse');
  const chromeLauncher = await import('chrome-launcher');
  const chrome = await chromeLauncher.launch({
    chromePath: await chromiumPath(),
    chromeFlags: ['--headless=new', ...CHROMIUM_FLAGS],
  });
  try {
    const result = await lighthouse(`${base}/`, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility'],
    });
    const { categories, runtimeError } = result.lhr;
    // A run Lighthouse could not finish (no paint seen, a protocol timeout) has no score at all.
    if (runtimeError || categories.performance.score === null) {
      console.warn(`Lighthouse run failed: ${runtimeError?.code ?? 'no score'}; running again`);
      return null;
    }
    return {
      performance: Math.round((categories.performance.score ?? 0) * 100),
      accessibility: Math.round((categories.accessibility.score ?? 0) * 100),
    };
  } finally {
    chrome.kill();
  }
}

/**
 * Lighthouse's default scores for the landing page: the median of BENCH_LIGHTHOUSE_RUNS runs
 * (default 5), with the lowest and highest, because blocking time on a shared machine varies
 * from one run to the next.
 */
export async function lighthouseScores(base, runs = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 5)) {
  const results = [];
  for (let attempt = 0; results.length < runs && attempt < runs * 2; attempt++) {
    const result = await lighthouseOnce(base);
    if (result) results.push(result);
  }
  if (results.length === 0) throw new Error('Lighthouse finished no run');
  const median = (key) => {
    const sorted = results.map((r) => r[key]).sort((a, b) => a - b);
    return { median: sorted[Math.floor(sorted.length / 2)], low: sorted[0], high: sorted.at(-1) };
  };
  return { runs: results.length, performance: median('performance'), accessibility: median('accessibility') };
}
