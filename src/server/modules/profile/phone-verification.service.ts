import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import { and, desc, eq } from 'drizzle-orm';
import type { Language } from '../../../shared/constants.js';
import { AppError } from '../../../shared/errors.js';
import type { Db } from '../../db/open.js';
import { phoneVerifications, users } from '../../db/schema/index.js';
import type { SmsSender } from '../../integrations/sms/types.js';
import { toE164, verifiedPhone } from '../../lib/phone.js';
import { consume } from '../../lib/rate-limit.js';
import type { UserRow } from '../auth/user-view.js';
import { sendSms } from '../sms/sms.service.js';

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

const TEXTS = {
  en: {
    sms: (code: string) =>
      `Your Amparo code is ${code}. It expires in 10 minutes. If you did not ask for it, ignore this text.`,
    noPhone: 'phoneNumber: Add your phone number first.',
    optedOut:
      'phoneNumber: This number has turned off texts from Amparo. Text START to turn them on, then try again.',
    notSent: 'The text could not be sent right now. Please try again in a few minutes.',
    tooMany: 'Too many codes were sent. Please wait an hour and try again.',
    wrong: 'code: That code is not right. Check the text and try again.',
    expired: 'code: This code has expired or was used up. Ask for a new one.',
  },
  es: {
    sms: (code: string) =>
      `Su código de Amparo es ${code}. Vence en 10 minutos. Si no lo pidió, ignore este mensaje.`,
    noPhone: 'phoneNumber: Primero agregue su número de teléfono.',
    optedOut:
      'phoneNumber: Este número desactivó los mensajes de Amparo. Envíe START para activarlos e inténtelo de nuevo.',
    notSent: 'No se pudo enviar el mensaje ahora. Inténtelo de nuevo en unos minutos.',
    tooMany: 'Se enviaron demasiados códigos. Espere una hora e inténtelo de nuevo.',
    wrong: 'code: Ese código no es correcto. Revise el mensaje e inténtelo de nuevo.',
    expired: 'code: Este código venció o ya no es válido. Pida uno nuevo.',
  },
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
  const t = TEXTS[lang];
  const phone = toE164(user.phoneNumber);
  if (!phone) throw new AppError('VALIDATION', t.noPhone, 'phoneNumber');
  if (verifiedPhone(user)) return 'already-verified';
  await consume(
    db,
    { key: `phone-code:${user.id}`, limit: PHONE_CODE.sendsPerHour, windowMs: 3_600_000 },
    t.tooMany,
  );
  await consume(
    db,
    { key: `phone-code:to:${phone}`, limit: PHONE_CODE.sendsPerNumberPerHour, windowMs: 3_600_000 },
    t.tooMany,
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
  const status = await sendSms(db, sms, phone, t.sms(code));
  if (status === 'blocked') throw new AppError('VALIDATION', t.optedOut, 'phoneNumber');
  if (status === 'failed') throw new AppError('UNAVAILABLE', t.notSent);
  return 'sent';
}

/**
 * Checks a code against the latest one sent to the person's current phone. Right: the number is
 * verified and the code is spent. Wrong: one try fewer; after PHONE_CODE.maxAttempts it is spent.
 */
export async function confirmPhoneCode(
  db: Db,
  user: UserRow,
  code: string,
  lang: Language,
): Promise<UserRow> {
  const t = TEXTS[lang];
  const phone = toE164(user.phoneNumber);
  if (!phone) throw new AppError('VALIDATION', t.noPhone, 'phoneNumber');
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
        throw new AppError('VALIDATION', t.expired, 'code');
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
      const [row] = await tx
        .update(users)
        .set({ phoneVerifiedNumber: phone, phoneVerifiedAt: new Date() })
        .where(eq(users.id, user.id))
        .returning();
      if (!row) throw new AppError('NOT_FOUND');
      return row;
    })
    .then((row) => {
      // A wrong code is counted (the transaction above commits) and then refused.
      if (!row) throw new AppError('VALIDATION', t.wrong, 'code');
      return row;
    });
}
