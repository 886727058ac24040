import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, inject } from 'vitest';
import { buildApp } from '../../../src/server/app.js';
import type { Db } from '../../../src/server/db/open.js';
import { seedDemo } from '../../../src/server/db/seed.js';
import { integrationsFor } from '../../../src/server/deps.js';
import { loadEnv } from '../../../src/server/env.js';
import { openTestDb } from '../../setup/test-app.js';
import { launchBrowser } from './browser.js';

export interface RunningApp {
  baseUrl: string;
  db: Db;
  close(): Promise<void>;
}

/**
 * The real server on a free port, over a fresh database with the demo accounts. `port` is for a
 * test that must name the address in the settings first (PUBLIC_URL, e.g. for a redirect URI).
 */
export async function startApp(
  envOverrides: Record<string, string> = {},
  options: { port?: number } = {},
): Promise<RunningApp> {
  const opened = await openTestDb();
  await seedDemo(opened.db);
  // Every journey of a file registers from 127.0.0.1; the per-IP limit has its own API tests.
  const env = loadEnv({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    REGISTRATIONS_PER_IP: '100',
    ...envOverrides,
  });
  const app = await buildApp(
    { db: opened.db, env, ...integrationsFor(env, opened.db) },
    { clientDir: inject('clientDir') },
  );
  const address = await app.listen({ port: options.port ?? 0, host: '127.0.0.1' });
  return {
    baseUrl: address,
    db: opened.db,
    close: async () => {
      await app.close();
      await opened.close();
    },
  };
}

/**
 * The app and a browser for one spec file: started before its tests, stopped after. Read
 * `ctx.server` and `ctx.browser` inside tests (they are set once beforeAll has run).
 */
export function appAndBrowserForFile(envOverrides: Record<string, string> = {}): {
  server: RunningApp;
  browser: Browser;
} {
  const ctx = {} as { server: RunningApp; browser: Browser };
  beforeAll(async () => {
    [ctx.server, ctx.browser] = await Promise.all([startApp(envOverrides), launchBrowser()]);
  });
  afterAll(async () => {
    await ctx.browser?.close();
    await ctx.server?.close();
  });
  return ctx;
}
