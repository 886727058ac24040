import { type KeyObject, sign, verify } from 'node:crypto';

// Ed25519 signatures over texts, shared by the bid ledger (decisions 0020, 0037) and the audit
// trail's checkpoints (0058).

/** Base64 Ed25519 signature of a text's UTF-8 bytes: a block's hash, a checkpoint, an outcome. */
export function signText(text: string, privateKey: KeyObject): string {
  return sign(null, Buffer.from(text, 'utf8'), privateKey).toString('base64');
}

export function textSignatureValid(text: string, signature: string, publicKey: KeyObject): boolean {
  try {
    return verify(null, Buffer.from(text, 'utf8'), publicKey, Buffer.from(signature, 'base64'));
  } catch {
    return false;
  }
}
