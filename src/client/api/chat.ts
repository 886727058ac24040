import type { z } from 'zod';
import type { PlanCode } from '../../shared/plans';
import type {
  AiResponseBody,
  aiResponseResponseSchema,
  ChatMessage,
  ChatSession,
  CreateChatSessionBody,
  CreateChatSessionsBody,
  continueMessageResponseSchema,
  PostChatMessageBody,
  PostChatMessagesBody,
  postChatMessageResponseSchema,
  titleResponseSchema,
} from '../../shared/schemas/chat';
import type { checkoutResponseSchema, PlanStatus } from '../../shared/schemas/plans';
import { apiRequest } from '../lib/api-client';

export type { ChatMessage, ChatSession, PlanStatus };
export type AiResponse = z.infer<typeof aiResponseResponseSchema>;
export type PostedChatMessage = z.infer<typeof postChatMessageResponseSchema>;
export type ConversationTitle = z.infer<typeof titleResponseSchema>;
export type ContinueReply = z.infer<typeof continueMessageResponseSchema>;
export type CheckoutResult = z.infer<typeof checkoutResponseSchema>;

/** GET /api/user-chat-sessions: the person's conversations (the Messages page, the directory, first data). */
export const SESSIONS_KEY = ['/api/user-chat-sessions'] as const;
/** GET /api/user-chat-messages/{id}. */
export const messagesKey = (sessionId: number) => [`/api/user-chat-messages/${sessionId}`] as const;
/** GET /api/admin/users/{id}/chat-sessions: an admin reading someone's conversations. */
export const adminUserSessionsKey = (userId: number | null) =>
  [`/api/admin/users/${userId}/chat-sessions`] as const;
/** GET /api/plans: prices, the active AI plan and booked consultations. */
export const PLANS_KEY = ['/api/plans'] as const;

/** POST /api/user-chat-session: a topic, attorney or situation conversation. */
export const createChatSession = (body: CreateChatSessionBody) =>
  apiRequest<ChatSession>('POST', '/api/user-chat-session', body);

/** POST /api/user-chat-sessions: the landing search's AI conversation, or one with a directory attorney. */
export const createChatSessions = (body: CreateChatSessionsBody) =>
  apiRequest<ChatSession>('POST', '/api/user-chat-sessions', body);

/** DELETE /api/user-chat-sessions/{id}. */
export const deleteChatSession = (id: number) =>
  apiRequest<unknown>('DELETE', `/api/user-chat-sessions/${id}`);

/** POST /api/user-chat-messages: what the person wrote, into an existing session. */
export const postChatMessages = (body: PostChatMessagesBody) =>
  apiRequest<ChatMessage>('POST', '/api/user-chat-messages', body);

/** POST /api/user-chat-message: stores what the person wrote (a new session when none is given). */
export const sendChatMessage = (body: PostChatMessageBody) =>
  apiRequest<PostedChatMessage>('POST', '/api/user-chat-message', body);

/** POST /api/ai-response: the AI's answer, stored in the session. 402 when the free answers are used. */
export const requestAiResponse = (body: AiResponseBody) =>
  apiRequest<AiResponse>('POST', '/api/ai-response', body);

/** POST /api/generate-conversation-title: names a conversation from its first messages. */
export const generateConversationTitle = (sessionId: number) =>
  apiRequest<ConversationTitle>('POST', '/api/generate-conversation-title', { sessionId });

/** The plan screen sends a fixed placeholder instead of a phone number. */
export const CONTINUE_PHONE_PLACEHOLDER = 'web-user';

/** POST /api/continue/message: the plan screen's chat. */
export const continueMessage = (input: { message: string; plan: PlanCode }) =>
  apiRequest<ContinueReply>('POST', '/api/continue/message', {
    ...input,
    phoneNumber: CONTINUE_PHONE_PLACEHOLDER,
  });

/** POST /api/plans/checkout: simulated checkout activates at once; Stripe answers a page to go to. */
export const checkout = (plan: PlanCode) =>
  apiRequest<CheckoutResult>('POST', '/api/plans/checkout', { plan });

/** POST /api/plans/checkout/confirm: after coming back from Stripe's page. */
export const confirmCheckout = (checkoutSessionId: string) =>
  apiRequest<PlanStatus>('POST', '/api/plans/checkout/confirm', { checkoutSessionId });
