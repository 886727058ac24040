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

/** A passkey (WebAuthn credential) registered by a person (decision 0059, "Passkeys"). */
export const webauthnCredentials = pgTable(
  'webauthn_credentials',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The authenticator's credential id, base64url. */
    credentialId: text('credential_id').notNull(),
    /** The COSE public key, base64url. */
    publicKey: text('public_key').notNull(),
    counter: bigint('counter', { mode: 'number' }).notNull().default(0),
    /** How the browser may reach it (internal, usb, hybrid…), as the browser said. */
    transports: text('transports').array().notNull().default([]),
    name: text('name').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
    lastUsedAt: ts('last_used_at'),
  },
  (t) => [
    uniqueIndex('webauthn_credentials_credential_idx').on(t.credentialId),
    index('webauthn_credentials_user_idx').on(t.userId),
  ],
);

/**
 * A WebAuthn challenge handed out with options, kept until its answer comes back and used once:
 * to add a passkey (`register`, bound to the person), as the second step of a sign-in
 * (`second_factor`, bound to the account) or to sign in with a passkey alone (`sign_in`, no account).
 */
export const webauthnChallenges = pgTable(
  'webauthn_challenges',
  {
    id: serial('id').primaryKey(),
    challenge: text('challenge').notNull(),
    purpose: text('purpose', { enum: ['register', 'second_factor', 'sign_in'] }).notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: ts('expires_at').notNull(),
    usedAt: ts('used_at'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('webauthn_challenges_challenge_idx').on(t.challenge),
    index('webauthn_challenges_expires_idx').on(t.expiresAt),
  ],
);
