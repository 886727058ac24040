import { generateKeyPairSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  blockHash,
  blockPreimage,
  chainFault,
  checkpointText,
  checkpointValid,
  firstBrokenBlock,
  GENESIS_HASH,
  isoMillis,
  sealBlock,
  sealCheckpoint,
  sha256Hex,
  signatureValid,
  signHash,
} from './ledger-chain.js';
import { keysFromSetting } from './ledger-key.js';
import { outcomeFault, outcomeText, outcomeValid, sealOutcome } from './ledger-outcomes.js';

// Computed outside this code with coreutils and OpenSSL 3:
//   printf '%s' 'I will file within a week.' | sha256sum
//   printf '%s' '<preimage>' | sha256sum
//   openssl pkeyutl -sign -rawin -inkey key.pem -in hash.txt | base64
const PROPOSAL_1 = 'I will file within a week.';
const PROPOSAL_1_HASH = '61eb580aba2b7aae8e29a9730e280d8e28e7e087751dba8ef889e4ee19ecd519';
const BLOCK_1 = {
  previousHash: GENESIS_HASH,
  id: 7,
  caseId: 42,
  amountCents: 12550,
  attorneyId: 3,
  createdAt: '2026-11-23T12:00:00.123Z',
  proposalHash: PROPOSAL_1_HASH,
};
const BLOCK_1_HASH = '51514b78851380b161cf8a4d9b8d3486e58553214fdcfba5441bc7744ee97ff3';
const PROPOSAL_2 = 'Llevaré su caso ante el juez.';
const PROPOSAL_2_HASH = 'ff0dd0f63cf974201751f9977b1c9b7ca5107d11a5a69dece13900676463a031';
const BLOCK_2 = {
  previousHash: BLOCK_1_HASH,
  id: 8,
  caseId: 42,
  amountCents: 13000,
  attorneyId: 5,
  createdAt: '2026-11-23T12:00:01.000Z',
  proposalHash: PROPOSAL_2_HASH,
};
const BLOCK_2_HASH = 'b67dfe544f5a4438110177606381115baab3404ed1ec11815ec6bd72162b1e46';

// A key made for this test only with `openssl genpkey -algorithm ed25519`.
const TEST_KEY_PEM =
  '-----BEGIN PRIVATE KEY-----\nMC4CAQAwBQYDK2VwBCIEIDtbXF1S7/p9RQcfSmfx9BS0Qn3R3LC0JcUFbc3ylgnB\n-----END PRIVATE KEY-----\n';
const TEST_KEY_DER_BASE64 = 'MC4CAQAwBQYDK2VwBCIEIDtbXF1S7/p9RQcfSmfx9BS0Qn3R3LC0JcUFbc3ylgnB';
const TEST_PUBLIC_PEM =
  '-----BEGIN PUBLIC KEY-----\nMCowBQYDK2VwAyEAvSYqpTDsLnJzl5U+fTa/So59p5+wjy30tVy2n794YFA=\n-----END PUBLIC KEY-----\n';
// printf '%s' 'checkpoint|42|2|<BLOCK_2_HASH>|2026-11-23T12:00:01.000Z' > cp.txt
// openssl pkeyutl -sign -rawin -inkey key.pem -in cp.txt | base64 -w0
const CHECKPOINT_2 = { caseId: 42, length: 2, headHash: BLOCK_2_HASH, signedAt: '2026-11-23T12:00:01.000Z' };
const CHECKPOINT_2_SIGNATURE =
  'rpTazQNA0Uxbuw0ttyOAS8QCdSPXzVLx/KPF0NZ/4fV8dJAMw7XPXqY8MyQkCewn7Hh9B475NrJTHVjz8I87Bg==';
const BLOCK_1_SIGNATURE =
  'pqkWCIRdYWTLULJEJyOP0HDc30qH/Q8UJZeGdXczU2is9FTyP/zrHplJxCrUxBoNM6YKmYQqfE2IT9OB4HgXCg==';

describe('the hash recipe', () => {
  it('matches hand-computed SHA-256 values, UTF-8 included', () => {
    expect(sha256Hex(PROPOSAL_1)).toBe(PROPOSAL_1_HASH);
    expect(sha256Hex(PROPOSAL_2)).toBe(PROPOSAL_2_HASH);
    expect(blockPreimage(BLOCK_1)).toBe(
      `${'0'.repeat(64)}|7|42|12550|3|2026-11-23T12:00:00.123Z|${PROPOSAL_1_HASH}`,
    );
    expect(blockHash(BLOCK_1)).toBe(BLOCK_1_HASH);
    expect(blockHash(BLOCK_2)).toBe(BLOCK_2_HASH);
  });

  it('writes instants with milliseconds in UTC, cutting finer parts', () => {
    expect(isoMillis(new Date('2026-11-23T07:00:00-05:00'))).toBe('2026-11-23T12:00:00.000Z');
    expect(isoMillis(new Date(Date.UTC(2026, 10, 23, 12, 0, 0, 123.9)))).toBe('2026-11-23T12:00:00.123Z');
  });
});

describe('signatures', () => {
  it('signs the hash text exactly as OpenSSL does, and verifies with the public key', () => {
    const keys = keysFromSetting(TEST_KEY_PEM);
    expect(keys.publicKeyPem).toBe(TEST_PUBLIC_PEM);
    expect(signHash(BLOCK_1_HASH, keys.privateKey)).toBe(BLOCK_1_SIGNATURE);
    expect(signatureValid(BLOCK_1_HASH, BLOCK_1_SIGNATURE, keys.publicKey)).toBe(true);
    expect(signatureValid(BLOCK_2_HASH, BLOCK_1_SIGNATURE, keys.publicKey)).toBe(false);
    const other = generateKeyPairSync('ed25519');
    expect(signatureValid(BLOCK_1_HASH, BLOCK_1_SIGNATURE, other.publicKey)).toBe(false);
    expect(signatureValid(BLOCK_1_HASH, 'not base64 at all', keys.publicKey)).toBe(false);
  });

  it('reads the setting as PEM, as PEM with \\n escapes, or as base64 DER, and refuses other keys', () => {
    const fromDer = keysFromSetting(TEST_KEY_DER_BASE64);
    const fromEscaped = keysFromSetting(TEST_KEY_PEM.replace(/\n/g, '\\n'));
    expect(fromDer.publicKeyPem).toBe(TEST_PUBLIC_PEM);
    expect(fromEscaped.publicKeyPem).toBe(TEST_PUBLIC_PEM);
    const rsa = generateKeyPairSync('rsa', { modulusLength: 1024 });
    const rsaPem = rsa.privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
    expect(() => keysFromSetting(rsaPem)).toThrow(/LEDGER_SIGNING_KEY: must be an Ed25519/);
    expect(() => keysFromSetting('hello')).toThrow(/LEDGER_SIGNING_KEY/);
  });
});

describe('tamper detection', () => {
  const keys = keysFromSetting(TEST_KEY_PEM);
  const chain = () => {
    const first = { ...sealBlock(BLOCK_1, keys.privateKey), proposal: PROPOSAL_1 };
    const second = {
      ...sealBlock({ ...BLOCK_2, previousHash: first.hash }, keys.privateKey),
      proposal: PROPOSAL_2,
    };
    return [first, second];
  };

  it('a sound chain has no broken block', () => {
    expect(firstBrokenBlock(chain(), keys.publicKey)).toBeNull();
    expect(firstBrokenBlock([], keys.publicKey)).toBeNull();
  });

  it('names the first block whose amount, proposal, link or signature was changed', () => {
    const [a, b] = chain() as [ReturnType<typeof chain>[0], ReturnType<typeof chain>[0]];
    expect(firstBrokenBlock([{ ...a, amountCents: 99 }, b], keys.publicKey)).toBe(7);
    expect(firstBrokenBlock([a, { ...b, proposal: 'Something else' }], keys.publicKey)).toBe(8);
    expect(firstBrokenBlock([a, { ...b, previousHash: GENESIS_HASH }], keys.publicKey)).toBe(8);
    expect(firstBrokenBlock([b], keys.publicKey)).toBe(8);
    expect(firstBrokenBlock([a, { ...b, signature: a.signature }], keys.publicKey)).toBe(8);
    // Re-hashing a changed block without the key does not help: the signature no longer fits.
    const forged = { ...a, amountCents: 99 };
    expect(firstBrokenBlock([{ ...forged, hash: blockHash(forged) }, b], keys.publicKey)).toBe(7);
    // Nor does re-signing with another key.
    const other = generateKeyPairSync('ed25519');
    const resigned = sealBlock({ ...a, amountCents: 99 }, other.privateKey);
    expect(firstBrokenBlock([{ ...resigned, proposal: PROPOSAL_1 }, b], keys.publicKey)).toBe(7);
  });
});

describe('checkpoints', () => {
  const keys = keysFromSetting(TEST_KEY_PEM);
  const first = { ...sealBlock(BLOCK_1, keys.privateKey), proposal: PROPOSAL_1, position: 1 };
  const second = { ...sealBlock(BLOCK_2, keys.privateKey), proposal: PROPOSAL_2, position: 2 };
  const chain = [first, second];
  const signed = sealCheckpoint(CHECKPOINT_2, keys.privateKey);

  it('signs the checkpoint text exactly as OpenSSL does', () => {
    expect(checkpointText(CHECKPOINT_2)).toBe(`checkpoint|42|2|${BLOCK_2_HASH}|2026-11-23T12:00:01.000Z`);
    expect(signed.signature).toBe(CHECKPOINT_2_SIGNATURE);
    expect(checkpointValid(signed, keys.publicKey)).toBe(true);
    expect(checkpointValid({ ...signed, length: 3 }, keys.publicKey)).toBe(false);
    expect(checkpointValid({ ...signed, caseId: 43 }, keys.publicKey)).toBe(false);
  });

  it('a whole chain agrees with its bid count and latest checkpoint', () => {
    expect(chainFault(chain, 2, signed, keys.publicKey)).toBeNull();
    expect(chainFault(chain, 2, null, keys.publicKey)).toBeNull();
    expect(chainFault([], 0, null, keys.publicKey)).toBeNull();
  });

  it('a chain cut at its end is caught by the bid count, or by the checkpoint when that was lowered too', () => {
    expect(chainFault([first], 2, signed, keys.publicKey)).toEqual({
      kind: 'missingTail',
      length: 1,
      expected: 2,
    });
    expect(chainFault([first], 1, signed, keys.publicKey)).toEqual({
      kind: 'missingTail',
      length: 1,
      expected: 2,
    });
    expect(chainFault([], 2, null, keys.publicKey)).toEqual({ kind: 'missingTail', length: 0, expected: 2 });
  });

  it('blocks the bid count does not know of, a forged checkpoint and a swapped head are named', () => {
    expect(chainFault(chain, 1, null, keys.publicKey)).toEqual({
      kind: 'extraBlocks',
      length: 2,
      expected: 1,
    });
    expect(chainFault(chain, 2, { ...signed, length: 1 }, keys.publicKey)).toEqual({ kind: 'badCheckpoint' });
    const other = sealCheckpoint({ ...CHECKPOINT_2, headHash: BLOCK_1_HASH }, keys.privateKey);
    expect(chainFault(chain, 2, other, keys.publicKey)).toEqual({
      kind: 'checkpointMismatch',
      id: 8,
      position: 2,
    });
    expect(chainFault([{ ...first, amountCents: 1 }, second], 2, signed, keys.publicKey)).toEqual({
      kind: 'brokenBlock',
      id: 7,
      position: 1,
    });
  });
});

// printf '%s' 'outcome|42|1|declined|2|<BLOCK_2_HASH>|5|13000|2|<BLOCK_2_HASH>|2026-11-23T12:00:02.000Z' > o.txt
// openssl pkeyutl -sign -rawin -inkey key.pem -in o.txt | base64 -w0
const OUTCOME_1 = {
  caseId: 42,
  seq: 1,
  kind: 'declined' as const,
  position: 2,
  blockHash: BLOCK_2_HASH,
  attorneyId: 5,
  amountCents: 13000,
  length: 2,
  headHash: BLOCK_2_HASH,
  signedAt: '2026-11-23T12:00:02.000Z',
};
const OUTCOME_1_SIGNATURE =
  '+hD2uSh4WrYMtbEnuSYqJqgNfR/vavR9rx/Kp+P+MkDMKWtmU59LKEujxoZlsL+z+R5rtHlUKEa4TgcjKUVdAQ==';

describe('outcome records', () => {
  const keys = keysFromSetting(TEST_KEY_PEM);
  const chain = [sealBlock(BLOCK_1, keys.privateKey), sealBlock(BLOCK_2, keys.privateKey)];
  const declined = sealOutcome(OUTCOME_1, keys.privateKey);
  const sold = sealOutcome(
    {
      ...OUTCOME_1,
      seq: 2,
      kind: 'sold',
      position: 1,
      blockHash: BLOCK_1_HASH,
      attorneyId: 3,
      amountCents: 12550,
    },
    keys.privateKey,
  );
  const sale = { caseId: 42, attorneyId: 3, amountCents: 12550 };

  it('signs the outcome text exactly as OpenSSL does', () => {
    expect(outcomeText(OUTCOME_1)).toBe(
      `outcome|42|1|declined|2|${BLOCK_2_HASH}|5|13000|2|${BLOCK_2_HASH}|2026-11-23T12:00:02.000Z`,
    );
    expect(declined.signature).toBe(OUTCOME_1_SIGNATURE);
    expect(outcomeValid(declined, keys.publicKey)).toBe(true);
    expect(outcomeValid({ ...declined, kind: 'sold' }, keys.publicKey)).toBe(false);
    expect(outcomeValid({ ...declined, amountCents: 1 }, keys.publicKey)).toBe(false);
  });

  it('records that name their blocks, with the sale among them, hold', () => {
    expect(outcomeFault([declined, sold], chain, sale, keys.publicKey)).toBeNull();
    expect(outcomeFault([], chain, undefined, keys.publicKey)).toBeNull();
  });

  it('a missing sale, a re-signed record naming another block, or a forged signature are named', () => {
    expect(outcomeFault([declined], chain, sale, keys.publicKey)).toEqual({ kind: 'missingSale' });
    expect(outcomeFault([declined, sold], chain, { ...sale, amountCents: 1 }, keys.publicKey)).toEqual({
      kind: 'missingSale',
    });
    const elsewhere = sealOutcome({ ...OUTCOME_1, position: 1 }, keys.privateKey);
    expect(outcomeFault([elsewhere, sold], chain, sale, keys.publicKey)).toEqual({
      kind: 'badOutcome',
      seq: 1,
    });
    const forged = { ...sold, attorneyId: 5, amountCents: 13000 };
    expect(outcomeFault([declined, forged], chain, sale, keys.publicKey)).toEqual({
      kind: 'badOutcome',
      seq: 2,
    });
  });
});
