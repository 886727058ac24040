import { paths } from '../../../../shared/pages';

/**
 * The conversation whose last question is waiting for an answer because the free answers ran out.
 * Kept for the tab while the person chooses a plan (including the trip to the payment page), so
 * that once the plan is active the question is answered instead of forgotten.
 */
const KEY = 'waitingQuestion';

export function keepWaitingQuestion(sessionId: number): void {
  try {
    window.sessionStorage.setItem(KEY, String(sessionId));
  } catch {
    /* storage unavailable: the person can still ask again */
  }
}

export function takeWaitingQuestion(): number | null {
  try {
    const id = Number(window.sessionStorage.getItem(KEY));
    window.sessionStorage.removeItem(KEY);
    return Number.isInteger(id) && id > 0 ? id : null;
  } catch {
    return null;
  }
}

/** Where a person goes once their plan is active: the conversation, with its question answered. */
export const answerWaitingPath = (sessionId: number) =>
  `${paths.messages}?session=${sessionId}&answer=waiting`;
