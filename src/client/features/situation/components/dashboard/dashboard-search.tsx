import { Search, Send } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '../../../../../shared/pages';
import { Button } from '../../../../components/ui/button';
import { Spinner } from '../../../../components/ui/card';
import { goToLogin, useAuth } from '../../../../lib/auth';
import { askQuestion } from '../../lib/ask-question';

/**
 * The search box (spec §2, §5): signed out it is read-only and leads to sign-in; an empty or
 * blank question sends nothing; otherwise the question opens its AI conversation in /messages.
 */
export function DashboardSearch() {
  const { t } = useTranslation('dashboard');
  const id = useId();
  const navigate = useNavigate();
  const { user } = useAuth();
  const [question, setQuestion] = useState('');
  const [sending, setSending] = useState(false);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!user) return goToLogin();
    const text = question.trim();
    if (!text || sending) return;
    setSending(true);
    try {
      const sessionId = await askQuestion(text, user.phoneNumber);
      navigate(`${paths.messages}?session=${sessionId}`);
    } catch (error) {
      // Spec §8: a failed session creation is only logged.
      console.warn('question not sent', error);
      setSending(false);
    }
  };

  return (
    <search>
      <form onSubmit={onSubmit} className="relative">
        <label htmlFor={id} className="sr-only">
          {user ? t('search.label') : t('search.signInFirst')}
        </label>
        <Search
          className="pointer-events-none absolute top-1/2 left-4 h-5 w-5 -translate-y-1/2 text-slate-500"
          aria-hidden="true"
        />
        <input
          id={id}
          type="search"
          enterKeyHint="send"
          value={question}
          onChange={(e) => setQuestion(e.target.value)}
          readOnly={!user || sending}
          onClick={user ? undefined : () => goToLogin()}
          placeholder={t('search.placeholder')}
          className="min-h-14 w-full rounded-full border border-slate-400 bg-white py-3 pr-16 pl-12 sm:pr-32 text-base text-slate-900 shadow-sm placeholder:text-slate-500 focus:border-accent-600"
        />
        <Button
          type="submit"
          size="sm"
          className="absolute top-1/2 right-2 min-h-10 -translate-y-1/2 rounded-full"
          disabled={sending}
        >
          {sending ? <Spinner className="h-4 w-4" /> : <Send className="h-4 w-4" aria-hidden="true" />}
          <span className="sr-only sm:not-sr-only">{sending ? t('search.sending') : t('search.submit')}</span>
        </Button>
      </form>
    </search>
  );
}
