import { z } from 'zod';
import { NOTIFICATION_CHANNELS, NOTIFICATION_KINDS } from '../rules/notifications.js';
import { languageSchema } from './common.js';

export const notificationKindSchema = z.enum(NOTIFICATION_KINDS);
export const notificationChannelSchema = z.enum(NOTIFICATION_CHANNELS);

/** One kind's choices: each channel on or off, and at once or as a daily digest where it applies. */
export const kindPreferenceSchema = z.object({
  kind: notificationKindSchema,
  email: z.boolean(),
  sms: z.boolean(),
  mode: z.enum(['immediate', 'digest']),
});
export type KindPreferenceView = z.infer<typeof kindPreferenceSchema>;

/** GET /api/notifications/preferences: the signed-in person's own, one row per kind of their role. */
export const notificationPreferencesSchema = z.object({
  /** The Settings switch: off, nothing is sent whatever the rows say. */
  enabled: z.boolean(),
  /** Whether texts can reach them at all (a verified phone); the SMS column is shown either way. */
  smsAvailable: z.boolean(),
  kinds: z.array(kindPreferenceSchema),
});
export type NotificationPreferences = z.infer<typeof notificationPreferencesSchema>;

/** PUT /api/notifications/preferences: the master switch and/or any kinds of the person's role. */
export const notificationPreferencesBodySchema = z.object({
  enabled: z.boolean().optional(),
  kinds: z.array(kindPreferenceSchema).max(NOTIFICATION_KINDS.length).optional(),
});
export type NotificationPreferencesBody = z.infer<typeof notificationPreferencesBodySchema>;

/** The unsubscribe link's token: signed, naming one person, one kind and one channel. */
export const unsubscribeQuerySchema = z.object({ token: z.string().min(1).max(512) });

/** What a link will turn off, shown before the person confirms (GET never changes anything). */
export const unsubscribePreviewSchema = z.object({
  kind: notificationKindSchema,
  channel: notificationChannelSchema,
  language: languageSchema,
  /** Already off: a second use says so and changes nothing. */
  off: z.boolean(),
});
export type UnsubscribePreview = z.infer<typeof unsubscribePreviewSchema>;

export const unsubscribeResultSchema = z.object({
  kind: notificationKindSchema,
  channel: notificationChannelSchema,
  off: z.literal(true),
});
