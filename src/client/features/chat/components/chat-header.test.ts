import { describe, expect, it } from 'vitest';
import type { User } from '../../../../shared/schemas/auth';
import type { ChatSession } from '../../../../shared/schemas/chat';
import i18n from '../../../lib/i18n';
import { headerOf } from './chat-header';

const user = { firstName: 'Ana', lastName: 'Ruiz' } as User;
const session = (fields: Partial<ChatSession>) =>
  ({
    sessionType: 'ai',
    customerPhoneNumber: 'web-user',
    title: null,
    legalTopic: null,
    ...fields,
  }) as ChatSession;

describe('the chat header', () => {
  it('names the attorney in a consultation, never the person writing', async () => {
    await i18n.loadNamespaces(['chat']);
    const t = i18n.getFixedT('en', 'chat');
    expect(headerOf(session({ sessionType: 'attorney', attorneyName: 'Maria Garcia' }), user, t)).toEqual({
      name: 'Maria Garcia',
      subtitle: 'Attorney consultation',
    });
    expect(headerOf(session({ sessionType: 'attorney', attorneyName: null }), user, t).name).toBe('Attorney');
  });

  it('names the person in an AI chat, under its topic, else its title', async () => {
    await i18n.loadNamespaces(['chat']);
    const t = i18n.getFixedT('en', 'chat');
    expect(headerOf(session({ legalTopic: 'Something else' }), user, t)).toEqual({
      name: 'Ana Ruiz',
      subtitle: 'Something else',
    });
    expect(
      headerOf(session({ title: 'New Conversation' }), { ...user, firstName: null, lastName: null }, t),
    ).toEqual({
      name: 'User',
      subtitle: t('titles.newConversation'),
    });
  });
});
