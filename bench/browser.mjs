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

/** Lighthouse's default (mobile, simulated throttling) scores for the landing page. */
export async function lighthouseScores(base) {
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
    const { categories } = result.lhr;
    return {
      performance: Math.round((categories.performance.score ?? 0) * 100),
      accessibility: Math.round((categories.accessibility.score ?? 0) * 100),
    };
  } finally {
    chrome.kill();
  }
}
