import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../../tests/setup/test-app.js';
import { type StateLaw, stateLawSchema } from '../../../shared/schemas/state-law.js';
import { LAW_KINDS } from '../../../shared/state-law.js';
import { STATE_CODES_WITH_DC } from '../../../shared/states.js';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

async function table(): Promise<StateLaw> {
  const res = await t.app.inject({ method: 'GET', url: '/api/state-law' });
  expect(res.statusCode).toBe(200);
  return stateLawSchema.parse(res.json());
}

describe('GET /api/state-law', () => {
  it('is public and holds every kind of deadline for the 50 states and DC', async () => {
    const law = await table();
    expect(Object.keys(law.states).sort()).toEqual([...STATE_CODES_WITH_DC].sort());
    for (const code of STATE_CODES_WITH_DC)
      expect(Object.keys(law.states[code] ?? {}).sort()).toEqual([...LAW_KINDS].sort());
    expect(law.checkedShare).toBeGreaterThan(0.7);
  });

  it('gives each checked figure its unit, clock, statute, official source and day', async () => {
    const law = await table();
    expect(law.states.FL?.injury).toMatchObject({ value: 2, unit: 'years', startsAt: 'injury' });
    expect(law.states.LA?.injury).toMatchObject({ value: 2, unit: 'years' });
    // Virginia's 2026 notice is known only from reports of the signed bills: no number until the
    // amended section itself is read.
    expect(law.states.VA?.evictionNotice).toEqual({ value: null, reason: 'notChecked' });
    expect(law.states.NY?.malpractice).toMatchObject({
      value: 30,
      unit: 'months',
      cite: 'N.Y. CPLR § 214-a',
    });
    expect(law.states.CA?.malpracticeDiscovery).toMatchObject({
      value: 1,
      unit: 'years',
      startsAt: 'discovery',
    });
    expect(law.states.WA?.workersCompClaim).toMatchObject({
      value: 1,
      unit: 'years',
      cite: expect.stringContaining('51.28.050'),
    });
    expect(law.states.KY?.motorVehicle).toMatchObject({
      value: 2,
      cite: expect.stringContaining('304.39-230'),
    });
    const ny = law.states.NY?.malpractice;
    expect(ny && 'source' in ny && ny.source).toMatch(/nysenate/);
  });

  it('shows a row nobody confirmed with no number, statute or note, and never a reviewer’s to-do', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/state-law' });
    expect(res.body).not.toContain('todo');
    const law = stateLawSchema.parse(res.json());
    const open = Object.values(law.states).flatMap((rows) =>
      Object.values(rows).filter((r) => r.value === null && r.reason === 'notChecked'),
    );
    expect(open.length).toBeGreaterThan(0);
    for (const row of open) expect(row).toEqual({ value: null, reason: 'notChecked' });
  });

  it('can be cached and is sent compressed', async () => {
    const first = await t.app.inject({
      method: 'GET',
      url: '/api/state-law',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(first.headers['cache-control']).toBe('public, max-age=3600');
    expect(first.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(first.rawPayload).toString()).reviewed).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const again = await t.app.inject({
      method: 'GET',
      url: '/api/state-law',
      headers: { 'if-none-match': String(first.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });
});
