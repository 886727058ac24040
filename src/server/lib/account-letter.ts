import type { Language } from '../../shared/constants.js';
import { toOneLine } from '../../shared/rules/one-line.js';
import type { MailMessage } from '../integrations/mail/index.js';
import { message } from './messages.js';

export type LetterRecipient = { email: string; firstName: string | null; preferredLanguage: Language };

/**
 * An account mail in the recipient's own language. Only plain text is written here: the mailer
 * draws the HTML from it with every character escaped, so no name or reason can add markup.
 */
export function accountLetter(to: LetterRecipient, subject: string, paragraphs: string[]): MailMessage {
  const lang = to.preferredLanguage;
  // Names are refused with line breaks when written; one stored before that rule still cannot
  // start a line of its own in the mail.
  const name = toOneLine(to.firstName ?? '');
  const greeting = name ? message(lang, 'mail.greeting', { name }) : message(lang, 'mail.greetingNoName');
  return {
    to: to.email,
    subject,
    text: [greeting, ...paragraphs, message(lang, 'mail.signature')].join('\n\n'),
  };
}
