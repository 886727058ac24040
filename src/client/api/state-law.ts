import type { StateLaw } from '../../shared/schemas/state-law';

export type { StateLaw };

/** GET /api/state-law: the whole table (public; the same until the next release). */
export const STATE_LAW_KEY = ['/api/state-law'] as const;
