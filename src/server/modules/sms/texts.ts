import type { Language } from '../../../shared/constants.js';
import { FREE_AI_RESPONSES } from '../../../shared/constants.js';
import { message } from '../../lib/messages.js';

export interface SmsTextContext {
  supportEmail: string;
  continueUrl: string;
}

/** Replies to carrier keywords and service notices, from the catalog's `sms.*` texts. */
export function smsText(
  key: 'stop' | 'start' | 'help' | 'human' | 'limit' | 'unavailable',
  language: Language,
  ctx: SmsTextContext,
): string {
  if (key === 'help') return message(language, 'sms.help', { supportEmail: ctx.supportEmail });
  if (key === 'limit') {
    return message(language, 'sms.limit', { freeAnswers: FREE_AI_RESPONSES, continueUrl: ctx.continueUrl });
  }
  return message(language, `sms.${key}`);
}

/** One SMS carries at most 1600 characters; longer answers are cut with an ellipsis. */
export const SMS_MAX_LENGTH = 1600;

/** Cuts a long answer to one SMS, keeping the closing "not legal advice" notice whole. */
export function fitSms(text: string, notice = ''): string {
  if (text.length <= SMS_MAX_LENGTH) return text;
  const keep = notice && text.endsWith(notice) ? `\n\n${notice}` : '';
  const body = keep ? text.slice(0, text.length - notice.length).trimEnd() : text;
  return `${body.slice(0, SMS_MAX_LENGTH - keep.length - 1).trimEnd()}…${keep}`;
}
