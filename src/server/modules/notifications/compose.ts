import type { Language } from '../../../shared/constants.js';
import { paths, pathTo } from '../../../shared/pages.js';
import type { NotificationKind } from '../../../shared/rules/notifications.js';
import { escapeHtml } from '../../integrations/mail/index.js';
import { type MessageKey, message } from '../../lib/messages.js';

export type Payload = Record<string, string | number>;

/** Fills a catalog text whose key is built from the kind (every kind has the same set of keys). */
function say(lang: Language, key: string, values: Payload): string {
  const fill = message as (l: Language, k: MessageKey, v: Payload) => string;
  return fill(lang, key as MessageKey, values);
}

/** Values that are themselves catalog texts (the auction's outcome), resolved in the language. */
function localized(kind: NotificationKind, lang: Language, payload: Payload): Payload {
  if (kind !== 'auction_result') return payload;
  return { ...payload, outcome: say(lang, `notify.auction_result.${payload.outcome}`, {}) };
}

/** Where the person acts on a notice, inside the app. */
export function linkPath(kind: NotificationKind, payload: Payload): string {
  switch (kind) {
    case 'consultation_reply':
    case 'case_bought':
      return paths.messages;
    case 'case_bid':
      return paths.userProfile;
    case 'client_message':
      return paths.attorneyDashboard;
    case 'new_lead':
      return paths.legalLeads;
    case 'outbid':
    case 'auction_result':
      return payload.leadId ? pathTo('auction', { caseId: payload.leadId }) : paths.legalLeads;
    case 'admin_digest':
      return paths.admin;
  }
}

export interface Composed {
  subject: string;
  text: string;
  html: string;
  sms: string;
}

/**
 * One message for the notices of a thread gathered together: a subject (naming the count when
 * there are several), a line per notice, where to act, and the footer with the unsubscribe link.
 */
export function compose(input: {
  kind: NotificationKind;
  lang: Language;
  payloads: Payload[];
  origin: string;
  unsubscribeUrl: string;
}): Composed {
  const { kind, lang, origin } = input;
  const items = input.payloads.map((p) => localized(kind, lang, p));
  const first = items[0] ?? {};
  const last = items.at(-1) ?? first;
  const count = items.length;
  const link = `${origin}${linkPath(kind, last)}`;
  const settings = `${origin}${kind === 'client_message' || kind === 'new_lead' || kind === 'outbid' || kind === 'auction_result' ? paths.attorneyDashboard : paths.userProfile}`;
  const subject = say(lang, `notify.${kind}.${count > 1 ? 'subjectMany' : 'subject'}`, { ...first, count });
  const lines = items.map((p) => say(lang, `notify.${kind}.item`, p));
  const action = say(lang, `notify.${kind}.action`, { link });
  const footer = say(lang, 'notify.footer', { settings, unsubscribe: input.unsubscribeUrl });
  const text = [lines.join('\n\n'), action, footer].join('\n\n');
  const html = [
    '<!doctype html><html><body style="font-family:Arial,Helvetica,sans-serif;font-size:16px;',
    'line-height:1.5;color:#1f2937;max-width:560px">',
    ...lines.map((l) => `<p style="margin:0 0 16px">${escapeHtml(l).replace(/\n/g, '<br>')}</p>`),
    `<p style="margin:0 0 24px"><a href="${escapeHtml(link)}">${escapeHtml(action.replace(`: ${link}`, ''))}</a></p>`,
    '<p style="margin:0;font-size:13px;color:#4b5563">',
    `<a href="${escapeHtml(settings)}">${escapeHtml(say(lang, 'notify.footerHtml', {}))}</a> · `,
    `<a href="${escapeHtml(input.unsubscribeUrl)}">${escapeHtml(say(lang, 'notify.unsubscribeHtml', {}))}</a>`,
    '</p></body></html>',
  ].join('');
  return { subject, text, html, sms: say(lang, `notify.${kind}.sms`, { ...last, count }) };
}

/** Long texts are cut in an SMS and in a mail's preview line; the whole is in the app. */
export function excerpt(text: string, max = 300): string {
  const one = text.replace(/\s+/g, ' ').trim();
  return one.length > max ? `${one.slice(0, max - 1).trimEnd()}…` : one;
}
