import { z } from 'zod';

/** The fields of Twilio's inbound-message webhook that the product reads; others are ignored. */
export const twilioInboundSchema = z.object({
  MessageSid: z.string().regex(/^[A-Za-z0-9]{10,64}$/),
  From: z.string().trim().min(3).max(32),
  To: z.string().trim().max(32).optional(),
  Body: z.string().max(5000).default(''),
});
export type TwilioInbound = z.infer<typeof twilioInboundSchema>;
