import { createPrivateKey, createPublicKey, generateKeyPairSync, type KeyObject } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/open.js';
import { ledgerKeys } from '../../db/schema/index.js';
import type { Env } from '../../env.js';

export interface LedgerKeys {
  privateKey: KeyObject;
  publicKey: KeyObject;
  /** SubjectPublicKeyInfo PEM, as GET /api/legal-leads/ledger/public-key returns it. */
  publicKeyPem: string;
}

const KEY_NAME = 'bids';

function keysOf(privateKey: KeyObject): LedgerKeys {
  if (privateKey.asymmetricKeyType !== 'ed25519') {
    throw new Error('LEDGER_SIGNING_KEY: must be an Ed25519 private key');
  }
  const publicKey = createPublicKey(privateKey);
  return {
    privateKey,
    publicKey,
    publicKeyPem: publicKey.export({ type: 'spki', format: 'pem' }).toString(),
  };
}

/**
 * The key LEDGER_SIGNING_KEY holds: a PKCS#8 PEM ('-----BEGIN PRIVATE KEY-----', line breaks may
 * be written as \n) or the same key's DER bytes in base64. Throws a message naming the setting.
 */
export function keysFromSetting(value: string): LedgerKeys {
  const text = value.trim().replace(/\\n/g, '\n');
  let privateKey: KeyObject;
  try {
    privateKey = text.startsWith('-----BEGIN')
      ? createPrivateKey({ key: text, format: 'pem' })
      : createPrivateKey({ key: Buffer.from(text, 'base64'), format: 'der', type: 'pkcs8' });
  } catch (cause) {
    throw new Error('LEDGER_SIGNING_KEY: not a PKCS#8 private key (PEM or base64 DER)', { cause });
  }
  return keysOf(privateKey);
}

/**
 * The key kept in the database, made on first use. Every process proposes a fresh key and the
 * first insert wins; all then read the one stored row, so concurrent starts agree on one key.
 */
export async function storedKeys(db: Db): Promise<LedgerKeys> {
  const [existing] = await db.select().from(ledgerKeys).where(eq(ledgerKeys.name, KEY_NAME));
  if (existing) return keysOf(createPrivateKey(existing.privateKeyPem));
  const pair = generateKeyPairSync('ed25519');
  await db
    .insert(ledgerKeys)
    .values({
      name: KEY_NAME,
      privateKeyPem: pair.privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
      publicKeyPem: pair.publicKey.export({ type: 'spki', format: 'pem' }).toString(),
    })
    .onConflictDoNothing({ target: ledgerKeys.name });
  const [kept] = await db.select().from(ledgerKeys).where(eq(ledgerKeys.name, KEY_NAME));
  if (!kept) throw new Error('ledger key row missing after insert');
  return keysOf(createPrivateKey(kept.privateKeyPem));
}

/**
 * The app's ledger keys, looked up once: from the setting when given (checked at once, so a bad
 * value stops the start), else from the database on first use. A failed lookup is retried.
 */
export function ledgerKeySource(db: Db, setting: string | undefined): () => Promise<LedgerKeys> {
  if (setting) {
    const fixed = Promise.resolve(keysFromSetting(setting));
    return () => fixed;
  }
  let pending: Promise<LedgerKeys> | null = null;
  return () => {
    pending ??= storedKeys(db).catch((error: unknown) => {
      pending = null;
      throw error;
    });
    return pending;
  };
}

/**
 * What a production server says at start when no LEDGER_SIGNING_KEY is set: the key then sits in
 * the database it signs, so whoever can edit rows can re-sign a forged chain. Null otherwise.
 */
export function ledgerKeyWarning(env: Pick<Env, 'NODE_ENV' | 'LEDGER_SIGNING_KEY'>): string | null {
  if (env.NODE_ENV !== 'production' || env.LEDGER_SIGNING_KEY) return null;
  return 'Ledger: LEDGER_SIGNING_KEY is not set, so the bid ledger is not tamper-evident: its signing key is kept in the database, and whoever can edit rows there can re-sign a forged chain. Set LEDGER_SIGNING_KEY (docs/operating-manual.md, section 8).';
}
