import type { FastifyReply, FastifyRequest } from 'fastify';
import { paths } from '../../../shared/pages.js';
import type { UserRow } from '../../db/types.js';
import type { AppDeps } from '../../deps.js';
import type { MailMessage } from '../../integrations/mail/index.js';
import { accountLetter } from '../../lib/account-letter.js';
import { message } from '../../lib/messages.js';
import { publicOrigin } from '../../lib/public-origin.js';
import { describeUserAgent } from '../../lib/user-agent.js';
import { sourceOf } from '../audit/audit.service.js';
import { type DeviceEntry, type deviceCookies, knownDeviceEntry } from './device-cookie.js';

type Source = { ip: string; userAgent: string | null };

/** Where the person sees their devices and can end the sessions: the portal for attorneys. */
const devicesPage = (user: UserRow) =>
  user.role === 'attorney' ? paths.attorneyDashboard : paths.userProfile;

/** "A new sign-in to your account": account mail, in the person's language, with no unsubscribe. */
export function newDeviceMail(env: AppDeps['env'], user: UserRow, from: Source, at: Date): MailMessage {
  const lang = user.preferredLanguage;
  const { browser, os } = describeUserAgent(from.userAgent);
  const unknown = message(lang, 'mail.newDevice.unknown');
  const body = message(lang, 'mail.newDevice.body', {
    browser: browser ?? unknown,
    os: os ?? unknown,
    ip: from.ip || unknown,
    time: `${at.toISOString().slice(0, 16).replace('T', ' ')} UTC`,
  });
  const advice = message(lang, 'mail.newDevice.advice', {
    link: `${publicOrigin(env)}${devicesPage(user)}`,
  });
  return accountLetter(user, message(lang, 'mail.newDevice.subject'), [body, advice]);
}

/**
 * Mails the person when a sign-in came from a browser that is not a known device of the account
 * (no valid device-cookie entry since it last forgot its devices). The first sign-in an account
 * ever has (its creation) tells nobody anything new, so it is not mailed. Answers whether it mailed.
 */
export async function alertIfNewDevice(
  { env, mail }: Pick<AppDeps, 'env' | 'mail'>,
  user: UserRow,
  entries: DeviceEntry[],
  from: Source,
  at = new Date(),
): Promise<boolean> {
  if (user.loginCount <= 1 || knownDeviceEntry(entries, user)) return false;
  await mail.send(newDeviceMail(env, user, from, at));
  return true;
}

/**
 * What every way of signing in does once the session is open (password, third-party, second
 * factor): a mail when this browser is not a known device of the account, then it is one. A mail
 * that cannot be queued is logged; the sign-in stands.
 */
export function afterSignIn(deps: Pick<AppDeps, 'env' | 'mail'>, devices: ReturnType<typeof deviceCookies>) {
  return async (request: FastifyRequest, reply: FastifyReply, user: UserRow): Promise<void> => {
    const known = await devices.entriesOf(request);
    await alertIfNewDevice(deps, user, known, sourceOf(request)).catch((err: unknown) =>
      request.log.error({ err }, 'the new-device mail was not queued'),
    );
    await devices.remember(request, reply, user.id, known);
  };
}
