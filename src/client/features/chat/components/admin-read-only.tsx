import { useQuery } from '@tanstack/react-query';
import { Eye } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { adminUserSessionsKey, type ChatSession } from '../../../api/chat';
import { useChatMessages } from '../hooks/messages';
import { MessageBubble } from './message-bubble';

/** An admin reading someone else's conversations from a dashboard link: no composer, no delete. */
export function AdminReadOnly({ sessionId, userId }: { sessionId: number | null; userId: number | null }) {
  const { t } = useTranslation('chat');
  const sessions = useQuery<ChatSession[]>({
    queryKey: adminUserSessionsKey(userId),
    enabled: userId !== null,
  });
  const [picked, setPicked] = useState<number | null>(sessionId);
  const current = picked ?? sessions.data?.[0]?.id ?? null;
  const messages = useChatMessages(current);
  return (
    <div className="mx-auto max-w-4xl px-4 py-6">
      <p
        className="mb-4 flex items-center gap-2 rounded-lg bg-amber-50 px-4 py-2 text-amber-950"
        role="status"
      >
        <Eye className="h-5 w-5" aria-hidden="true" />
        {t('readOnly.banner')}
      </p>
      {userId !== null ? (
        <nav aria-label={t('readOnly.sessions', { id: userId })} className="mb-4">
          <h1 className="mb-2 text-xl font-semibold">{t('readOnly.sessions', { id: userId })}</h1>
          {sessions.data?.length === 0 ? <p>{t('readOnly.none')}</p> : null}
          <ul className="flex flex-wrap gap-2">
            {(sessions.data ?? []).map((s) => (
              <li key={s.id}>
                <button
                  type="button"
                  aria-pressed={s.id === current}
                  className="min-h-10 rounded-full border border-slate-300 px-3 text-sm aria-pressed:bg-brand-700 aria-pressed:text-white"
                  onClick={() => setPicked(s.id)}
                >
                  {s.title ?? `#${s.id}`}
                </button>
              </li>
            ))}
          </ul>
        </nav>
      ) : (
        <h1 className="mb-4 text-xl font-semibold">{t('readOnly.session', { id: sessionId })}</h1>
      )}
      <div
        className="space-y-3 rounded-xl border border-sand-200 bg-white p-4"
        data-testid="read-only-messages"
      >
        {(messages.data ?? []).map((m) => (
          <MessageBubble key={m.id} message={m} reader="admin" />
        ))}
      </div>
    </div>
  );
}
