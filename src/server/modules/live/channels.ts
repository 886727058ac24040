import { z } from 'zod';

/**
 * The live channels (shared with the notifications work): each names what a page shows and is
 * refreshed by one authorized GET. An event says only "this channel changed, of this kind".
 */
export const LIVE_CHANNEL_PATTERN =
  /^(chat:[1-9]\d{0,9}|consultation:[1-9]\d{0,9}|auction:[1-9]\d{0,9}|consultations|leads|admin-reviews|live-count)$/;

export type LiveChannel =
  | `chat:${number}`
  | `consultation:${number}`
  | `auction:${number}`
  | 'consultations'
  | 'leads'
  | 'admin-reviews'
  | 'live-count';

export type LiveKind = 'message' | 'consultation' | 'bid' | 'lead' | 'review' | 'escalation' | 'count';

export const MAX_CHANNELS_PER_STREAM = 8;

export const liveQuerySchema = z.object({
  channels: z
    .string()
    .min(1)
    .max(200)
    .transform((text) => [...new Set(text.split(','))])
    .pipe(
      z
        .array(z.string().regex(LIVE_CHANNEL_PATTERN, 'unknown live channel'))
        .min(1)
        .max(MAX_CHANNELS_PER_STREAM),
    ),
  lastEventId: z.coerce.number().int().nonnegative().optional(),
});

export const chatChannel = (sessionId: number): LiveChannel => `chat:${sessionId}`;
export const consultationChannel = (id: number): LiveChannel => `consultation:${id}`;
export const auctionChannel = (leadId: number): LiveChannel => `auction:${leadId}`;

/** The record id a channel names (chat:12 → 12), or null for the lists. */
export function channelId(channel: string): number | null {
  const at = channel.indexOf(':');
  return at < 0 ? null : Number(channel.slice(at + 1));
}
