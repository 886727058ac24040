import { z } from 'zod';
import { SITUATION_TOPICS } from '../../src/shared/topics.js';
import { readJsonl } from './jsonl.js';

/** Situations written the way people really write them, with what the engine must read out of each. */
const situation = z.object({
  lang: z.enum(['en', 'es']),
  topic: z.enum(SITUATION_TOPICS),
  state: z.string().length(2).optional(),
  aspect: z.string().optional(),
  /** An amount, as displayed, that must be found. */
  amount: z.string().optional(),
  text: z.string().min(20),
});
export type Situation = z.infer<typeof situation>;

export const SITUATIONS: Situation[] = readJsonl('situations/situations.jsonl', situation).map((r) => r.data);
