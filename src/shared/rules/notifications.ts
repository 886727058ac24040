import type { Role } from '../constants.js';

/**
 * What the product tells people about on its own (decision 0054): the kinds, who gets each, the
 * channels, the defaults and how often a thread may speak. Account mail (password links, review
 * results, receipts) is not a notification: it has no preference and no unsubscribe.
 */
export const NOTIFICATION_KINDS = [
  // Client.
  'consultation_reply',
  'case_bought',
  'case_bid',
  // Attorney.
  'client_message',
  'new_lead',
  'outbid',
  'auction_result',
  // Admin.
  'admin_digest',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

export const NOTIFICATION_CHANNELS = ['email', 'sms'] as const;
export type NotificationChannel = (typeof NOTIFICATION_CHANNELS)[number];

export type DeliveryMode = 'immediate' | 'digest';

/** Which kinds each role may receive (and so sees in its preferences). */
export const KINDS_FOR_ROLE: Record<Role, readonly NotificationKind[]> = {
  user: ['consultation_reply', 'case_bought', 'case_bid'],
  attorney: ['client_message', 'new_lead', 'outbid', 'auction_result'],
  admin: ['admin_digest'],
};

/** Kinds whose person chooses between a mail at once and a daily digest. */
export const DIGESTIBLE_KINDS: readonly NotificationKind[] = ['new_lead'];

/** Kinds that are a daily digest by nature: there is no "at once" to choose. */
export const DAILY_KINDS: readonly NotificationKind[] = ['admin_digest'];

/**
 * Texts go only where the product already texted before preferences existed (answers and the
 * news that a case was bought): a text is intrusive, so the rest wait for the person to ask.
 */
const SMS_ON_BY_DEFAULT: readonly NotificationKind[] = ['consultation_reply', 'case_bought'];

export interface KindPreference {
  kind: NotificationKind;
  email: boolean;
  sms: boolean;
  /** Only for DIGESTIBLE_KINDS; the others always go as their rule says. */
  mode: DeliveryMode;
}

export function defaultPreference(kind: NotificationKind): KindPreference {
  return { kind, email: true, sms: SMS_ON_BY_DEFAULT.includes(kind), mode: 'immediate' };
}

/** Whether a kind can go by this channel at all (the admin digest is a mail). */
export function channelApplies(kind: NotificationKind, channel: NotificationChannel): boolean {
  return channel === 'email' || !DAILY_KINDS.includes(kind);
}

export const MINUTE_MS = 60_000;
export const DAY_MS = 86_400_000;

/** A thread speaks at once, then at most once per this window; what comes meanwhile is gathered. */
export const BURST_WINDOW_MS: Record<NotificationKind, number> = {
  consultation_reply: 2 * MINUTE_MS,
  client_message: 2 * MINUTE_MS,
  case_bought: 2 * MINUTE_MS,
  outbid: 2 * MINUTE_MS,
  auction_result: 2 * MINUTE_MS,
  new_lead: 2 * MINUTE_MS,
  // "A bid arrived on your case": at most one a day.
  case_bid: DAY_MS,
  admin_digest: DAY_MS,
};

/** Daily digests go at this hour (UTC): morning across the United States. */
export const DIGEST_HOUR_UTC = 14;

/** The next digest time strictly after `now`. */
export function nextDigestAt(now: Date): Date {
  const at = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate(), DIGEST_HOUR_UTC));
  return at.getTime() > now.getTime() ? at : new Date(at.getTime() + DAY_MS);
}

/** The latest digest time at or before `now`. */
export function lastDigestAt(now: Date): Date {
  return new Date(nextDigestAt(now).getTime() - DAY_MS);
}

/**
 * When a new notice of a thread goes: with the mail already waiting in the thread if there is one
 * (gathered), at once for the thread's first, else when its window since the last one ends.
 * Digests wait for the next digest time.
 */
export function dueAt(input: {
  now: Date;
  kind: NotificationKind;
  digest: boolean;
  lastSentAt: Date | null;
  waitingDueAt: Date | null;
}): Date {
  if (input.waitingDueAt) return input.waitingDueAt;
  if (input.digest) return nextDigestAt(input.now);
  if (!input.lastSentAt) return input.now;
  const open = input.lastSentAt.getTime() + BURST_WINDOW_MS[input.kind];
  return new Date(Math.max(open, input.now.getTime()));
}
