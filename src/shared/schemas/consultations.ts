import { z } from 'zod';
import { hourlyRateSchema } from './attorney-registration.js';
import { chatMessageSchema, MAX_CHAT_MESSAGE_LENGTH } from './chat.js';

export const CONSULTATION_STATUSES = ['pending', 'active', 'closed'] as const;
export type ConsultationStatus = (typeof CONSULTATION_STATUSES)[number];

/** The spec's response time choices, fastest first. */
export const RESPONSE_TIMES = ['< 5 min', '< 15 min', '< 30 min', '< 1 hour'] as const;

/** GET /api/attorney/consultations: one row per consultation of the signed-in attorney. */
export const consultationSummarySchema = z.object({
  id: z.number().int(),
  clientName: z.string(),
  /** The client's first message (or what they asked when the consultation opened); '' before it. */
  requestMessage: z.string(),
  status: z.enum(CONSULTATION_STATUSES),
  sessionId: z.number().int(),
  createdAt: z.string(),
  lastMessageAt: z.string(),
});
export type ConsultationSummary = z.infer<typeof consultationSummarySchema>;

/** GET /api/attorney/consultations/:id: the consultation and its conversation, oldest first. */
export const consultationDetailSchema = consultationSummarySchema.extend({
  attorneyName: z.string().nullable(),
  messages: z.array(chatMessageSchema),
});
export type ConsultationDetail = z.infer<typeof consultationDetailSchema>;

/** POST /api/attorney/consultations/:id/messages: the attorney's answer. */
export const consultationMessageBodySchema = z.object({
  message: z.string().trim().min(1).max(MAX_CHAT_MESSAGE_LENGTH),
});
export type ConsultationMessageBody = z.input<typeof consultationMessageBodySchema>;

/** A consultation's state after an answer or a close (POST …/messages, POST …/close). */
export const consultationStateSchema = z.object({
  id: z.number().int(),
  status: z.enum(CONSULTATION_STATUSES),
});
export type ConsultationState = z.infer<typeof consultationStateSchema>;
export const consultationAnswerSchema = z.object({
  message: chatMessageSchema,
  consultation: consultationStateSchema,
});
export type ConsultationAnswer = z.infer<typeof consultationAnswerSchema>;

/** GET and PUT /api/attorney/profile: what the portal shows and edits. Rates are whole dollars. */
export const attorneyPortalProfileSchema = z.object({
  email: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  attorneySpecialties: z.array(z.string()),
  attorneyEducation: z.string().nullable(),
  attorneyBio: z.string().nullable(),
  attorneyHourlyRate: z.number(),
  attorneyResponseTime: z.string(),
  attorneyAvailable: z.boolean(),
  attorneyRating: z.number(),
  attorneyTotalSessions: z.number().int(),
  attorneyLicenseNumber: z.string().nullable(),
  attorneyBarAdmissions: z.array(z.string()),
  attorneyStatus: z.enum(['pending', 'approved', 'rejected']),
});
export type AttorneyPortalProfile = z.infer<typeof attorneyPortalProfileSchema>;

/** The portal's edit form: every field optional, only what is sent changes. */
export const attorneyProfileUpdateSchema = z.object({
  attorneyBio: z
    .string()
    .trim()
    .max(2000)
    .nullable()
    .optional()
    .transform((v) => (v === undefined ? undefined : v || null)),
  attorneyHourlyRate: hourlyRateSchema.optional(),
  attorneyResponseTime: z.enum(RESPONSE_TIMES).optional(),
  attorneyAvailable: z.boolean().optional(),
});
export type AttorneyProfileUpdate = z.input<typeof attorneyProfileUpdateSchema>;
