/** Business constants of the specification, shared by client and server. */

export const FREE_AI_RESPONSES = 3;
export const YELLOW_STATUS_AT = 2;
export const MIN_PASSWORD_LENGTH = 6;
/** argon2 has no practical limit; this only bounds request size. */
export const MAX_PASSWORD_LENGTH = 256;
export const BAR_GUIDANCE_VERSION = '2025.1';
export const DEFAULT_USER_STATE = 'NM';
export const SESSION_TTL_DAYS = 30;

export const ROLES = ['user', 'attorney', 'admin'] as const;
export type Role = (typeof ROLES)[number];

export const LANGUAGES = ['en', 'es'] as const;
export type Language = (typeof LANGUAGES)[number];
/** The locale each language writes dates, numbers and money in, whatever the browser's variant. */
export const LOCALES = { en: 'en-US', es: 'es-US' } as const satisfies Record<Language, string>;
/** Mirrors the chosen language so the server can send the landing already in it. */
export const LANGUAGE_COOKIE = 'amparo_lang';

export const STORAGE_KEYS = {
  authToken: 'auth_token',
  intakeData: 'intakeData',
  barGuidance: 'california-bar-ai-guidance-acknowledged',
  attorneySession: 'attorneySession',
  userSituation: 'userSituation',
  pendingQuestion: 'pendingQuestion',
  pendingAnalysis: 'pendingAnalysis',
  /** Consent to automated calls and texts given on the intake by a guest, recorded at sign-in. */
  intakeConsent: 'intakeConsent',
  language: 'i18nextLng',
} as const;

export const TIMINGS = {
  toastDurationMs: 5000,
  toastRemoveDelayMs: 1_000_000,
  registerRedirectMs: 1500,
  profileRedirectMs: 500,
  messagePollMs: 5000,
  titleDelayMs: 2000,
  aiCallDelayMs: 500,
  continueReplyMs: 1000,
  pendingAnalysisMaxAgeMs: 3_600_000,
  liveCountRefetchMs: 30_000,
  liveCountStaleMs: 25_000,
} as const;

export const MOBILE_BREAKPOINT_PX = 768;

/** Password links (spec §2 Password reset, §9): lifetimes, throttling of requests, page timing. */
export const PASSWORD_RESET = {
  /** A forgotten-password link works for 30 minutes. */
  resetTtlMs: 30 * 60_000,
  /** The link an approved attorney gets to choose a password works for 72 hours. */
  approvalTtlMs: 72 * 3_600_000,
  /** Requests for a link, counted per e-mail address and per IP address in one window. */
  windowMs: 15 * 60_000,
  perEmail: 3,
  perIp: 20,
  /** Every request answers no sooner than this, so its time does not tell whether the account exists. */
  replyFloorMs: 300,
  /** The page sends the person to /login this long after a successful reset. */
  redirectMs: 3000,
} as const;

/** AI calls of the situation flow (enhance, analyze, create case) per window, shared by all processes. */
export const SITUATION_AI_LIMITS = {
  windowMs: 10 * 60_000,
  /** Guests, counted per IP address. */
  perIp: 30,
  /** Signed-in people, counted per account (many may share one IP, e.g. at a legal aid office). */
  perUser: 60,
} as const;

/** Versions of the texts a person agrees to on the intake form; recorded with each consent. */
export const CONSENT_TEXT_VERSIONS = {
  /** The Terms of Service and Privacy Policy pages show this version. */
  terms: '2026.1',
  /** The intake's consent to automated calls and texts, in both languages. */
  automated_contact: '2026.1',
} as const;

/** Issue categories of the marketplace filter (spec §3). */
export const MARKETPLACE_ISSUES = [
  'Contract Disputes',
  'Personal Injury',
  'Employment Law',
  'Family Law',
  'Real Estate',
  'Criminal Defense',
  'Immigration',
  'Bankruptcy',
  'Intellectual Property',
  'Business Law',
] as const;
