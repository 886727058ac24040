import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDb } from '../../../tests/setup/test-app.js';
import { loadEnv } from '../env.js';
import type { OpenedDb } from './open.js';
import { users } from './schema/index.js';
import { seedDemoWhenWanted } from './seed.js';

describe('demo accounts at start', () => {
  let opened: OpenedDb;
  beforeAll(async () => {
    opened = await openTestDb();
  });
  afterAll(async () => opened?.close());

  const count = async () =>
    (await opened.db.select({ n: sql<number>`count(*)::int` }).from(users))[0]?.n ?? 0;

  it('a production start creates none unless SEED_DEMO=true; a development start creates them once', async () => {
    const production = loadEnv({ NODE_ENV: 'production' });
    expect(await seedDemoWhenWanted(opened.db, production.SEED_DEMO)).toBe('off');
    expect(await count()).toBe(0);

    const development = loadEnv({ NODE_ENV: 'development' });
    expect(await seedDemoWhenWanted(opened.db, development.SEED_DEMO)).toBe('created');
    expect(await count()).toBe(3);
    const explicit = loadEnv({ NODE_ENV: 'production', SEED_DEMO: 'true' });
    expect(await seedDemoWhenWanted(opened.db, explicit.SEED_DEMO)).toBe('present');
    expect(await count()).toBe(3);
  });
});
