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

/** CHROMIUM_PATH, else the system Chromium, else the one that comes with npm install. */
export async function chromiumPath() {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  for (const candidate of ['/usr/bin/chromium', '/usr/bin/chromium-browser']) {
    if (existsSync(candidate)) return candidate;
  }
  const bundled = (await import('@sparticuz/chromium')).default;
  return bundled.executablePath();
}
