import { z } from 'zod';
import { LANGUAGES } from '../constants.js';
import { TOPIC_CODES } from '../topics.js';
import { rowIdSchema, rowIdTextSchema } from './common.js';

/** Session ids are positive integers (the spec accepts nothing else). */
export const sessionIdSchema = rowIdTextSchema;
export const sessionIdParamSchema = z.object({ sessionId: sessionIdSchema });
export const chatSessionIdParamSchema = z.object({ id: sessionIdSchema });

export const MAX_CHAT_MESSAGE_LENGTH = 4000;
const messageText = z.string().trim().min(1).max(MAX_CHAT_MESSAGE_LENGTH);
const phoneNumber = z
  .string()
  .trim()
  .max(32)
  .optional()
  .transform((v) => v || undefined);
const shortText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .optional()
    .nullable()
    .transform((v) => v || null);

export const chatSessionSchema = z.object({
  id: z.number().int(),
  customerPhoneNumber: z.string(),
  sessionType: z.enum(['ai', 'attorney']),
  attorneyName: z.string().nullable(),
  legalTopic: z.string().nullable(),
  topicColor: z.string().nullable(),
  topicIcon: z.string().nullable(),
  title: z.string().nullable(),
  channel: z.enum(['web', 'sms']),
  lastMessageAt: z.string(),
  createdAt: z.string(),
  /** An attorney conversation that is a consultation: its status (closed: no more messages). */
  consultationStatus: z.enum(['pending', 'active', 'closed']).nullable(),
});
export type ChatSession = z.infer<typeof chatSessionSchema>;

/**
 * Who wrote a message: the person whose conversation it is (client), the consultation's attorney,
 * the AI, or the product itself (system: notices such as an SMS opt-out confirmation).
 */
export const MESSAGE_AUTHOR_KINDS = ['client', 'attorney', 'ai', 'system'] as const;
export type MessageAuthorKind = (typeof MESSAGE_AUTHOR_KINDS)[number];
export const messageAuthorSchema = z.object({
  kind: z.enum(MESSAGE_AUTHOR_KINDS),
  /** An attorney's name as it was when they wrote; null for the other kinds. */
  name: z.string().nullable(),
});
export type MessageAuthor = z.infer<typeof messageAuthorSchema>;

export const chatMessageSchema = z.object({
  id: z.number().int(),
  sessionId: z.number().int(),
  direction: z.enum(['inbound', 'outbound']),
  messageType: z.enum(['ai_response', 'sms', 'text', 'system']),
  messageText: z.string(),
  author: messageAuthorSchema,
  createdAt: z.string(),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

/** POST /api/user-chat-sessions (landing search, directory). */
export const createChatSessionsBodySchema = z.object({
  phoneNumber,
  sessionType: z.enum(['ai', 'attorney']).default('ai'),
  attorneyName: shortText(120),
  /** With sessionType 'attorney': the directory's attorney, which opens a consultation with them. */
  attorneyId: rowIdSchema.optional(),
});
export type CreateChatSessionsBody = z.input<typeof createChatSessionsBodySchema>;

/** POST /api/user-chat-session (topic, attorney and situation sessions). */
export const createChatSessionBodySchema = z.object({
  phoneNumber,
  sessionType: z.enum(['ai', 'attorney']).default('ai'),
  attorneyName: shortText(120),
  legalTopic: shortText(80),
  topicColor: shortText(40),
  topicIcon: shortText(40),
  title: shortText(200),
});
export type CreateChatSessionBody = z.input<typeof createChatSessionBodySchema>;

/** POST /api/user-chat-messages: what the person wrote. Direction and type are theirs only. */
export const postChatMessagesBodySchema = z.object({
  sessionId: sessionIdSchema,
  messageText,
  direction: z.literal('outbound').default('outbound'),
  messageType: z.enum(['sms', 'text']).default('sms'),
});
export type PostChatMessagesBody = z.input<typeof postChatMessagesBodySchema>;

/** POST /api/user-chat-message: a message, into a session or into a new one. */
export const postChatMessageBodySchema = z.object({
  phoneNumber,
  message: messageText,
  sessionId: sessionIdSchema.optional(),
});
export type PostChatMessageBody = z.input<typeof postChatMessageBodySchema>;
export const postChatMessageResponseSchema = z.object({
  sessionId: z.number().int(),
  message: chatMessageSchema,
});

/**
 * POST /api/ai-response. purpose 'opening' asks for the topic's common questions (only in a
 * session with no answer yet, and free); 'situation' asks for the five-point preliminary analysis
 * of what the person wrote; 'question' (default) answers the question.
 */
export const aiResponseBodySchema = z
  .object({
    phoneNumber,
    question: z.string().trim().max(MAX_CHAT_MESSAGE_LENGTH).default(''),
    sessionId: sessionIdSchema,
    userLanguage: z.enum(LANGUAGES).optional(),
    specializedTopic: z.enum(TOPIC_CODES).optional().catch(undefined),
    userState: z
      .string()
      .trim()
      .regex(/^[A-Za-z]{2}$/)
      .transform((s) => s.toUpperCase())
      .optional()
      .catch(undefined),
    purpose: z.enum(['question', 'opening', 'situation']).default('question'),
  })
  .refine((b) => b.purpose !== 'question' || b.question.length > 0, {
    path: ['question'],
    message: 'Required',
  });
export type AiResponseBody = z.input<typeof aiResponseBodySchema>;
export const aiResponseResponseSchema = z.object({
  response: z.string(),
  message: chatMessageSchema,
  freeResponsesUsed: z.number().int(),
  hasReachedLimit: z.boolean(),
});

export const titleBodySchema = z.object({ sessionId: sessionIdSchema });
export const titleResponseSchema = z.object({ sessionId: z.number().int(), title: z.string() });

/** POST /api/continue/message. plan names the plan the person picked on the screen. */
export const continueMessageBodySchema = z.object({
  message: messageText,
  phoneNumber,
  plan: z.enum(['ai_assistant', 'attorney_consultation']).optional(),
});
export const continueMessageResponseSchema = z.object({ response: z.string() });
