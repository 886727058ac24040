import type { z } from 'zod';
import { DEFAULT_USER_STATE } from '../../shared/constants';
import { DIRECTORY_LIMITS } from '../../shared/directory';
import type { changePasswordBodySchema } from '../../shared/schemas/auth';
import type {
  liveStatusResponseSchema,
  PublicAttorney,
  profilePictureResponseSchema,
} from '../../shared/schemas/directory';
import { apiFetch, apiRequest, apiSendBytes } from '../lib/api-client';
import type { MessageReply } from './accounts';

export type { PublicAttorney };
export type LiveStatus = z.infer<typeof liveStatusResponseSchema>;
export type ProfilePicture = z.infer<typeof profilePictureResponseSchema>;

export interface DirectoryRequest {
  /** Browsing one state (the signed-in person's, else NM). */
  state: string;
  /** Text typed in the search popup; searching covers every state. */
  search: string;
  /** A specialty filter other than 'all' also looks beyond one state. */
  everyState: boolean;
}

/** The state the directory opens on: the signed-in person's, else NM. */
export function browsingState(user: { state?: string | null } | null | undefined): string {
  return user?.state || DEFAULT_USER_STATE;
}

/** The address of GET /api/attorneys for a request (spec §7: state and 20, or searchAll and 100). */
export function directoryUrl({ state, search, everyState }: DirectoryRequest): string {
  const q = new URLSearchParams();
  if (search || everyState) {
    q.set('searchAll', 'true');
    q.set('limit', String(DIRECTORY_LIMITS.searchPage));
    if (search) q.set('search', search);
  } else {
    q.set('state', state);
    q.set('limit', String(DIRECTORY_LIMITS.statePage));
  }
  q.set('offset', '0');
  return `/api/attorneys?${q.toString()}`;
}

/** The directory's query key: its address. */
export const directoryKey = (request: DirectoryRequest) => [directoryUrl(request)] as const;

/** GET /api/attorneys, kept as it came: the page decides what an empty or malformed answer shows. */
export const fetchDirectory = (request: DirectoryRequest) =>
  apiRequest<unknown>('GET', directoryUrl(request));

/** A stored picture's bytes; its address carries its version, so one key per address. */
export const photoKey = (url: string | null) => ['attorney-photo', url] as const;
export const fetchPhoto = async (url: string) => (await apiFetch('GET', url)).blob();

/** PUT /api/attorney/live-status. */
export const setLiveStatus = (liveNow: boolean) =>
  apiRequest<LiveStatus>('PUT', '/api/attorney/live-status', { liveNow });

/** PUT /api/attorney/change-password. */
export const changeAttorneyPassword = (body: z.input<typeof changePasswordBodySchema>) =>
  apiRequest<MessageReply>('PUT', '/api/attorney/change-password', body);

/** PUT /api/attorney/profile-picture with the file's bytes, or DELETE to go back to initials. */
export const setProfilePicture = (file: File | null) =>
  file
    ? apiSendBytes<ProfilePicture>('PUT', '/api/attorney/profile-picture', file)
    : apiRequest<ProfilePicture>('DELETE', '/api/attorney/profile-picture');
