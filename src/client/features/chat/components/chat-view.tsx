import { ArrowDown, ArrowLeft, Loader2, Send } from 'lucide-react';
import { type FormEvent, useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../../shared/pages';
import type { User } from '../../../../shared/schemas/auth';
import type { ChatMessage, ChatSession } from '../../../../shared/schemas/chat';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/field';
import { useChatMessages } from '../hooks/messages';
import { displayTitle } from '../lib/session-title';
import { headerOf } from './chat-header';
import { MessageBubble } from './message-bubble';

/** The scroll-to-bottom button shows beyond this distance from the bottom. */
const SCROLL_BUTTON_AFTER_PX = 100;

interface Props {
  session: ChatSession;
  user: User;
  thinking: boolean;
  /** The last question waits for an answer until a plan is chosen (the free answers are used). */
  waiting?: boolean;
  onSend: (text: string) => Promise<void>;
  onBack?: () => void;
  /** Called with the loaded messages, so a fresh unanswered question gets its answer. */
  onLoaded?: (messages: ChatMessage[]) => void;
}

export function ChatView({ session, user, thinking, waiting, onSend, onBack, onLoaded }: Props) {
  const { t } = useTranslation('chat');
  const messages = useChatMessages(session.id);
  const scroller = useRef<HTMLDivElement>(null);
  const [farFromBottom, setFarFromBottom] = useState(false);
  const [text, setText] = useState('');
  const inputId = useId();
  const { name, subtitle } = headerOf(session, user, t);
  const count = messages.data?.length ?? 0;
  const closed = session.consultationStatus === 'closed';

  useEffect(() => {
    if (messages.data && !thinking) onLoaded?.(messages.data);
  }, [messages.data, thinking, onLoaded]);

  const toBottom = (behavior: ScrollBehavior = 'smooth') => {
    const el = scroller.current;
    if (el) el.scrollTo({ top: el.scrollHeight, behavior });
  };

  // New messages (or the typing indicator) keep the view at the bottom unless the person scrolled up.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the number of items changes
  useLayoutEffect(() => {
    if (!farFromBottom) toBottom('auto');
  }, [count, thinking]);

  const onScroll = () => {
    const el = scroller.current;
    if (!el) return;
    setFarFromBottom(el.scrollHeight - el.scrollTop - el.clientHeight > SCROLL_BUTTON_AFTER_PX);
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const message = text.trim();
    if (!message || closed) return;
    setText('');
    setFarFromBottom(false);
    onSend(message).catch((error) => console.error('Send failed', error));
  };

  return (
    <section className="flex h-full min-h-0 flex-col" aria-label={displayTitle(session, t)}>
      <header className="flex items-center gap-3 border-b border-sand-200 bg-white px-3 py-2">
        {onBack ? (
          <Button variant="ghost" size="icon" aria-label={t('chat.back')} onClick={onBack}>
            <ArrowLeft className="h-5 w-5" aria-hidden="true" />
          </Button>
        ) : null}
        <div className="min-w-0">
          <h2 className="truncate font-semibold text-slate-900" data-testid="chat-header-name">
            {name}
          </h2>
          <p className="truncate text-sm text-slate-700" data-testid="chat-header-sub">
            {subtitle}
          </p>
        </div>
      </header>

      <div className="relative min-h-0 flex-1">
        <div
          ref={scroller}
          onScroll={onScroll}
          className="h-full space-y-3 overflow-y-auto bg-sand-50 px-3 py-4 md:px-6"
          data-testid="chat-scroller"
          aria-live="polite"
        >
          {session.sessionType === 'attorney' ? (
            <p className="mx-auto max-w-md rounded-lg bg-brand-50 p-3 text-center text-sm text-brand-900">
              {session.consultationStatus === 'pending' && !session.attorneyName
                ? t('chat.consultationUnassigned')
                : t('chat.attorneyNote', { attorney: session.attorneyName ?? t('chat.attorney') })}
            </p>
          ) : null}
          {session.channel === 'sms' ? (
            <p className="mx-auto max-w-md rounded-lg bg-sand-100 p-3 text-center text-sm text-slate-800">
              {t('chat.smsNote')}
            </p>
          ) : null}
          {messages.isLoading ? (
            <p className="flex items-center justify-center gap-2 p-6 text-slate-700" role="status">
              <Loader2 className="h-5 w-5 animate-spin" aria-hidden="true" />
              {t('chat.loading')}
            </p>
          ) : null}
          {messages.isError && !messages.data ? (
            <p className="p-6 text-center text-slate-800" role="alert">
              {t('chat.error')}
            </p>
          ) : null}
          {messages.data && count === 0 && !thinking ? (
            <p className="p-6 text-center text-slate-700">{t('chat.empty')}</p>
          ) : null}
          {messages.data?.map((m) => (
            <MessageBubble key={m.id} message={m} />
          ))}
          {thinking ? (
            <div className="flex justify-start" role="status" data-testid="thinking">
              <p className="flex items-center gap-2 rounded-2xl rounded-bl-sm border border-sand-200 bg-white px-4 py-3 text-slate-700">
                <Loader2 className="h-4 w-4 animate-spin" aria-hidden="true" />
                {t('chat.thinking')}
              </p>
            </div>
          ) : null}
        </div>
        {farFromBottom ? (
          <Button
            variant="outline"
            size="icon"
            className="absolute right-4 bottom-4 rounded-full shadow-md"
            aria-label={t('chat.scrollToBottom')}
            onClick={() => toBottom()}
            data-testid="scroll-to-bottom"
          >
            <ArrowDown className="h-5 w-5" aria-hidden="true" />
          </Button>
        ) : null}
      </div>

      {waiting ? (
        <div
          className="flex flex-wrap items-center gap-x-3 gap-y-2 border-t border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-950"
          data-testid="question-waiting"
        >
          <p className="flex-1">{t('chat.waiting')}</p>
          <Button asChild size="sm" variant="outline">
            <Link to={paths.continuePlan}>{t('chat.waitingAction')}</Link>
          </Button>
        </div>
      ) : null}
      {closed ? (
        <p
          className="border-t border-sand-200 bg-sand-100 px-4 py-3 text-center text-sm text-slate-800"
          role="status"
          data-testid="consultation-closed"
        >
          {t('chat.consultationClosed', { attorney: session.attorneyName ?? t('chat.attorney') })}
        </p>
      ) : null}
      <form onSubmit={submit} className="border-t border-sand-200 bg-white p-3">
        <div className="flex items-center gap-2">
          <label htmlFor={inputId} className="sr-only">
            {t('chat.inputLabel')}
          </label>
          <Input
            id={inputId}
            value={text}
            maxLength={4000}
            autoComplete="off"
            placeholder={closed ? t('chat.closedPlaceholder') : t('chat.placeholder')}
            disabled={closed}
            onChange={(e) => setText(e.target.value)}
          />
          <Button type="submit" size="icon" aria-label={t('chat.send')} disabled={closed || !text.trim()}>
            <Send className="h-5 w-5" aria-hidden="true" />
          </Button>
        </div>
        {session.sessionType === 'ai' ? (
          <p className="mt-2 text-xs text-slate-600">{t('chat.disclaimer')}</p>
        ) : null}
      </form>
    </section>
  );
}
