import type { AddressInfo } from 'node:net';
import { resolve } from 'node:path';
import { buildApp } from './app.js';
import { openDatabase, poolSettingsOf } from './db/open.js';
import { DEMO_LOGINS, seedDemoWhenWanted } from './db/seed.js';
import { describeUnavailable, unavailableCause } from './db/unavailable.js';
import { integrationsFor } from './deps.js';
import { loadEnv } from './env.js';
import { serializeError } from './lib/log-serializers.js';
import { ROOT_DIR } from './lib/paths.js';
import { ledgerKeyWarning } from './modules/leads/ledger-key.js';
import { rescrubListedLeads } from './modules/leads/listing-rescrub.js';
import { retryDueRefunds } from './modules/leads/purchase.service.js';

/**
 * A lost database connection must never end the process: requests answer 503 meanwhile and the pool
 * reconnects when the database is back. The pool already listens on every connection; this is the
 * net under anything that does not (a future LISTEN client, a driver path we did not foresee). It is
 * logged loudly so it gets fixed where it happens. Any other uncaught error is a bug and ends the
 * process as Node would, so it is never hidden.
 */
function surviveDatabaseLoss() {
  const onStray = (kind: string) => (err: unknown) => {
    const lost = unavailableCause(err);
    if (lost) {
      console.error(
        `Database unavailable (${kind}, process kept running): ${describeUnavailable(lost)}\n${lost.stack}`,
      );
      return;
    }
    // Through the log's serializer: a failed query's own message would print its parameters.
    console.error(`Fatal ${kind}:`, serializeError(err));
    process.exit(1);
  };
  process.on('unhandledRejection', onStray('unhandled rejection'));
  process.on('uncaughtException', onStray('uncaught exception'));
}

/** How often a process asks again for the refunds still due (see retryDueRefunds). */
const REFUND_RETRY_MS = 2 * 60_000;

async function main() {
  const env = loadEnv();
  surviveDatabaseLoss();
  const dataDir = resolve(ROOT_DIR, env.DATA_DIR);
  const opened = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir, pool: poolSettingsOf(env) });
  await opened.migrate();
  // Before answering anyone: no attorney may read a lead's text as an older scrubber left it.
  const rescrubbed = await rescrubListedLeads(opened.db);
  if (rescrubbed > 0) console.log(`Scrubbed ${rescrubbed} listed leads again with the current rules.`);
  const demo = await seedDemoWhenWanted(opened.db, env.SEED_DEMO);
  if (demo !== 'off') {
    console.log(
      demo === 'created'
        ? '\nDemo accounts created (change or remove them before real use):'
        : '\nDemo logins (if not changed):',
    );
    for (const d of DEMO_LOGINS) console.log(`  ${d.role.padEnd(9)} ${d.email}  /  ${d.password}`);
  }
  if (env.ADMIN_2FA === 'optional') {
    console.log(
      '\nADMIN_2FA=optional: admins may use the admin tools with a password alone. Set ADMIN_2FA=required before real use.',
    );
  }
  const deps = { db: opened.db, env, ...integrationsFor(env, opened.db) };
  const app = await buildApp(deps, { logger: { level: env.LOG_LEVEL } });
  const ledgerWarning = ledgerKeyWarning(env);
  if (ledgerWarning) app.log.warn(ledgerWarning);
  // Refunds of lost purchases that the provider has not yet given back are asked for again.
  const refundRetry = setInterval(() => {
    app.background.run(
      () => retryDueRefunds(deps),
      (err) => app.log.warn({ err }, 'asking again for due refunds failed'),
    );
  }, REFUND_RETRY_MS);
  refundRetry.unref();
  // Closing waits for every connection to end. A keep-alive connection whose request was answered
  // stays open until its client lets go (a minute or more), so answers sent while closing end theirs.
  let closing = false;
  app.addHook('onSend', async (_request, reply) => {
    if (closing) reply.header('connection', 'close');
  });
  const where = opened.kind === 'pglite' ? `PGlite in ${dataDir}` : 'PostgreSQL';
  await app.listen({ port: env.PORT, host: env.HOST });
  const { port } = app.server.address() as AddressInfo;
  console.log(`\nAmparo is running at http://localhost:${port} (database: ${where})\n`);

  // SIGTERM (a rolling restart): stop listening, finish the requests in flight, then close the pool.
  const shutdown = async () => {
    if (closing) return;
    closing = true;
    clearInterval(refundRetry);
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
