import { ArrowLeft, LogIn, Plus } from 'lucide-react';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { HOME, paths } from '../../../../shared/pages';
import type { User } from '../../../../shared/schemas/auth';
import type { ChatSession } from '../../../../shared/schemas/chat';
import { Button } from '../../../components/ui/button';
import { goToLogin, useAuth } from '../../../lib/auth';
import { usePageTitle } from '../../../lib/use-page-title';
import { AdminReadOnly } from '../components/admin-read-only';
import { AskQuestionDialog } from '../components/ask-question-dialog';
import { AttorneyBadge } from '../components/attorney-badge';
import { ChatView } from '../components/chat-view';
import { ConversationList } from '../components/conversation-list';
import { useChatSessions, useDeleteChatSession } from '../hooks/sessions';
import { useChatFlow } from '../lib/use-chat-flow';
import { useEntryActions } from '../lib/use-entry-actions';
import { useIsMobile } from '../lib/use-is-mobile';
import { useNewSession } from '../lib/use-new-session';

export default function MessagesPage() {
  const { t } = useTranslation('chat');
  const { user } = useAuth();
  const [params] = useSearchParams();
  usePageTitle(t('title'));
  if (!user) {
    return (
      <section className="mx-auto max-w-md px-4 py-16 text-center">
        <h1 className="text-2xl font-semibold text-slate-900">{t('signedOut.title')}</h1>
        <Button className="mt-6" onClick={() => goToLogin()}>
          <LogIn className="h-5 w-5" aria-hidden="true" />
          {t('signedOut.button')}
        </Button>
      </section>
    );
  }
  const asId = (v: string | null) => (v && /^\d+$/.test(v) ? Number(v) : null);
  const userParam = asId(params.get('user'));
  const sessionParam = asId(params.get('session'));
  // An admin following a dashboard link reads someone else's conversations without writing.
  if (user.role === 'admin' && (userParam !== null || sessionParam !== null)) {
    return <AdminReadOnly sessionId={sessionParam} userId={userParam} />;
  }
  return <Messages user={user} />;
}

/** A session the list does not hold (an admin following a link): shown with neutral details. */
function looseSession(id: number): ChatSession {
  const now = new Date().toISOString();
  return {
    id,
    customerPhoneNumber: 'web-user',
    sessionType: 'ai',
    attorneyName: null,
    legalTopic: null,
    topicColor: null,
    topicIcon: null,
    title: null,
    channel: 'web',
    lastMessageAt: now,
    createdAt: now,
    consultationStatus: null,
  };
}

function Messages({ user }: { user: User }) {
  const { t } = useTranslation('chat');
  const navigate = useNavigate();
  const isMobile = useIsMobile();
  const [selectedId, setSelectedId] = useState<number | null>(null);
  // While an open consultation is on screen the list is polled too, so a close shows without a reload.
  const sessions = useChatSessions(true, { watch: selectedId });
  const remove = useDeleteChatSession();
  const flow = useChatFlow(user);
  const newSession = useNewSession(user);
  const [askOpen, setAskOpen] = useState(false);
  const select = useCallback((id: number) => setSelectedId(id), []);
  const { attorney, dismissAttorney } = useEntryActions({
    user,
    sessions: sessions.data,
    flow,
    newSession,
    select,
  });

  const selected = selectedId
    ? (sessions.data?.find((s) => s.id === selectedId) ?? looseSession(selectedId))
    : null;

  const onDelete = (id: number) => {
    remove.mutate(id, { onError: (error) => console.error('Delete failed', error) });
    if (id === selectedId) setSelectedId(null);
  };

  const onNew = () => setAskOpen(true);
  const onAsk = async (question: string) => {
    const session = await newSession.start({ sessionType: 'ai' });
    if (!session) return;
    setSelectedId(session.id);
    await flow.send(session, question).catch((error) => console.error('Send failed', error));
  };

  const showList = !isMobile || !selected;
  const showChat = !isMobile || Boolean(selected);

  return (
    <div className="flex h-[calc(100dvh-4rem)] flex-col">
      {attorney ? <AttorneyBadge info={attorney} onDismiss={dismissAttorney} /> : null}
      <div className="mx-auto flex min-h-0 w-full max-w-6xl flex-1 md:border-x md:border-sand-200">
        {showList ? (
          <aside
            className="flex min-h-0 w-full flex-col bg-white md:w-80 md:border-r md:border-sand-200"
            aria-label={t('list.heading')}
          >
            <div className="flex items-center gap-2 border-b border-sand-200 px-3 py-2">
              <Button variant="ghost" size="icon" aria-label={t('list.back')} onClick={() => navigate(HOME)}>
                <ArrowLeft className="h-5 w-5" aria-hidden="true" />
              </Button>
              <h1 className="flex-1 text-lg font-semibold text-slate-900">{t('title')}</h1>
              <Button size="sm" onClick={onNew} aria-label={t('list.newChatAria')}>
                <Plus className="h-5 w-5" aria-hidden="true" />
                <span className="hidden sm:inline md:hidden lg:inline">{t('list.newChat')}</span>
              </Button>
            </div>
            {!newSession.canCreate ? (
              <p
                className="border-b border-amber-200 bg-amber-50 px-4 py-2 text-sm text-amber-950"
                data-testid="phone-needed"
              >
                {t('list.phoneNeeded')}{' '}
                <Link to={paths.userProfile} className="font-semibold underline underline-offset-2">
                  {t('list.phoneNeededLink')}
                </Link>
              </p>
            ) : null}
            <div className="min-h-0 flex-1 overflow-y-auto">
              <ConversationList
                sessions={sessions.data}
                isLoading={sessions.isLoading}
                isError={sessions.isError}
                onRetry={() => void sessions.refetch()}
                selectedId={selectedId}
                onSelect={setSelectedId}
                onDelete={onDelete}
                onNew={onNew}
              />
            </div>
          </aside>
        ) : null}
        {showChat ? (
          <div className="flex min-h-0 min-w-0 flex-1 flex-col bg-white">
            {selected ? (
              <ChatView
                key={selected.id}
                session={selected}
                user={user}
                thinking={flow.thinking.has(selected.id)}
                waiting={flow.waiting.has(selected.id)}
                onSend={(text) => flow.send(selected, text)}
                onBack={isMobile ? () => setSelectedId(null) : undefined}
                onLoaded={(messages) => flow.answerIfPending(selected, messages)}
              />
            ) : (
              <div className="flex flex-1 items-center justify-center bg-sand-50 p-8 text-center text-slate-700">
                {t('list.selectPrompt')}
              </div>
            )}
          </div>
        ) : null}
      </div>
      <AskQuestionDialog open={askOpen} onOpenChange={setAskOpen} onSend={(q) => void onAsk(q)} />
    </div>
  );
}
