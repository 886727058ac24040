import { useCallback } from 'react';
import type { User } from '../../../../shared/schemas/auth';
import type { ChatSession, CreateChatSessionBody } from '../../../../shared/schemas/chat';
import { useCreateChatSession } from '../hooks/sessions';

/**
 * Creates a conversation for the signed-in person. The spec makes a phone number a condition:
 * without one no session is created (the page explains why and links to the profile).
 */
export function useNewSession(user: User | null) {
  const create = useCreateChatSession();
  const canCreate = Boolean(user?.phoneNumber?.trim());
  const start = useCallback(
    async (body: Omit<CreateChatSessionBody, 'phoneNumber'>): Promise<ChatSession | null> => {
      if (!user?.phoneNumber?.trim()) return null;
      try {
        return await create.mutateAsync({ ...body, phoneNumber: user.phoneNumber });
      } catch (error) {
        console.error('Session creation failed', error);
        return null;
      }
    },
    [create, user],
  );
  return { canCreate, start };
}
