import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './auth.js';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * An account at an OpenID Connect issuer (issuer + subject) tied to one of our accounts, so a later
 * sign-in finds the person by subject even after their e-mail changed at the issuer.
 */
export const identityLinks = pgTable(
  'identity_links',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    issuer: text('issuer').notNull(),
    subject: text('subject').notNull(),
    /** The e-mail the issuer gave when the link was made, for support staff. */
    email: text('email'),
    createdAt: ts('created_at').notNull().defaultNow(),
    lastUsedAt: ts('last_used_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('identity_links_subject_idx').on(t.issuer, t.subject),
    index('identity_links_user_idx').on(t.userId),
  ],
);

/**
 * A sign-in started at the issuer and not yet finished. The browser holds a random key in an
 * httpOnly cookie; only its SHA-256 is stored here with the PKCE verifier, state and nonce, so any
 * process of the site can finish the sign-in and nobody else's browser can.
 */
export const identitySignIns = pgTable(
  'identity_sign_ins',
  {
    keyHash: text('key_hash').primaryKey(),
    state: text('state').notNull(),
    nonce: text('nonce').notNull(),
    codeVerifier: text('code_verifier').notNull(),
    returnTo: text('return_to').notNull(),
    language: text('language', { enum: ['en', 'es'] }).notNull(),
    expiresAt: ts('expires_at').notNull(),
  },
  (t) => [index('identity_sign_ins_expires_idx').on(t.expiresAt)],
);
