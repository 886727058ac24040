import type { KeyObject } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { logFailure } from '../../db/unavailable.js';
import type { AppDeps } from '../../deps.js';
import { signAuditCheckpoint } from './audit.service.js';

/** How often each process signs the audit chain when it grew (decision 0058, signed checkpoints). */
export const AUDIT_CHECKPOINT_MS = 60_000;

/** Signs the audit chain on a timer with the given key (the ledger's), until the app closes. */
export function signAuditOnTimer(
  app: FastifyInstance,
  deps: Pick<AppDeps, 'db' | 'now'>,
  keys: () => Promise<{ privateKey: KeyObject }>,
): void {
  const timer = setInterval(() => {
    app.background.run(
      async () => signAuditCheckpoint(deps.db, (await keys()).privateKey, deps.now?.() ?? new Date()),
      (err) => logFailure(app.log, err, 'signing the audit chain failed'),
    );
  }, AUDIT_CHECKPOINT_MS);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
}
