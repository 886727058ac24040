import { PASSWORD_RESET } from '../../../shared/constants.js';
import { paths } from '../../../shared/pages.js';
import type { UserType } from '../../../shared/schemas/accounts.js';
import type { Env } from '../../env.js';
import type { MailMessage } from '../../integrations/mail/index.js';
import { accountLetter, type LetterRecipient } from '../../lib/account-letter.js';
import { message } from '../../lib/messages.js';
import { publicOrigin } from '../../lib/public-origin.js';
import { resetPageUrl } from './password-links.js';

type Recipient = LetterRecipient;
type LinkEnv = Pick<Env, 'PUBLIC_URL' | 'PORT'>;
const letter = accountLetter;

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
