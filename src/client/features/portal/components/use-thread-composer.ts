import { useState } from 'react';
import { MAX_CHAT_MESSAGE_LENGTH } from '../../../../shared/schemas/chat';
import { useAnswerConsultation } from '../hooks/consultations';

/** The answer as sent: trimmed; nothing when it is empty or longer than a message may be. */
export function answerToSend(text: string): string | null {
  const message = text.trim();
  return message && message.length <= MAX_CHAT_MESSAGE_LENGTH ? message : null;
}

/**
 * The attorney's composer in a consultation: what is typed, whether it is too long, and sending
 * it. The text is kept when sending fails, so nothing typed is lost.
 */
export function useThreadComposer(id: number, onFailed: (error: unknown) => void) {
  const answer = useAnswerConsultation(id);
  const [text, setText] = useState('');
  const tooLong = text.trim().length > MAX_CHAT_MESSAGE_LENGTH;
  const send = () => {
    const message = answerToSend(text);
    if (!message) return;
    answer.mutate(message, { onSuccess: () => setText(''), onError: onFailed });
  };
  return { text, setText, tooLong, canSend: answerToSend(text) !== null, send, sending: answer.isPending };
}
