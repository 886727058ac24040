import { generateKeyPairSync } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, onPostgres } from '../../../../tests/setup/test-app.js';
import { type OpenedDb, openPostgres } from '../../db/open.js';
import { adminAuditLog } from '../../db/schema/index.js';
import { recordAudit, verifyAudit } from './audit.service.js';

/**
 * Two connection pools on one database, as two server processes have: appends racing from both
 * must still make one chain, each entry linked to the one before, with no fork and no gap.
 */
describe.skipIf(!onPostgres)('audit appends from two pools at once', () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let pools: OpenedDb[] = [];

  beforeAll(async () => {
    database = await createTestDatabase();
    pools = [
      await openPostgres(database.url, { poolSize: 8 }),
      await openPostgres(database.url, { poolSize: 8 }),
    ];
  });
  afterAll(async () => {
    for (const pool of pools) await pool.close();
    await database?.drop();
  });

  it('keeps one unbroken chain', async () => {
    const appends = Array.from({ length: 60 }, (_, i) => {
      const { db } = pools[i % 2] as OpenedDb;
      const actor = { id: 1000 + i, role: 'admin', ip: `203.0.113.${i}`, userAgent: `Pool${i % 2}` };
      return db.transaction(async (tx) => {
        await recordAudit(tx, { actor, action: 'ban', target: { type: 'user', id: i + 1 } });
      });
    });
    await Promise.all(appends);
    const { db } = pools[0] as OpenedDb;
    const seqs = (await db.select({ seq: adminAuditLog.seq }).from(adminAuditLog)).map((r) => r.seq);
    expect(seqs.sort((a, b) => (a ?? 0) - (b ?? 0))).toEqual(Array.from({ length: 60 }, (_, i) => i + 1));
    expect(await verifyAudit(db, 'en', generateKeyPairSync('ed25519').publicKey)).toEqual({
      valid: true,
      length: 60,
      erased: 0,
    });
  });
});
