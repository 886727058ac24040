import { Loader2, Send } from 'lucide-react';
import { type FormEvent, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TIMINGS } from '../../../../shared/constants';
import type { PlanCode } from '../../../../shared/plans';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { cn } from '../../../components/ui/cn';
import { Textarea } from '../../../components/ui/field';
import { toast } from '../../../components/ui/toast-store';
import { useContinueMessage } from '../hooks/continue-message';
import { MessageText } from './message-bubble';

interface Line {
  id: number;
  mine: boolean;
  text: string;
}

/** The plan screen's chat: closed until a plan is chosen; the reply shows about 1 s after a send. */
export function ContinueChat({ plan }: { plan: PlanCode | null }) {
  const { t } = useTranslation('plans');
  const send = useContinueMessage();
  const [lines, setLines] = useState<Line[]>([]);
  const [text, setText] = useState('');
  const [waiting, setWaiting] = useState(false);
  const nextId = useRef(1);
  const inputId = useId();

  const add = (mine: boolean, body: string) =>
    setLines((prev) => [...prev, { id: nextId.current++, mine, text: body }]);

  const submit = (e?: FormEvent) => {
    e?.preventDefault();
    if (!plan) {
      toast({
        title: t('errors.selectPlanTitle'),
        description: t('errors.selectPlanBody'),
        variant: 'destructive',
      });
      return;
    }
    const message = text.trim();
    if (!message) return;
    setWaiting(true);
    send.mutate(
      { message, plan },
      {
        onSuccess: ({ response }) => {
          add(true, message);
          setText('');
          setTimeout(() => {
            add(false, response);
            setWaiting(false);
          }, TIMINGS.continueReplyMs);
        },
        onError: () => {
          setWaiting(false);
          toast({ title: t('errors.sendTitle'), description: t('errors.sendBody'), variant: 'destructive' });
        },
      },
    );
  };

  return (
    <Card className="mt-8" data-testid="continue-chat">
      <h2 className="text-xl font-semibold text-slate-900">{t('chat.title')}</h2>
      {!plan ? <p className="mt-1 text-slate-700">{t('chat.disabled')}</p> : null}
      {lines.length > 0 ? (
        <div className="mt-4 max-h-[50vh] space-y-3 overflow-y-auto" aria-live="polite">
          {lines.map((line) => (
            <div
              key={line.id}
              className={cn('flex', line.mine ? 'justify-end' : 'justify-start')}
              data-testid="continue-line"
            >
              <p
                className={cn(
                  'max-w-[85%] whitespace-pre-wrap break-words rounded-2xl px-4 py-3',
                  line.mine ? 'bg-brand-700 text-white' : 'border border-sand-200 bg-sand-50 text-slate-900',
                )}
              >
                <span className="sr-only">{line.mine ? t('chat.you') : t('chat.reply')}: </span>
                <MessageText text={line.text} />
              </p>
            </div>
          ))}
        </div>
      ) : null}
      {waiting ? (
        <p className="mt-3 flex items-center gap-2 text-slate-700" role="status">
          <Loader2 className="h-4 w-4 animate-spin" aria-hidden="true" />
          {t('chat.waiting')}
        </p>
      ) : null}
      <form className="mt-4" onSubmit={submit}>
        <label htmlFor={inputId} className="sr-only">
          {t('chat.label')}
        </label>
        <div className="flex items-end gap-2">
          <Textarea
            id={inputId}
            className="min-h-12"
            rows={2}
            value={text}
            maxLength={4000}
            disabled={!plan}
            placeholder={t('chat.placeholder')}
            onChange={(e) => setText(e.target.value)}
            onKeyDown={(e) => {
              if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) {
                e.preventDefault();
                submit();
              }
            }}
          />
          <Button type="submit" disabled={waiting} aria-label={t('chat.send')}>
            <Send className="h-5 w-5" aria-hidden="true" />
            <span className="hidden sm:inline">{t('chat.send')}</span>
          </Button>
        </div>
      </form>
    </Card>
  );
}
