import { z } from 'zod';

/** GET /api/attorneys/live-count: approved attorneys who are live now. */
export const liveCountResponseSchema = z.object({ count: z.number().int().min(0) });
