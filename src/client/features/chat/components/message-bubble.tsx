import { Check, Copy, Scale } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChatMessage } from '../../../../shared/schemas/chat';
import { LinkedText } from '../../../components/linked-text';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../components/ui/cn';

/** Message text as plain text: React escapes it; web addresses and the state-law page become links. */
export function MessageText({ text }: { text: string }) {
  return <LinkedText text={text} className="break-all underline underline-offset-2" />;
}

export function MessageBubble({
  message,
  sessionType,
}: {
  message: ChatMessage;
  sessionType: 'ai' | 'attorney';
}) {
  const { t, i18n } = useTranslation('chat');
  const [copied, setCopied] = useState(false);
  const mine = message.direction === 'outbound';
  const isAi = message.messageType === 'ai_response';
  const fromAttorney = !mine && !isAi && sessionType === 'attorney';
  const who = mine ? t('chat.you') : fromAttorney ? t('chat.attorney') : t('chat.assistant');
  const time = new Date(message.createdAt).toLocaleTimeString(i18n.language, {
    hour: 'numeric',
    minute: '2-digit',
  });

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(message.messageText);
      setCopied(true);
      setTimeout(() => setCopied(false), 2000);
    } catch (error) {
      console.error('Copy failed', error);
    }
  };

  return (
    <div
      className={cn('flex', mine ? 'justify-end' : 'justify-start')}
      data-testid="message"
      data-direction={message.direction}
    >
      <div
        className={cn(
          'max-w-[85%] rounded-2xl px-4 py-3 shadow-sm md:max-w-[70%]',
          mine
            ? 'rounded-br-sm bg-brand-700 text-white'
            : 'rounded-bl-sm border border-sand-200 bg-white text-slate-900',
        )}
      >
        {fromAttorney && message.senderName ? (
          <p
            className="mb-1 flex items-center gap-1.5 text-sm font-semibold text-brand-800"
            data-testid="message-sender"
          >
            <Scale className="h-4 w-4" aria-hidden="true" />
            {t('chat.fromAttorney', { attorney: message.senderName })}
          </p>
        ) : (
          <p className="sr-only">{who}</p>
        )}
        <p className="whitespace-pre-wrap break-words leading-relaxed" data-testid="message-text">
          <MessageText text={message.messageText} />
        </p>
        <div
          className={cn(
            'mt-1 flex items-center gap-2 text-xs',
            mine ? 'justify-end text-brand-100' : 'text-slate-600',
          )}
        >
          <time dateTime={message.createdAt}>{time}</time>
          {isAi ? (
            <Button
              variant="ghost"
              size="sm"
              className="min-h-8 px-2 text-slate-700"
              onClick={copy}
              aria-label={copied ? t('chat.copied') : t('chat.copy')}
            >
              {copied ? (
                <Check className="h-4 w-4" aria-hidden="true" />
              ) : (
                <Copy className="h-4 w-4" aria-hidden="true" />
              )}
              <span className="text-xs">{copied ? t('chat.copied') : t('chat.copy')}</span>
            </Button>
          ) : null}
        </div>
      </div>
    </div>
  );
}
