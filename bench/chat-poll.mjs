// The chat poll: GET /api/user-chat-messages/{id}, signed in, on a conversation of 20 messages —
// what every open chat asks every 5 s. Call from bench/run.mjs (or bench/extra.mjs):
//   rows.push(...(await chatPoll({ base, auth, bare: bareFigures, fmt, load })));

/** Builds a conversation as the signed-in person and measures polling it against the bare route. */
export async function chatPoll({ base, auth, bare, fmt, load }) {
  const json = { ...auth, 'content-type': 'application/json' };
  const created = await fetch(`${base}/api/user-chat-session`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify({ sessionType: 'ai', legalTopic: 'Landlord/Tenant', title: 'Bench conversation' }),
  });
  if (!created.ok) throw new Error(`chat-poll: session not created (${created.status})`);
  const { id } = await created.json();
  for (let i = 0; i < 20; i++) {
    const res = await fetch(`${base}/api/user-chat-messages`, {
      method: 'POST',
      headers: json,
      body: JSON.stringify({
        sessionId: id,
        messageText: `Message ${i + 1}: my landlord has not returned my deposit after I moved out.`,
      }),
    });
    if (!res.ok) throw new Error(`chat-poll: message not stored (${res.status})`);
  }
  const figures = await load(`${base}/api/user-chat-messages/${id}`, auth);
  return [
    [
      'GET /api/user-chat-messages/:id (signed in, 20 messages)',
      `${fmt(figures.rps)} req/s`,
      `p99 ${fmt(figures.p99)} ms`,
      `ratio ${fmt(figures.rps / bare.rps, 2)} (target ≥ 0.25)`,
    ],
  ];
}
