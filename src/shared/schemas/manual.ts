import { z } from 'zod';

export const MANUAL_PATH = '/operating-manual.md';

export const manualInfoSchema = z.object({
  title: z.string(),
  version: z.string(),
  /** YYYY-MM-DD: when the manual text last changed. */
  date: z.string(),
  sizeBytes: z.number().int(),
  supportEmail: z.string(),
});
export type ManualInfo = z.infer<typeof manualInfoSchema>;
