import type { TFunction } from 'i18next';
import { personName } from '../../../../shared/rules/person-name';
import { formatPhoneDisplay } from '../../../../shared/rules/phone';
import type { User } from '../../../../shared/schemas/auth';
import type { ChatSession } from '../../../../shared/schemas/chat';
import { displayTitle, displayTopic } from '../lib/session-title';

/**
 * The header names who the person is talking with: in an AI chat themselves (as the spec says),
 * in a consultation the attorney, so the header never suggests they are writing to themselves.
 */
export function headerOf(session: ChatSession, user: User, t: TFunction<'chat'>) {
  if (session.sessionType === 'attorney') {
    return { name: session.attorneyName ?? t('chat.attorney'), subtitle: t('chat.consultationHeader') };
  }
  const phone =
    session.customerPhoneNumber !== 'web-user' ? formatPhoneDisplay(session.customerPhoneNumber) : null;
  return {
    name: personName(user, t('chat.user')),
    subtitle: displayTopic(session, t) ?? phone ?? displayTitle(session, t),
  };
}
