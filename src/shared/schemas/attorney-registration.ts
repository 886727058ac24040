import { z } from 'zod';
import {
  ATTORNEY_SPECIALTIES,
  DEFAULT_EXPERIENCE_YEARS,
  DEFAULT_HOURLY_RATE,
  ATTORNEY_SIGNUP_MAX as MAX,
  ATTORNEY_SIGNUP_MIN as MIN,
  splitBarAdmissions,
} from '../rules/attorney-signup.js';
import { numberFromInput } from '../rules/number-input.js';
import { STATE_CODES_WITH_DC } from '../states.js';
import { oneLine } from './common.js';

/**
 * The texts of the §5 rules, as keys: the server words them from its catalogs
 * (src/server/locales) and the signup form from its namespace (locales/<lang>/attorney-signup.json),
 * where each lives under the same key.
 */
export const ATTORNEY_SIGNUP_ERRORS = {
  email: 'attorneySignup.emailInvalid',
  firstName: 'attorneySignup.firstNameShort',
  lastName: 'attorneySignup.lastNameShort',
  phoneNumber: 'attorneySignup.phoneInvalid',
  state: 'attorneySignup.stateRequired',
  licenseNumber: 'attorneySignup.licenseRequired',
  education: 'attorneySignup.educationRequired',
  experience: 'attorneySignup.experienceNegative',
  experienceMax: 'attorneySignup.experienceTooHigh',
  hourlyRate: 'attorneySignup.hourlyRateLow',
  hourlyRateMax: 'attorneySignup.hourlyRateHigh',
  bio: 'attorneySignup.bioShort',
  barAdmissions: 'attorneySignup.barAdmissionsRequired',
  specialties: 'attorneySignup.specialtiesRequired',
} as const;
export type AttorneySignupErrorKey = (typeof ATTORNEY_SIGNUP_ERRORS)[keyof typeof ATTORNEY_SIGNUP_ERRORS];

const E = ATTORNEY_SIGNUP_ERRORS;

/** A text field: missing, too short or blank says the rule's text; too long says zod's own. */
const text = (min: number, max: number, error: string) =>
  z.string({ error }).trim().min(min, { error }).max(max);

/** A number field: text that is not a number becomes 0; a missing value takes the default. */
const numberField = (fallback: number) =>
  z.preprocess((v) => (v === undefined ? fallback : numberFromInput(v)), z.number());

/**
 * An attorney's hourly rate in dollars: the signup's minimum (§5) holds wherever the rate is set,
 * so the portal's profile edit cannot take it below what signup allows (decision 0044).
 */
export const hourlyRateSchema = z
  .number({ error: E.hourlyRate })
  .min(MIN.hourlyRate, { error: E.hourlyRate })
  .max(MAX.hourlyRate, { error: E.hourlyRateMax });

/** POST /api/register-attorney: the registration payload of §3 with the rules of §5. */
export const attorneyRegistrationSchema = z.object({
  email: z
    .string({ error: E.email })
    .trim()
    .toLowerCase()
    .pipe(z.email({ error: E.email }).max(254)),
  firstName: oneLine(text(MIN.name, MAX.name, E.firstName)),
  lastName: oneLine(text(MIN.name, MAX.name, E.lastName)),
  phoneNumber: oneLine(text(MIN.phone, MAX.phone, E.phoneNumber)),
  state: z.enum(STATE_CODES_WITH_DC as [string, ...string[]], { error: E.state }),
  licenseNumber: oneLine(text(MIN.license, MAX.license, E.licenseNumber)),
  education: text(MIN.education, MAX.education, E.education),
  experience: numberField(DEFAULT_EXPERIENCE_YEARS).pipe(
    z
      .number()
      .min(MIN.experienceYears, { error: E.experience })
      .max(MAX.experienceYears, { error: E.experienceMax })
      .transform(Math.trunc),
  ),
  hourlyRate: numberField(DEFAULT_HOURLY_RATE).pipe(hourlyRateSchema),
  bio: text(MIN.bio, MAX.bio, E.bio),
  barAdmissions: text(MIN.barAdmissions, MAX.barAdmissions, E.barAdmissions).refine(
    (v) => splitBarAdmissions(v).length > 0,
    { error: E.barAdmissions },
  ),
  specialties: z
    .array(z.enum(ATTORNEY_SPECIALTIES))
    .max(ATTORNEY_SPECIALTIES.length * 2)
    .default([])
    .refine((list) => list.length > 0, { error: E.specialties })
    .transform((list) => [...new Set(list)]),
});
export type AttorneyRegistrationInput = z.input<typeof attorneyRegistrationSchema>;
export type AttorneyRegistration = z.output<typeof attorneyRegistrationSchema>;

export const attorneyRegistrationResponseSchema = z.object({
  message: z.string(),
  attorneyStatus: z.literal('pending'),
});
export type AttorneyRegistrationResponse = z.infer<typeof attorneyRegistrationResponseSchema>;
