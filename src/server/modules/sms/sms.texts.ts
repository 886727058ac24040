import type { Language } from '../../../shared/constants.js';
import { FREE_AI_RESPONSES } from '../../../shared/constants.js';

export interface SmsTextContext {
  supportEmail: string;
  continueUrl: string;
}

/** Replies to carrier keywords and service notices. Carriers require the brand, HELP and STOP. */
export function smsText(
  key: 'stop' | 'start' | 'help' | 'limit' | 'unavailable',
  language: Language,
  ctx: SmsTextContext,
): string {
  const en = {
    stop: 'Amparo: You are unsubscribed and will receive no more messages from this number. Reply START to subscribe again.',
    start:
      'Amparo: You are subscribed again. Text your legal question any time. Msg & data rates may apply. Reply HELP for help, STOP to opt out.',
    help: `Amparo gives legal information by text, not legal advice. Text your question to get an answer. Support: ${ctx.supportEmail}. Msg & data rates may apply. Reply STOP to opt out.`,
    limit: `Amparo: You have used your ${FREE_AI_RESPONSES} free AI answers. To keep going, choose a plan at ${ctx.continueUrl} . Reply STOP to opt out.`,
    unavailable: 'Amparo: We could not answer right now. Please text your question again in a few minutes.',
  };
  const es = {
    stop: 'Amparo: Se canceló su suscripción y no recibirá más mensajes de este número. Responda INICIO para suscribirse de nuevo.',
    start:
      'Amparo: Está suscrito de nuevo. Envíe su pregunta legal cuando quiera. Pueden aplicarse tarifas de mensajes y datos. Responda AYUDA para obtener ayuda, ALTO para cancelar.',
    help: `Amparo da información legal por mensaje de texto, no asesoría legal. Envíe su pregunta para recibir una respuesta. Soporte: ${ctx.supportEmail}. Pueden aplicarse tarifas de mensajes y datos. Responda ALTO para cancelar.`,
    limit: `Amparo: Ya usó sus ${FREE_AI_RESPONSES} respuestas gratuitas de IA. Para continuar, elija un plan en ${ctx.continueUrl} . Responda ALTO para cancelar.`,
    unavailable: 'Amparo: No pudimos responder ahora. Vuelva a enviar su pregunta en unos minutos.',
  };
  return (language === 'es' ? es : en)[key];
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
