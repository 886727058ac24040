import { AppError } from '../../../shared/errors.js';
import type { Db } from '../../db/open.js';
import type { AiProvider } from '../../integrations/ai/types.js';
import { isOptedOut } from '../../integrations/sms/outbox.js';
import { toE164 } from '../../lib/phone.js';
import { detectLanguage } from '../../lib/text-language.js';
import { answerInSession, generateTitle } from '../chat/answer.service.js';
import type { SessionRow } from '../chat/chat.service.js';
import { addMessage } from '../chat/chat.service.js';
import { openEscalation } from '../escalations/escalations.service.js';
import { parseKeyword } from './keywords.js';
import {
  findUserByPhone,
  recordOptChange,
  recordTwimlReply,
  smsSessionFor,
  storeInboundOnce,
} from './sms.service.js';
import { fitSms, type SmsTextContext, smsText } from './texts.js';

export interface InboundSms {
  from: string;
  body: string;
  messageSid: string;
}

export interface InboundContext {
  db: Db;
  ai: AiProvider;
  texts: SmsTextContext;
}

/** What to answer a text with: a reply, or null for no reply (replay, opted out, unusable sender). */
export async function handleInboundSms(ctx: InboundContext, sms: InboundSms): Promise<string | null> {
  const { db } = ctx;
  const phone = toE164(sms.from);
  if (!phone) return null;
  const body = sms.body.trim();
  const keyword = parseKeyword(body);
  const user = await findUserByPhone(db, phone);
  const language = keyword?.language ?? detectLanguage(body, user?.preferredLanguage ?? 'en');
  const session = await smsSessionFor(db, phone, user?.id ?? null, language);
  const stored = await storeInboundOnce(db, session.id, body, sms.messageSid);
  if (!stored) return null;

  if (keyword) {
    if (keyword.action === 'stop') await recordOptChange(db, phone, 'opt_out', keyword.word, sms.messageSid);
    if (keyword.action === 'start') await recordOptChange(db, phone, 'opt_in', keyword.word, sms.messageSid);
    if (keyword.action === 'human') {
      await openEscalation(db, {
        kind: 'sms_request',
        userId: user?.id ?? null,
        sessionId: session.id,
        phone,
        summary: `Texted ${keyword.word}`,
      });
    }
    return reply(ctx, session, phone, smsText(keyword.action, language, ctx.texts), 'system');
  }
  if (await isOptedOut(db, phone)) return null;
  if (!body) return null;

  try {
    const answer = await answerInSession(db, ctx.ai, {
      session,
      owner: user ? { kind: 'user', userId: user.id } : { kind: 'phone', phone },
      language,
      purpose: 'question',
      question: body,
      state: user?.state ?? undefined,
      messageType: 'sms',
    });
    if (!session.titleGenerated) await generateTitle(db, ctx.ai, session, language).catch(() => {});
    const text = fitSms(answer.message.messageText, ctx.ai.notice(language));
    await recordTwimlReply(db, phone, text);
    return text;
  } catch (err) {
    if (!(err instanceof AppError)) throw err;
    const key = err.code === 'FREE_LIMIT_REACHED' ? 'limit' : 'unavailable';
    return reply(ctx, session, phone, smsText(key, language, ctx.texts), 'system');
  }
}

async function reply(
  ctx: InboundContext,
  session: SessionRow,
  phone: string,
  text: string,
  messageType: 'system' | 'sms',
): Promise<string> {
  await addMessage(ctx.db, session.id, { direction: 'inbound', messageType, messageText: text });
  await recordTwimlReply(ctx.db, phone, text);
  return text;
}
