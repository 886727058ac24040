import type { Language } from '../../../shared/constants.js';
import { PASSWORD_RESET } from '../../../shared/constants.js';
import { paths } from '../../../shared/pages.js';
import { toOneLine } from '../../../shared/rules/one-line.js';
import type { UserType } from '../../../shared/schemas/accounts.js';
import type { Env } from '../../env.js';
import type { MailMessage } from '../../integrations/mail/index.js';
import { message } from '../../lib/messages.js';
import { publicOrigin } from '../../lib/public-origin.js';
import { resetPageUrl } from './password-links.js';

type Recipient = { email: string; firstName: string | null; preferredLanguage: Language };
type LinkEnv = Pick<Env, 'PUBLIC_URL' | 'PORT'>;

/**
 * The account mails, in the recipient's own language. Only plain text is written here: the mailer
 * draws the HTML from it with every character escaped, so no name or reason can add markup.
 */
function letter(to: Recipient, subject: string, paragraphs: string[]): MailMessage {
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

export function resetMail(env: LinkEnv, to: Recipient, token: string, userType: UserType): MailMessage {
  const lang = to.preferredLanguage;
  const body = message(lang, 'mail.reset.body', {
    link: resetPageUrl(env, token, userType),
    minutes: PASSWORD_RESET.resetTtlMs / 60_000,
  });
  return letter(to, message(lang, 'mail.reset.subject'), [body]);
}

export function approvalMail(env: LinkEnv, to: Recipient, token: string): MailMessage {
  const lang = to.preferredLanguage;
  const body = message(lang, 'mail.approved.body', {
    link: resetPageUrl(env, token, 'attorney'),
    hours: PASSWORD_RESET.approvalTtlMs / 3_600_000,
    loginUrl: `${publicOrigin(env)}${paths.attorneyLogin}`,
  });
  return letter(to, message(lang, 'mail.approved.subject'), [body]);
}

export function rejectionMail(
  env: Pick<Env, 'SUPPORT_EMAIL'>,
  to: Recipient,
  reason: string | undefined,
): MailMessage {
  const lang = to.preferredLanguage;
  const paragraphs = [message(lang, 'mail.rejected.body')];
  if (reason) paragraphs.push(message(lang, 'mail.rejected.reason', { reason }));
  paragraphs.push(message(lang, 'mail.rejected.closing', { supportEmail: env.SUPPORT_EMAIL }));
  return letter(to, message(lang, 'mail.rejected.subject'), paragraphs);
}
