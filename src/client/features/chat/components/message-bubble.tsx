import type { TFunction } from 'i18next';
import { Check, Copy, Scale } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChatMessage } from '../../../../shared/schemas/chat';
import { LinkedText } from '../../../components/linked-text';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../components/ui/cn';

/** Message text as plain text: React escapes it; web addresses and the state-law page become links. */
export function MessageText({ text }: { text: string }) {
  return <LinkedText text={text} className="break-all underline underline-offset-2" />;
}

/** Who wrote a message, as the reader knows them: the client is "You" to themselves. */
function authorLabel(message: ChatMessage, reader: 'client' | 'admin', t: TFunction<'chat'>): string {
  const { kind, name } = message.author;
  if (kind === 'client') return reader === 'client' ? t('chat.you') : t('chat.client');
  if (kind === 'attorney') return name ? t('chat.fromAttorney', { attorney: name }) : t('chat.attorney');
  if (kind === 'system') return t('chat.system');
  return t('chat.assistant');
}

/** One message, named by its author (its accessible name says who wrote it). */
export function MessageBubble({
  message,
  reader = 'client',
}: {
  message: ChatMessage;
  /** An admin reads someone else's conversation: the client is not "You" to them. */
  reader?: 'client' | 'admin';
}) {
  const { t, i18n } = useTranslation('chat');
  const [copied, setCopied] = useState(false);
  const whoId = useId();
  const mine = message.author.kind === 'client';
  const isAi = message.author.kind === 'ai';
  const who = authorLabel(message, reader, t);
  // Attorneys and the product's notices are named on screen; the client's and the AI's own
  // bubbles are told apart by their place and colour, and named for screen readers only.
  const shown = message.author.kind === 'attorney' || message.author.kind === 'system';
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
    <article
      className={cn('flex', mine ? 'justify-end' : 'justify-start')}
      aria-labelledby={whoId}
      data-testid="message"
      data-direction={message.direction}
      data-author={message.author.kind}
    >
      <div
        className={cn(
          'max-w-[85%] rounded-2xl px-4 py-3 shadow-sm md:max-w-[70%]',
          mine
            ? 'rounded-br-sm bg-brand-700 text-white'
            : 'rounded-bl-sm border border-sand-200 bg-white text-slate-900',
        )}
      >
        <p
          id={whoId}
          className={
            shown ? 'mb-1 flex items-center gap-1.5 text-sm font-semibold text-brand-800' : 'sr-only'
          }
          data-testid="message-sender"
        >
          {message.author.kind === 'attorney' ? <Scale className="h-4 w-4" aria-hidden="true" /> : null}
          {who}
        </p>
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
    </article>
  );
}
