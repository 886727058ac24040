import { useCallback, useState } from 'react';
import { storage } from '../../../lib/storage';

/** Favourite attorneys are kept on this device only (spec §2: a local favourite toggle). */
const FAVORITES_KEY = 'favoriteAttorneys';

function read(): number[] {
  const stored = storage.getJson<unknown>(FAVORITES_KEY);
  return Array.isArray(stored) ? stored.filter((v): v is number => Number.isInteger(v)) : [];
}

export function useFavorites() {
  const [ids, setIds] = useState<number[]>(read);
  const toggle = useCallback((id: number) => {
    setIds((current) => {
      const next = current.includes(id) ? current.filter((v) => v !== id) : [...current, id];
      storage.setJson(FAVORITES_KEY, next);
      return next;
    });
  }, []);
  return { isFavorite: (id: number) => ids.includes(id), toggle };
}
