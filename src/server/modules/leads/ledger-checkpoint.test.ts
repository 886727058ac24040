import { execFileSync } from 'node:child_process';
import { createPublicKey } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, eq, gt } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCase } from '../../../../tests/factories/cases.js';
import { type SignedIn, signUpAs } from '../../../../tests/factories/users.js';
import { createTestApp, type TestContext } from '../../../../tests/setup/test-app.js';
import { leadBids, ledgerCheckpoints, legalCases } from '../../db/schema/index.js';
import { closeDueAuctions } from './auction-close.js';
import { checkpointValid } from './ledger-chain.js';
import { storedKeys } from './ledger-key.js';
import { sealOutcome } from './ledger-outcomes.js';

let t: TestContext;
let client: SignedIn;
let ana: SignedIn;
let ben: SignedIn;

beforeAll(async () => {
  t = await createTestApp();
  client = await signUpAs(t.app, t.db, 'user');
  ana = await signUpAs(t.app, t.db, 'attorney', { firstName: 'Ana', lastName: 'Soto' });
  ben = await signUpAs(t.app, t.db, 'attorney', { firstName: 'Ben', lastName: 'Okafor' });
});
afterAll(async () => t?.close());

const listedLead = () =>
  createCase(t.db, client.id, { listedForAttorneys: true, listedAt: new Date(), aiViabilityScore: 72 });

const bid = async (who: SignedIn, caseId: number, amount: number, proposal = '') => {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/legal-leads/bid',
    headers: who.headers,
    payload: { caseId, amount, proposal },
  });
  expect(res.statusCode).toBe(201);
  return res.json().receipt;
};

const verify = async (caseId: number, lang = 'en') => {
  t.app.readCache.clear(); // the rows are changed outside a request
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/legal-leads/${caseId}/ledger/verify`,
    headers: { ...ben.headers, 'accept-language': lang },
  });
  expect(res.statusCode).toBe(200);
  return res.json();
};

const publicKeyPem = async (): Promise<string> =>
  (await t.app.inject({ method: 'GET', url: '/api/legal-leads/ledger/public-key' })).json().publicKey;

/** A lead with three bids; the receipts in chain order. */
async function threeBids() {
  const lead = await listedLead();
  const receipts = [await bid(ana, lead.id, 120), await bid(ben, lead.id, 130), await bid(ana, lead.id, 140)];
  return { lead, receipts };
}

describe('signed checkpoints', () => {
  it('every receipt carries the signed checkpoint of the chain it joined', async () => {
    const { lead, receipts } = await threeBids();
    const key = createPublicKey(await publicKeyPem());
    receipts.forEach((receipt, i) => {
      expect(receipt.checkpoint).toMatchObject({ caseId: lead.id, length: i + 1, headHash: receipt.hash });
      expect(receipt.checkpoint.signedAt).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
      expect(checkpointValid(receipt.checkpoint, key)).toBe(true);
    });
    expect(await verify(lead.id)).toEqual({ valid: true, length: 3 });
  });

  it('deleting the newest bid on the database is caught: verify names the missing tail', async () => {
    const { lead, receipts } = await threeBids();
    await t.db.delete(leadBids).where(eq(leadBids.id, receipts[2].id));
    expect(await verify(lead.id)).toEqual({
      valid: false,
      brokenAt: null,
      reason: 'The chain ends at block 2, but 3 bids were recorded: the last 1 are missing.',
    });
    expect((await verify(lead.id, 'es')).reason).toBe(
      'La cadena termina en el bloque 2, pero se registraron 3 ofertas: faltan las últimas 1.',
    );
  });

  it('lowering the bid count as well does not hide the cut: the latest checkpoint still counts it', async () => {
    const { lead, receipts } = await threeBids();
    await t.db.delete(leadBids).where(eq(leadBids.id, receipts[2].id));
    await t.db.update(legalCases).set({ bidCount: 2 }).where(eq(legalCases.id, lead.id));
    expect(await verify(lead.id)).toMatchObject({ valid: false, brokenAt: null });
    expect((await verify(lead.id)).reason).toContain('3 bids were recorded');
  });

  it('a checkpoint rewritten without the key is refused', async () => {
    const { lead, receipts } = await threeBids();
    await t.db
      .update(ledgerCheckpoints)
      .set({ headHash: receipts[1].hash })
      .where(and(eq(ledgerCheckpoints.caseId, lead.id), eq(ledgerCheckpoints.length, 3)));
    expect(await verify(lead.id)).toEqual({
      valid: false,
      brokenAt: null,
      reason: "The chain's latest checkpoint does not carry a valid signature.",
    });
  });

  it('a cut that also drops the later checkpoints is left to the receipts attorneys keep', async () => {
    const { lead, receipts } = await threeBids();
    await t.db.delete(leadBids).where(eq(leadBids.id, receipts[2].id));
    await t.db.update(legalCases).set({ bidCount: 2 }).where(eq(legalCases.id, lead.id));
    await t.db
      .delete(ledgerCheckpoints)
      .where(and(eq(ledgerCheckpoints.caseId, lead.id), gt(ledgerCheckpoints.length, 2)));
    // The server cannot tell this chain from a shorter one; the cut bid's receipt holds a signed
    // checkpoint of length 3 that the chain no longer reaches (docs/operating-manual.md, 8).
    expect(await verify(lead.id)).toEqual({ valid: true, length: 2 });
    expect(receipts[2].checkpoint.length).toBe(3);
  });
});

/** The check of the operating manual's section 8, as written, when openssl and jq are at hand. */
const haveTools = (() => {
  try {
    execFileSync('sh', ['-c', 'command -v openssl && command -v jq']);
    return true;
  } catch {
    return false;
  }
})();

/**
 * Runs the operating manual's script `name` (section 8, as written) in a fresh folder holding
 * `files` and the server's public key; its exit status.
 */
async function manualScript(name: string, args: string[], files: Record<string, unknown>): Promise<number> {
  const manual = readFileSync(join(process.cwd(), 'docs', 'operating-manual.md'), 'utf8');
  const script = manual
    .split('```sh\n')
    .find((block) => block.startsWith(`# ${name} `))
    ?.split('```')[0];
  expect(script).toBeTruthy();
  const dir = mkdtempSync(join(tmpdir(), 'manual-sh-'));
  try {
    writeFileSync(join(dir, name), script ?? '');
    writeFileSync(join(dir, 'ledger-public-key.pem'), await publicKeyPem());
    for (const [file, value] of Object.entries(files)) writeFileSync(join(dir, file), JSON.stringify(value));
    execFileSync('sh', [name, ...args], { cwd: dir, stdio: 'pipe' });
    return 0;
  } catch (error) {
    return (error as { status: number }).status;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

describe.skipIf(!haveTools)('checking with openssl, as the operating manual shows', () => {
  it('accepts a real receipt and refuses a changed amount, proposal or checkpoint', async () => {
    const lead = await listedLead();
    const receipt = await bid(ana, lead.id, 125, 'Cobro 30 % al ganar.');
    const check = (block: object) =>
      manualScript('check-receipt.sh', ['receipt.json', 'ledger-public-key.pem'], { 'receipt.json': block });
    expect(await check(receipt)).toBe(0);
    expect(await check({ ...receipt, amountCents: 12_600 })).not.toBe(0);
    expect(await check({ ...receipt, proposal: 'Cobro 40 % al ganar.' })).not.toBe(0);
    expect(await check({ ...receipt, checkpoint: { ...receipt.checkpoint, length: 0 } })).not.toBe(0);
    expect(await check({ ...receipt, signature: receipt.checkpoint.signature })).not.toBe(0);
  });

  it('accepts the outcome record of a real close and refuses a changed kind, amount or block', async () => {
    const lead = await listedLead();
    await bid(ana, lead.id, 120);
    await bid(ben, lead.id, 130);
    await closeDueAuctions(t.deps, new Date(Date.now() + 7 * 24 * 3_600_000));
    const get = (url: string) => t.app.inject({ method: 'GET', url, headers: client.headers });
    const [sold, ...rest] = (await get(`/api/legal-leads/${lead.id}/ledger/outcomes`)).json();
    expect(rest).toEqual([]);
    expect(sold).toMatchObject({ kind: 'sold', attorneyId: ben.id, amountCents: 13_000, position: 2 });
    const bids = (await get(`/api/legal-leads/${lead.id}/bids`)).json();
    const check = (outcome: object) =>
      manualScript('check-outcome.sh', ['outcome.json', 'ledger-public-key.pem', 'bids.json'], {
        'outcome.json': outcome,
        'bids.json': bids,
      });
    expect(await check(sold)).toBe(0);
    expect(await check({ ...sold, kind: 'declined' })).not.toBe(0);
    expect(await check({ ...sold, amountCents: 12_000 })).not.toBe(0);
    const resigned = sealOutcome({ ...sold, position: 1 }, (await storedKeys(t.db)).privateKey);
    expect(await check(resigned)).not.toBe(0);
  });
});
