import { z } from 'zod';
import { CLOCK_STARTS, LAW_KINDS, LAW_UNITS, OPEN_REASONS } from '../state-law.js';

/** The public page of the table, and the address of a row on it ("/state-law#NY-malpractice"). */
export const STATE_LAW_PATH = '/state-law';
export const stateLawAnchor = (state: string, kind: string) => `${state}-${kind}`;

const checkedRowSchema = z.object({
  value: z.number(),
  unit: z.enum(LAW_UNITS),
  startsAt: z.enum(CLOCK_STARTS),
  cite: z.string(),
  /** The state's official code site. */
  source: z.string(),
  /** Where the wording was read, when not on that site. */
  readAt: z.string().optional(),
  checkedOn: z.string(),
  note: z.string().optional(),
  agency: z.string().optional(),
});

/** No number: not checked yet, or a law read to set none. Only a checked one names its statute. */
const openRowSchema = z.object({
  value: z.null(),
  reason: z.enum(OPEN_REASONS),
  cite: z.string().optional(),
  source: z.string().optional(),
  readAt: z.string().optional(),
  checkedOn: z.string().optional(),
  note: z.string().optional(),
  agency: z.string().optional(),
});

export const lawRowSchema = z.union([checkedRowSchema, openRowSchema]);
export type LawRowView = z.infer<typeof lawRowSchema>;

export const stateLawSchema = z.object({
  /** The day the table was last gone through. */
  reviewed: z.string(),
  /** Of all rows, how many give a number or a reason read in the law (0 to 1). */
  checkedShare: z.number(),
  states: z.record(z.string(), z.record(z.enum(LAW_KINDS), lawRowSchema)),
});
export type StateLaw = z.infer<typeof stateLawSchema>;
