import type { TFunction } from 'i18next';
import { ArrowLeft, Lock, Send } from 'lucide-react';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MessageAuthorKind } from '../../../../shared/schemas/chat';
import { Button } from '../../../components/ui/button';
import { Badge, Card, Spinner } from '../../../components/ui/card';
import { cn } from '../../../components/ui/cn';
import { Dialog, DialogContent } from '../../../components/ui/dialog';
import { FieldError, Label, Textarea } from '../../../components/ui/field';
import { toast } from '../../../components/ui/toast-store';
import { ApiError } from '../../../lib/api-client';
import { formatDate } from '../../../lib/format-date';
import { useCloseConsultation, useConsultation } from '../hooks/consultations';
import { STATUS_TONE } from './format';
import { useThreadComposer } from './use-thread-composer';

/**
 * Who wrote a message, as the consultation's attorney reads it: only the consultation's attorney
 * answers in it, so an attorney's message is theirs.
 */
function authorLabel(kind: MessageAuthorKind, clientName: string, t: TFunction<'portal'>): string {
  if (kind === 'client') return t('thread.client', { name: clientName });
  if (kind === 'attorney') return t('thread.you');
  if (kind === 'system') return t('thread.system');
  return t('thread.ai');
}

/** One consultation: the client's messages and the attorney's answers, a composer and Close. */
export function ConsultationThread({ id, onBack }: { id: number; onBack: () => void }) {
  const { t } = useTranslation('portal');
  const consultation = useConsultation(id);
  const close = useCloseConsultation(id);
  const composer = useThreadComposer(id, (error) =>
    toast({
      title: t('thread.sendFailed'),
      description: (error instanceof ApiError ? error.serverMessage : null) ?? undefined,
      variant: 'destructive',
    }),
  );
  const { text, setText, tooLong } = composer;
  const [confirming, setConfirming] = useState(false);
  const inputId = useId();
  const errorId = useId();
  const idPrefix = useId();
  const scroller = useRef<HTMLDivElement>(null);
  const data = consultation.data;
  const count = data?.messages.length ?? 0;

  // biome-ignore lint/correctness/useExhaustiveDependencies: follows the number of messages
  useEffect(() => {
    // Only the thread scrolls to its latest message; the page stays where the person is.
    const el = scroller.current;
    if (el) el.scrollTop = el.scrollHeight;
  }, [count]);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    composer.send();
  };
  const confirmClose = () =>
    close.mutate(undefined, {
      onSuccess: () => setConfirming(false),
      onError: () => toast({ title: t('thread.closeFailed'), variant: 'destructive' }),
    });

  return (
    <Card className="flex flex-col gap-4 p-0">
      <div className="flex flex-wrap items-center gap-2 border-b border-sand-200 px-3 py-2">
        <Button variant="ghost" size="sm" onClick={onBack}>
          <ArrowLeft className="h-5 w-5" aria-hidden="true" />
          {t('thread.back')}
        </Button>
        {data ? (
          <>
            <h2
              className="min-w-0 flex-1 basis-40 break-words text-lg font-semibold text-slate-900"
              data-testid="thread-client"
            >
              {data.clientName}
            </h2>
            <Badge tone={STATUS_TONE[data.status]} data-testid="thread-status">
              {t(`status.${data.status}`)}
            </Badge>
          </>
        ) : null}
      </div>

      <div
        ref={scroller}
        className="max-h-[60vh] min-h-40 space-y-3 overflow-y-auto px-4"
        role="log"
        aria-label={t('thread.messagesLabel')}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard
        tabIndex={0}
      >
        {consultation.isLoading ? (
          <p className="flex items-center gap-2 text-slate-700">
            <Spinner /> {t('thread.loading')}
          </p>
        ) : null}
        {consultation.isError && !data ? (
          <p className="text-slate-800" role="alert">
            {t('thread.error')}
          </p>
        ) : null}
        {data && count === 0 ? <p className="text-slate-700">{t('thread.empty')}</p> : null}
        {data?.messages.map((m) => {
          const fromClient = m.author.kind === 'client';
          const mine = m.author.kind === 'attorney';
          const whoId = `${idPrefix}-${m.id}`;
          return (
            <article
              key={m.id}
              className={cn('flex', mine ? 'justify-end' : 'justify-start')}
              aria-labelledby={whoId}
              data-testid="thread-message"
              data-from={m.author.kind}
            >
              <div
                className={cn(
                  'max-w-[85%] rounded-2xl px-4 py-3 md:max-w-[70%]',
                  mine
                    ? 'rounded-br-sm bg-brand-700 text-white'
                    : 'rounded-bl-sm border border-sand-200 text-slate-900',
                  fromClient ? 'bg-sand-50' : !mine && 'bg-white',
                )}
              >
                <p
                  id={whoId}
                  className={cn('text-xs font-semibold', mine ? 'text-brand-100' : 'text-slate-700')}
                  data-testid="thread-message-author"
                >
                  {authorLabel(m.author.kind, data.clientName, t)}
                </p>
                <p className="whitespace-pre-wrap break-words">{m.messageText}</p>
                <p className={cn('mt-1 text-xs', mine ? 'text-brand-100' : 'text-slate-700')}>
                  <time dateTime={m.createdAt}>{formatDate(m.createdAt, true)}</time>
                </p>
              </div>
            </article>
          );
        })}
      </div>

      {data?.status === 'closed' ? (
        <p
          className="flex items-center gap-2 border-t border-sand-200 bg-sand-100 px-4 py-3 text-slate-800"
          role="status"
        >
          <Lock className="h-5 w-5" aria-hidden="true" />
          {t('thread.closed')}
        </p>
      ) : null}
      {data && data.status !== 'closed' ? (
        <form onSubmit={submit} className="space-y-2 border-t border-sand-200 px-4 py-3">
          <Label htmlFor={inputId}>{t('thread.answerLabel', { name: data.clientName })}</Label>
          <Textarea
            id={inputId}
            value={text}
            onChange={(e) => setText(e.target.value)}
            placeholder={t('thread.answerPlaceholder')}
            aria-invalid={tooLong || undefined}
            aria-describedby={tooLong ? errorId : undefined}
            className="min-h-24"
          />
          <FieldError id={errorId}>{tooLong ? t('thread.tooLong') : undefined}</FieldError>
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-between">
            <Button type="button" variant="outline" onClick={() => setConfirming(true)}>
              <Lock className="h-5 w-5" aria-hidden="true" />
              {t('thread.close')}
            </Button>
            <Button type="submit" disabled={!composer.canSend || composer.sending}>
              <Send className="h-5 w-5" aria-hidden="true" />
              {composer.sending ? t('thread.sending') : t('thread.send')}
            </Button>
          </div>
        </form>
      ) : null}

      <Dialog open={confirming} onOpenChange={setConfirming}>
        {data ? (
          <DialogContent
            title={t('thread.closeConfirmTitle')}
            description={t('thread.closeConfirmText', { name: data.clientName })}
          >
            <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
              <Button variant="outline" onClick={() => setConfirming(false)} disabled={close.isPending}>
                {t('thread.cancel')}
              </Button>
              <Button variant="destructive" onClick={confirmClose} disabled={close.isPending}>
                {close.isPending ? t('thread.closing') : t('thread.close')}
              </Button>
            </div>
          </DialogContent>
        ) : null}
      </Dialog>
    </Card>
  );
}
