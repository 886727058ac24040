import type { AddressInfo } from 'node:net';
import { resolve } from 'node:path';
import { buildApp } from './app.js';
import { openDatabase } from './db/open.js';
import { DEMO_LOGINS, seedDemoWhenWanted } from './db/seed.js';
import { integrationsFor } from './deps.js';
import { loadEnv } from './env.js';
import { ROOT_DIR } from './lib/paths.js';

async function main() {
  const env = loadEnv();
  const dataDir = resolve(ROOT_DIR, env.DATA_DIR);
  const opened = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir, poolSize: env.DB_POOL_SIZE });
  await opened.migrate();
  const demo = await seedDemoWhenWanted(opened.db, env.SEED_DEMO);
  if (demo !== 'off') {
    console.log(
      demo === 'created'
        ? '\nDemo accounts created (change or remove them before real use):'
        : '\nDemo logins (if not changed):',
    );
    for (const d of DEMO_LOGINS) console.log(`  ${d.role.padEnd(9)} ${d.email}  /  ${d.password}`);
  }
  const app = await buildApp(
    { db: opened.db, env, ...integrationsFor(env) },
    { logger: { level: env.LOG_LEVEL } },
  );
  const where = opened.kind === 'pglite' ? `PGlite in ${dataDir}` : 'PostgreSQL';
  await app.listen({ port: env.PORT, host: env.HOST });
  const { port } = app.server.address() as AddressInfo;
  console.log(`\nAmparo is running at http://localhost:${port} (database: ${where})\n`);

  const shutdown = async () => {
    await app.close();
    await opened.close();
    process.exit(0);
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
