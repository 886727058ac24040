import { useCallback, useState } from 'react';
import { storage } from '../../../lib/storage';
import { useHydrated } from '../../../lib/use-hydrated';

/** Favourite attorneys are kept on this device only (spec §2: a local favourite toggle). */
const FAVORITES_KEY = 'favoriteAttorneys';

function read(): number[] {
  const stored = storage.getJson<unknown>(FAVORITES_KEY);
  return Array.isArray(stored) ? stored.filter((v): v is number => Number.isInteger(v)) : [];
}

/** Favourites as stored here; none while the app takes over a page the server drew, as it drew them. */
export function useFavorites() {
  const hydrated = useHydrated();
  const [ids, setIds] = useState<number[]>(read);
  const toggle = useCallback((id: number) => {
    setIds((current) => {
      const next = current.includes(id) ? current.filter((v) => v !== id) : [...current, id];
      storage.setJson(FAVORITES_KEY, next);
      return next;
    });
  }, []);
  return { isFavorite: (id: number) => hydrated && ids.includes(id), toggle };
}
