import { z } from 'zod';
import { STATE_CODES, stateCodeOf } from '../states.js';

const name = z.string().trim().min(1).max(100);

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
