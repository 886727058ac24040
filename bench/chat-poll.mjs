// The chat poll: GET /api/user-chat-messages/{id}, signed in, on a conversation of 20 messages —
// what every open chat asks every 5 s. The read cache may answer it between writes.
import { api, bearer, load, loadRow, RATIO } from './lib.mjs';

/** Builds a conversation as the signed-in person and measures polling it against the bare route. */
export async function chatPoll({ base, token, bare }) {
  const { id } = await api(base, 'POST', '/api/user-chat-session', token, {
    sessionType: 'ai',
    legalTopic: 'Landlord/Tenant',
    title: 'Bench conversation',
  });
  for (let i = 0; i < 20; i++) {
    await api(base, 'POST', '/api/user-chat-messages', token, {
      sessionId: id,
      messageText: `Message ${i + 1}: my landlord has not returned my deposit after I moved out.`,
    });
  }
  const figures = await load(`${base}/api/user-chat-messages/${id}`, bearer(token));
  return [loadRow('GET /api/user-chat-messages/:id (20 messages)', figures, bare, RATIO.CACHED)];
}
