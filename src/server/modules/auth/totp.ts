import { Secret, TOTP } from 'otpauth';

/** RFC 6238's defaults, the ones every authenticator app reads from a QR code. */
const PERIOD_S = 30;
const DIGITS = 6;
/** Steps either side of now that are accepted: a phone's clock a little off, a code typed late. */
export const TOTP_WINDOW = 1;
const ISSUER = 'Amparo';

/** A new 160-bit key (RFC 4226 asks for at least 128, recommends 160), in base32. */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

function totpOf(secret: string, label = 'Amparo'): TOTP {
  return new TOTP({
    issuer: ISSUER,
    label,
    algorithm: 'SHA1',
    digits: DIGITS,
    period: PERIOD_S,
    secret: Secret.fromBase32(secret),
  });
}

/** The otpauth:// address an app scans, labelled with the account's e-mail. */
export function totpUri(secret: string, email: string): string {
  return totpOf(secret, email).toString();
}

/** The code of a key at a time (for tests and the browser journey, as an app computes it). */
export function totpCode(secret: string, at = Date.now()): string {
  return totpOf(secret).generate({ timestamp: at });
}

/**
 * The time step a code belongs to when it is right within the window, else null. The caller
 * keeps the last accepted step so that no code is taken twice and none older follows it.
 */
export function totpStepOf(secret: string, code: string, at = Date.now()): number | null {
  const totp = totpOf(secret);
  const delta = totp.validate({ token: code, timestamp: at, window: TOTP_WINDOW });
  if (delta === null) return null;
  return totp.counter({ timestamp: at }) + delta;
}
