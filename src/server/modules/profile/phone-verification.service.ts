import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import { and, desc, eq } from 'drizzle-orm';
import type { Language } from '../../../shared/constants.js';
import { AppError } from '../../../shared/errors.js';
import type { Db } from '../../db/open.js';
import { phoneVerifications, users } from '../../db/schema/index.js';
import type { UserRow } from '../../db/types.js';
import { sendSms } from '../../integrations/sms/outbox.js';
import type { SmsSender } from '../../integrations/sms/types.js';
import { message } from '../../lib/messages.js';
import { toE164, verifiedPhone } from '../../lib/phone.js';
import { consume } from '../../lib/rate-limit.js';
import { isUniqueViolation, takePhoneNumber } from './phone-ownership.js';

export const PHONE_CODE = {
  digits: 6,
  ttlMs: 10 * 60_000,
  /** Wrong tries on one code before it is spent. */
  maxAttempts: 5,
  /** Codes sent per person per hour. */
  sendsPerHour: 5,
  /** Codes sent to one number per hour, whichever accounts ask: nobody's phone becomes a pager. */
  sendsPerNumberPerHour: 3,
} as const;

function hashCode(userId: number, phone: string, code: string): Buffer {
  return createHash('sha256').update(`${userId}:${phone}:${code}`).digest();
}

/**
 * Texts a new code to the phone on the person's profile. Earlier codes stop working. Nothing is
 * sent for a number that is already verified.
 */
export async function sendPhoneCode(
  db: Db,
  sms: SmsSender,
  user: UserRow,
  lang: Language,
): Promise<'sent' | 'already-verified'> {
  const phone = toE164(user.phoneNumber);
  if (!phone) throw new AppError('VALIDATION', message(lang, 'phone.noPhone'), 'phoneNumber');
  if (verifiedPhone(user)) return 'already-verified';
  await consume(
    db,
    { key: `phone-code:${user.id}`, limit: PHONE_CODE.sendsPerHour, windowMs: 3_600_000 },
    message(lang, 'phone.tooManyCodes'),
  );
  await consume(
    db,
    { key: `phone-code:to:${phone}`, limit: PHONE_CODE.sendsPerNumberPerHour, windowMs: 3_600_000 },
    message(lang, 'phone.tooManyCodes'),
  );
  const code = String(randomInt(0, 10 ** PHONE_CODE.digits)).padStart(PHONE_CODE.digits, '0');
  await db.transaction(async (tx) => {
    await tx.delete(phoneVerifications).where(eq(phoneVerifications.userId, user.id));
    await tx.insert(phoneVerifications).values({
      userId: user.id,
      phoneNumber: phone,
      codeHash: hashCode(user.id, phone, code).toString('hex'),
      expiresAt: new Date(Date.now() + PHONE_CODE.ttlMs),
    });
  });
  const status = await sendSms(db, sms, phone, message(lang, 'phone.codeSms', { code }));
  if (status === 'blocked') throw new AppError('VALIDATION', message(lang, 'phone.optedOut'), 'phoneNumber');
  return 'sent';
}

/**
 * Checks a code against the latest one sent to the person's current phone. Right: the number is
 * verified for this person only (any other account holding it loses it) and the code is spent.
 * Wrong: one try fewer; after PHONE_CODE.maxAttempts it is spent.
 */
export async function confirmPhoneCode(
  db: Db,
  user: UserRow,
  code: string,
  lang: Language,
): Promise<UserRow> {
  const phone = toE164(user.phoneNumber);
  if (!phone) throw new AppError('VALIDATION', message(lang, 'phone.noPhone'), 'phoneNumber');
  // Two accounts proving the same number at the same instant: the open-period index lets one win
  // and the other, run again, then takes the number from it.
  for (let attempt = 1; ; attempt++) {
    try {
      return await confirmOnce(db, user, phone, code, lang);
    } catch (err) {
      if (attempt >= 3 || !isUniqueViolation(err)) throw err;
    }
  }
}

async function confirmOnce(
  db: Db,
  user: UserRow,
  phone: string,
  code: string,
  lang: Language,
): Promise<UserRow> {
  return db
    .transaction(async (tx) => {
      const [pending] = await tx
        .select()
        .from(phoneVerifications)
        .where(and(eq(phoneVerifications.userId, user.id), eq(phoneVerifications.phoneNumber, phone)))
        .orderBy(desc(phoneVerifications.id))
        .limit(1)
        .for('update');
      if (
        !pending ||
        pending.expiresAt.getTime() <= Date.now() ||
        pending.attempts >= PHONE_CODE.maxAttempts
      ) {
        throw new AppError('VALIDATION', message(lang, 'phone.codeExpired'), 'code');
      }
      const right = timingSafeEqual(Buffer.from(pending.codeHash, 'hex'), hashCode(user.id, phone, code));
      if (!right) {
        await tx
          .update(phoneVerifications)
          .set({ attempts: pending.attempts + 1 })
          .where(eq(phoneVerifications.id, pending.id));
        return null;
      }
      await tx.delete(phoneVerifications).where(eq(phoneVerifications.userId, user.id));
      await takePhoneNumber(tx, user.id, phone, pending.createdAt);
      const [row] = await tx.select().from(users).where(eq(users.id, user.id));
      if (!row) throw new AppError('NOT_FOUND');
      return row;
    })
    .then((row) => {
      // A wrong code is counted (the transaction above commits) and then refused.
      if (!row) throw new AppError('VALIDATION', message(lang, 'phone.wrongCode'), 'code');
      return row;
    });
}
