import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    passwordHash: text('password_hash'),
    firstName: text('first_name'),
    lastName: text('last_name'),
    profileImageUrl: text('profile_image_url'),
    role: text('role', { enum: ['user', 'attorney', 'admin'] })
      .notNull()
      .default('user'),
    phoneNumber: text('phone_number'),
    /** The E.164 number the person proved is theirs with a texted code; counts only while it is phoneNumber. */
    phoneVerifiedNumber: text('phone_verified_number'),
    phoneVerifiedAt: ts('phone_verified_at'),
    state: text('state'),
    zipcode: text('zipcode'),
    preferredLanguage: text('preferred_language', { enum: ['en', 'es'] })
      .notNull()
      .default('en'),
    notificationsEnabled: boolean('notifications_enabled').notNull().default(true),
    freeResponsesUsed: integer('free_responses_used').notNull().default(0),
    hasReachedLimit: boolean('has_reached_limit').notNull().default(false),
    createdAt: ts('created_at').notNull().defaultNow(),
    lastLoginAt: ts('last_login_at'),
    loginCount: integer('login_count').notNull().default(0),
    californiaBarAiGuidanceAcknowledged: boolean('california_bar_ai_guidance_acknowledged')
      .notNull()
      .default(false),
    californiaBarAiGuidanceAcknowledgedAt: ts('california_bar_ai_guidance_acknowledged_at'),
    californiaBarAiGuidanceVersion: text('california_bar_ai_guidance_version').notNull().default('2025.1'),
    /** Set when the person deleted their account; the row is then anonymized and cannot sign in. */
    deletedAt: ts('deleted_at'),
    /** Set while an admin has banned the account: its sessions are ended and it cannot sign in. */
    bannedAt: ts('banned_at'),
    /**
     * "Sign out all others" forgets the account's other browsers: a device cookie entry issued
     * before this second no longer counts as a known device (decision 0060).
     */
    devicesForgottenAt: ts('devices_forgotten_at'),
  },
  (t) => [
    uniqueIndex('users_email_lower_idx').on(sql`lower(${t.email})`),
    index('users_phone_idx').on(t.phoneNumber),
  ],
);

/** Attorney fields of a user whose role is attorney (1:1). Money in integer cents. */
export const attorneyProfiles = pgTable(
  'attorney_profiles',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    specialties: jsonb('specialties').$type<string[]>().notNull().default([]),
    rating: real('rating').notNull().default(5),
    experienceYears: integer('experience_years').notNull().default(0),
    available: boolean('available').notNull().default(true),
    liveNow: boolean('live_now').notNull().default(false),
    status: text('status', { enum: ['pending', 'approved', 'rejected'] })
      .notNull()
      .default('pending'),
    responseTime: text('response_time').notNull().default('< 30 min'),
    totalSessions: integer('total_sessions').notNull().default(0),
    education: text('education'),
    barAdmissions: jsonb('bar_admissions').$type<string[]>().notNull().default([]),
    bio: text('bio'),
    officeAddress: text('office_address'),
    hourlyRateCents: integer('hourly_rate_cents').notNull().default(15000),
    licenseNumber: text('license_number'),
    firmName: text('firm_name'),
    admissionDate: text('admission_date'),
    practiceCounties: jsonb('practice_counties').$type<string[]>().notNull().default([]),
    /** The admin who last approved or rejected this attorney, when, and the reason they gave. */
    reviewedById: integer('reviewed_by_id').references((): AnyPgColumn => users.id, { onDelete: 'set null' }),
    reviewedAt: ts('reviewed_at'),
    reviewReason: text('review_reason'),
  },
  (t) => [
    index('attorney_profiles_live_idx').on(t.status, t.liveNow),
    // The directory: approved attorneys, live first, then by rating (user id breaks ties), read in
    // index order so a page stops after its 20 or 100 rows.
    index('attorney_profiles_directory_idx').on(
      t.status,
      t.liveNow.desc().nullsFirst(),
      t.rating.desc().nullsFirst(),
      t.userId,
    ),
  ],
);

/** Sign-in sessions: only a SHA-256 of the token is stored. */
export const authSessions = pgTable(
  'auth_sessions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
    expiresAt: ts('expires_at').notNull(),
    revokedAt: ts('revoked_at'),
    /** The browser and address of the sign-in, shown in the person's list of signed-in devices. */
    userAgent: text('user_agent'),
    ip: text('ip'),
    /** When the session was last used, written at most once a minute (decision 0060). */
    lastSeenAt: ts('last_seen_at').notNull().defaultNow(),
    /** When this session was completed with a second factor (setting one up counts); null: password or issuer alone. */
    secondFactorAt: ts('second_factor_at'),
  },
  (t) => [
    uniqueIndex('auth_sessions_token_idx').on(t.tokenHash),
    index('auth_sessions_user_idx').on(t.userId),
  ],
);

/** Fixed-window counters shared by every process (login throttling, guest AI limits). */
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: text('key').notNull(),
    windowStart: ts('window_start').notNull(),
    count: integer('count').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.key, t.windowStart] })],
);

/**
 * Keys the server makes for itself when no setting gives one (the device-cookie key): one row per
 * name, made by the first process that needs it and shared by all.
 */
export const serverSecrets = pgTable('server_secrets', {
  name: text('name').primaryKey(),
  secret: text('secret').notNull(),
  createdAt: ts('created_at').notNull().defaultNow(),
});

/** What a person agreed to, when, in which language and to which version of the text. */
export const consentRecords = pgTable(
  'consent_records',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['bar_guidance', 'terms', 'automated_contact', 'lead_listing'] }).notNull(),
    textVersion: text('text_version').notNull(),
    language: text('language', { enum: ['en', 'es'] }).notNull(),
    details: jsonb('details').$type<Record<string, unknown>>(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [index('consent_records_user_idx').on(t.userId)],
);

/** A code texted to a person's phone; the hash binds it to the person and the number. */
export const phoneVerifications = pgTable(
  'phone_verifications',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    phoneNumber: text('phone_number').notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: ts('expires_at').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [index('phone_verifications_user_idx').on(t.userId, t.id)],
);

/**
 * Who held a verified phone number when: a period opens when a person proves the number with a
 * texted code and closes when someone else proves it or the account is deleted. At most one open
 * period per number. Texts keyed by a number are a person's only inside their periods.
 */
export const phoneOwnerships = pgTable(
  'phone_ownerships',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** E.164. */
    phoneNumber: text('phone_number').notNull(),
    startedAt: ts('started_at').notNull(),
    endedAt: ts('ended_at'),
  },
  (t) => [
    uniqueIndex('phone_ownerships_open_idx').on(t.phoneNumber).where(sql`${t.endedAt} is null`),
    index('phone_ownerships_phone_idx').on(t.phoneNumber, t.startedAt),
    index('phone_ownerships_user_idx').on(t.userId),
  ],
);
