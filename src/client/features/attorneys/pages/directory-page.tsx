import { ChevronDown, ChevronUp } from 'lucide-react';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DirectorySpecialtyFilter } from '../../../../shared/directory';
import { matchesSpecialty } from '../../../../shared/rules/attorney-display';
import { browsingState } from '../../../api/directory';
import { Button } from '../../../components/ui/button';
import { Card, Spinner } from '../../../components/ui/card';
import { useAuth } from '../../../lib/auth';
import { usePageTitle } from '../../../lib/use-page-title';
import { AttorneyCardView } from '../components/attorney-card';
import { CardActions } from '../components/card-actions';
import { DirectoryHeader } from '../components/directory-header';
import { DirectorySignIn } from '../components/directory-sign-in';
import { SpecialtyFilters } from '../components/specialty-filters';
import { attorneysOf, useDirectory } from '../hooks/directory';
import { type AttorneyCard, toCard } from '../lib/card-view';
import { EXAMPLE_CARDS } from '../lib/example-attorneys';
import { useFavorites } from '../lib/favorites';
import { useCardNavigation } from '../lib/use-card-navigation';

/** The search text once typing pauses, so each keystroke is not a request. */
function useSettled(value: string, ms = 300): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

/**
 * The cards to show. Example cards only when the answer is not a list, or an empty list for a
 * plain browse; an empty search or filter is "No Attorneys Found" instead (spec §2).
 */
function cardsFor(data: unknown, filter: DirectorySpecialtyFilter, narrowed: boolean): AttorneyCard[] {
  const list = attorneysOf(data);
  if (list === null || (list.length === 0 && !narrowed)) return EXAMPLE_CARDS;
  const cards = list.map((a) => toCard(a));
  return filter === 'all' ? cards : cards.filter((c) => matchesSpecialty(c.specialties ?? [], filter));
}

function Browser() {
  const { t } = useTranslation('attorneys');
  const { user } = useAuth();
  const [search, setSearch] = useState('');
  const [searchOpen, setSearchOpen] = useState(false);
  const [filter, setFilter] = useState<DirectorySpecialtyFilter>('all');
  const settled = useSettled(search.trim());
  const directory = useDirectory({
    state: browsingState(user),
    search: settled,
    everyState: filter !== 'all',
  });
  const narrowed = settled !== '' || filter !== 'all';
  const cards = useMemo(() => cardsFor(directory.data, filter, narrowed), [directory.data, filter, narrowed]);
  const nav = useCardNavigation(cards.length, `${settled}|${filter}`);
  const favorites = useFavorites();
  const card = cards[nav.index];
  const clearAll = () => {
    setSearch('');
    setFilter('all');
  };

  return (
    <div className="mx-auto flex min-h-[calc(100dvh-4rem)] max-w-2xl flex-col gap-3 px-3 py-3 md:py-6">
      <DirectoryHeader
        position={nav.index + 1}
        total={card && directory.isSuccess ? cards.length : 0}
        search={search}
        onSearch={setSearch}
        searchOpen={searchOpen}
        setSearchOpen={setSearchOpen}
      />
      <SpecialtyFilters
        value={filter}
        onChange={setFilter}
        showClear={search.trim() !== '' || filter !== 'all'}
        onClear={clearAll}
      />
      {directory.isPending ? (
        <div className="grid flex-1 place-items-center">
          <Spinner className="h-8 w-8 text-brand-700" label={t('directory.loading')} />
        </div>
      ) : directory.isError ? (
        <Card className="grid justify-items-start gap-3" role="alert">
          <p className="text-slate-900">{t('directory.error')}</p>
          <Button variant="outline" onClick={() => directory.refetch()}>
            {t('directory.retry')}
          </Button>
        </Card>
      ) : card ? (
        <>
          <div className="flex flex-1 items-stretch gap-2" {...nav.swipe}>
            <div className="min-w-0 flex-1">
              <AttorneyCardView card={card} />
            </div>
            <div className="flex flex-col justify-center gap-3">
              <Button
                variant="outline"
                size="icon"
                className="rounded-full"
                aria-label={t('directory.previous')}
                disabled={nav.index === 0}
                onClick={nav.previous}
              >
                <ChevronUp className="h-6 w-6" aria-hidden="true" />
              </Button>
              <Button
                variant="outline"
                size="icon"
                className="rounded-full"
                aria-label={t('directory.next')}
                disabled={nav.index >= cards.length - 1}
                onClick={nav.next}
              >
                <ChevronDown className="h-6 w-6" aria-hidden="true" />
              </Button>
            </div>
          </div>
          <CardActions
            card={card}
            favorite={favorites.isFavorite(card.id)}
            onToggleFavorite={() => favorites.toggle(card.id)}
          />
          <p className="text-center text-sm text-slate-700">{t('directory.hint')}</p>
        </>
      ) : (
        <Card className="grid justify-items-center gap-3 text-center" data-testid="directory-empty">
          <h2 className="text-xl font-semibold text-slate-900">{t('directory.emptyTitle')}</h2>
          <p className="text-slate-800">{t('directory.emptyBody')}</p>
          <Button onClick={clearAll}>{t('directory.clearAll')}</Button>
        </Card>
      )}
    </div>
  );
}

/** /attorneys: the full-screen attorney card browser for signed-in people (spec §2). */
export default function DirectoryPage() {
  const { t } = useTranslation('attorneys');
  const { user } = useAuth();
  usePageTitle(t('directory.title'));
  return user ? <Browser /> : <DirectorySignIn />;
}
