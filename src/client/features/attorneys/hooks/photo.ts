import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { fetchPhoto, photoKey } from '../../../api/directory';

/**
 * A stored picture as a blob: address. Pictures need sign-in, and an <img> cannot send the bearer
 * token the app signs in with, so the bytes are fetched like any other call. The address carries
 * the picture's version, so the bytes never go stale.
 */
export function usePhotoSrc(url: string | null): string | null {
  const { data } = useQuery({
    queryKey: photoKey(url),
    queryFn: () => fetchPhoto(url as string),
    enabled: Boolean(url),
    staleTime: Number.POSITIVE_INFINITY,
  });
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    if (!data || !url) {
      setSrc(null);
      return;
    }
    const made = URL.createObjectURL(data);
    setSrc(made);
    return () => URL.revokeObjectURL(made);
  }, [data, url]);
  return src;
}
