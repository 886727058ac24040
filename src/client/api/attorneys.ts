import type { z } from 'zod';
import type {
  AttorneyRegistration,
  AttorneyRegistrationResponse,
} from '../../shared/schemas/attorney-registration';
import type { liveCountResponseSchema } from '../../shared/schemas/attorneys';
import { apiRequest } from '../lib/api-client';

export type LiveCount = z.infer<typeof liveCountResponseSchema>;

/** GET /api/attorneys/live-count: the landing and dashboard badge; refreshed after a live switch. */
export const LIVE_COUNT_KEY = ['/api/attorneys/live-count'] as const;

/** POST /api/register-attorney: the application goes to review; no token comes back. */
export const registerAttorney = (body: AttorneyRegistration) =>
  apiRequest<AttorneyRegistrationResponse>('POST', '/api/register-attorney', body);
