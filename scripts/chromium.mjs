// Which Chromium the browser tests and the benchmark drive, and how it is started.
import { existsSync } from 'node:fs';

// Without the background-networking flags Chromium keeps calling home, which a closed network refuses.
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];

/**
 * CHROMIUM_PATH, else the system Chromium, else the one that comes with npm install.
 * CHROMIUM_PATH=bundled takes the one from npm install even where the system has its own.
 */
export async function chromiumPath() {
  const chosen = process.env.CHROMIUM_PATH;
  if (chosen === 'bundled') return bundledChromium();
  if (chosen) return chosen;
  for (const candidate of ['/usr/bin/chromium', '/usr/bin/chromium-browser']) {
    if (existsSync(candidate)) return candidate;
  }
  return bundledChromium();
}

async function bundledChromium() {
  const bundled = (await import('@sparticuz/chromium')).default;
  return bundled.executablePath();
}
