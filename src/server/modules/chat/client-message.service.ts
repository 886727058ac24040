import type { FastifyBaseLogger } from 'fastify';
import { personName } from '../../../shared/rules/person-name.js';
import type { UserRow } from '../../db/types.js';
import { logFailure } from '../../db/unavailable.js';
import type { AppDeps } from '../../deps.js';
import { excerpt, notify } from '../notifications/notify.service.js';
import { consultationOfSession } from './consultations.service.js';

/**
 * A client's message into a consultation (the first one opens it for the attorney): the attorney
 * hears of it by mail or text as they chose, unless they have the thread or their list open.
 * A failure is logged: the message is already kept.
 */
export async function tellAttorney(
  deps: AppDeps,
  client: UserRow,
  sessionId: number,
  text: string | null,
  log: FastifyBaseLogger,
): Promise<void> {
  try {
    const consultation = await consultationOfSession(deps.db, sessionId);
    if (!consultation?.attorneyUserId || consultation.clientUserId !== client.id) return;
    await notify(deps, [
      {
        kind: 'client_message',
        userId: consultation.attorneyUserId,
        thread: String(consultation.id),
        payload: {
          client: personName(client, client.email.split('@')[0] ?? ''),
          message: excerpt(text ?? '', 300),
          consultationId: consultation.id,
        },
        watch: [`consultation:${consultation.id}`, 'consultations'],
      },
    ]);
  } catch (err) {
    logFailure(log, err, 'notifying the attorney failed');
  }
}
