import type { PatchUserBody, User } from '../../shared/schemas/auth';
import { apiRequest } from '../lib/api-client';

/** PATCH /api/auth/user: the person's own profile fields; answers the updated user. */
export const updateProfile = (body: PatchUserBody) => apiRequest<User>('PATCH', '/api/auth/user', body);

/** POST /api/auth/acknowledge-california-bar-guidance: answers the updated user. */
export const acknowledgeBarGuidance = () =>
  apiRequest<User>('POST', '/api/auth/acknowledge-california-bar-guidance');
