import { z } from 'zod';

/** How people reach the service outside the web app: shown on the profile and in quick actions. */
export const contactInfoSchema = z.object({
  smsNumber: z.string(),
  supportEmail: z.string(),
});
export type ContactInfo = z.infer<typeof contactInfoSchema>;
