import { z } from 'zod';
import { STATE_CODES, stateCodeOf } from '../states.js';
import { oneLine } from './common.js';

const name = oneLine(z.string().trim().min(1).max(100));

/**
 * The contact part of the landing intake, sent to the profile when the person is signed in.
 * incidentState is one of the 50 states, as its name (what the form shows) or its code.
 */
export const intakeProfileBodySchema = z.object({
  firstName: name,
  lastName: name,
  phoneNumber: z
    .string()
    .trim()
    .max(32)
    .refine((v) => (v.match(/\d/g) ?? []).length >= 10, {
      message: 'Enter a phone number with at least 10 digits',
    }),
  email: z.string().trim().toLowerCase().pipe(z.email().max(254)),
  zipcode: z
    .string()
    .trim()
    .regex(/^\d{5}(-\d{4})?$/, 'Enter a 5-digit ZIP code'),
  incidentState: z
    .string()
    .transform((v) => stateCodeOf(v) ?? v)
    .pipe(z.enum(STATE_CODES as [string, ...string[]])),
});
export type IntakeProfileBody = z.infer<typeof intakeProfileBodySchema>;

/** How people reach the service outside the web app: shown on the profile and in quick actions. */
export const contactInfoSchema = z.object({
  smsNumber: z.string(),
  supportEmail: z.string(),
});
export type ContactInfo = z.infer<typeof contactInfoSchema>;

/** The code texted to the person's phone (POST /api/auth/phone-verification/confirm). */
export const phoneCodeBodySchema = z.object({
  code: z
    .string()
    .trim()
    .regex(/^\d{6}$/),
});
export type PhoneCodeBody = z.infer<typeof phoneCodeBodySchema>;

export const phoneCodeSentSchema = z.object({
  status: z.enum(['sent', 'already-verified']),
});
export type PhoneCodeSent = z.infer<typeof phoneCodeSentSchema>;
