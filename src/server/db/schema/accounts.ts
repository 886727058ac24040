import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './auth.js';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * Links that let a person choose a new password: a forgotten-password link (30 minutes) or the
 * link an approved attorney gets to set their first password (72 hours). Only the SHA-256 of the
 * token is stored. A link works once, for the account type it was made for, and only while the
 * password is still the one it was made against (passwordFingerprint), so any password change,
 * by whatever route, ends it.
 */
export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    userType: text('user_type', { enum: ['user', 'attorney'] }).notNull(),
    purpose: text('purpose', { enum: ['reset', 'approval'] }).notNull(),
    /** SHA-256 of the password hash the account had when the link was made ('' for none). */
    passwordFingerprint: text('password_fingerprint').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
    expiresAt: ts('expires_at').notNull(),
    usedAt: ts('used_at'),
  },
  (t) => [
    uniqueIndex('password_reset_tokens_hash_idx').on(t.tokenHash),
    index('password_reset_tokens_user_idx').on(t.userId),
  ],
);
