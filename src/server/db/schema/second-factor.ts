import { bigint, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './auth.js';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * A person's authenticator-app key (RFC 6238, decision 0059). Unconfirmed while `confirmedAt` is
 * null: set up but not yet proven with a code, so it does not guard the account.
 */
export const totpCredentials = pgTable('totp_credentials', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** Base32, as authenticator apps take it. */
  secret: text('secret').notNull(),
  confirmedAt: ts('confirmed_at'),
  /** The last 30-second step whose code was accepted: a code is taken once, and no older one after it. */
  lastUsedStep: bigint('last_used_step', { mode: 'number' }),
  createdAt: ts('created_at').notNull().defaultNow(),
});

/** One-time recovery codes; only a SHA-256 of each is kept. */
export const recoveryCodes = pgTable(
  'recovery_codes',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: ts('used_at'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('recovery_codes_user_code_idx').on(t.userId, t.codeHash)],
);

/**
 * A sign-in that passed its first step (password or issuer) and waits for the second: bound to
 * the account, short-lived and used once. Only a SHA-256 of its id is kept.
 */
export const secondFactorChallenges = pgTable(
  'second_factor_challenges',
  {
    id: serial('id').primaryKey(),
    keyHash: text('key_hash').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** How the first step was passed, for the sign-in's audit entry. */
    firstStep: text('first_step', { enum: ['password', 'identity'] }).notNull(),
    expiresAt: ts('expires_at').notNull(),
    usedAt: ts('used_at'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('second_factor_challenges_key_idx').on(t.keyHash),
    index('second_factor_challenges_user_idx').on(t.userId),
  ],
);
