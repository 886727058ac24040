import { Bot, Home, MessageSquare } from 'lucide-react';
import { describe, expect, it } from 'vitest';
import type { ChatSession } from '../../../../shared/schemas/chat';
import { sessionColor, sessionIcon } from './topics';

const session = (over: Partial<ChatSession>): ChatSession =>
  ({ sessionType: 'ai', channel: 'web', topicIcon: null, topicColor: null, ...over }) as ChatSession;

describe('a session’s icon and colour in the chat list', () => {
  it('uses the stored names it knows', () => {
    expect(sessionIcon(session({ topicIcon: 'home' }))).toBe(Home);
    expect(sessionColor(session({ topicColor: 'blue' }))).toBe('bg-brand-100 text-brand-800');
  });

  it.each(['constructor', '__proto__', 'toString', 'hasOwnProperty'])(
    'falls back for a stored name such as %s instead of an inherited property',
    (name) => {
      expect(sessionIcon(session({ topicIcon: name }))).toBe(Bot);
      expect(sessionIcon(session({ topicIcon: name, channel: 'sms' }))).toBe(MessageSquare);
      expect(typeof sessionColor(session({ topicColor: name }))).toBe('string');
      expect(sessionColor(session({ topicColor: name }))).toMatch(/^bg-/);
    },
  );
});
