/**
 * The access policy of every route, read by the authorization matrix (which tries each route as
 * every kind of caller) and by the generated-input test (which signs in as a caller the policy
 * admits, so that the handler is reached). A new route needs a row here.
 */
export const PERSONAS = [
  'guest',
  'owner',
  'otherClient',
  'attorney',
  'otherAttorney',
  'admin',
  'banned',
  'revoked',
] as const;
export type Persona = (typeof PERSONAS)[number];
export type Outcome = 'allow' | 401 | 403 | 404;

export type Policy =
  /** Anyone, signed in or not. */
  | 'public'
  /** Any signed-in person, acting on their own account. */
  | 'signedIn'
  /** A client's own record: anyone else signed in gets 404. */
  | 'owner'
  /** Approved attorneys. */
  | 'attorney'
  /** An attorney's own record (a consultation, a bid): another attorney gets 404. */
  | 'attorneyOwner'
  | 'attorneyOrAdmin'
  | 'admin'
  /** Checked by the sender's signature, not by a session: no session opens it. */
  | 'webhook';

export interface Row {
  policy: Policy;
  /** Outcomes that differ from the policy's, each with its reason in `why`. */
  except?: Partial<Record<Persona, Outcome>>;
  /** Statuses an admitted caller may get from this route in tests, other than success. */
  mayAnswer?: number[];
  why?: string;
}

/** The access policy of every route. */
export const MATRIX: Record<string, Row> = {
  'GET /': { policy: 'public', mayAnswer: [503], why: 'the web client is not built for API tests' },
  'GET /api/health': { policy: 'public' },
  'GET /api/notifications/preferences': { policy: 'signedIn' },
  'PUT /api/notifications/preferences': { policy: 'signedIn' },
  'GET /api/notifications/unsubscribe': { policy: 'public' },
  'GET /api/notifications/unsubscribe/preview': { policy: 'public', mayAnswer: [400, 404] },
  'POST /api/notifications/unsubscribe': { policy: 'public', mayAnswer: [400, 404] },
  'GET /api/legal-leads': { policy: 'attorneyOrAdmin' },
  'GET /api/legal-leads/:id': { policy: 'attorneyOrAdmin' },
  'DELETE /api/legal-leads/:id': { policy: 'admin' },
  'POST /api/legal-leads/confirm-payment': { policy: 'attorneyOrAdmin' },
  'POST /api/legal-leads/seed-samples': { policy: 'admin' },
  'POST /api/legal-leads/import-csv': { policy: 'admin' },
  'POST /api/legal-leads/bid': { policy: 'attorneyOrAdmin' },
  'POST /api/legal-leads/bid/confirm': { policy: 'attorneyOrAdmin' },
  'GET /api/legal-leads/my-bids': { policy: 'attorneyOrAdmin' },
  'GET /api/legal-leads/purchased': { policy: 'attorneyOrAdmin' },
  'GET /api/legal-leads/ledger/public-key': { policy: 'public' },
  'GET /api/legal-leads/:id/bids': {
    policy: 'signedIn',
    except: { otherClient: 403 },
    why: "a client sees only their own case's bids; attorneys and admins see any",
  },
  'GET /api/legal-leads/:id/ledger/outcomes': {
    policy: 'signedIn',
    except: { otherClient: 403 },
    why: "a client sees only their own case's bids; attorneys and admins see any",
  },
  'GET /api/legal-leads/:id/ledger/verify': {
    policy: 'signedIn',
    except: { otherClient: 403 },
    why: "a client sees only their own case's bids; attorneys and admins see any",
  },
  'GET /api/stats': { policy: 'admin' },
  'GET /api/conversations': { policy: 'admin' },
  'GET /api/escalations': { policy: 'admin' },
  'POST /api/escalations/:id/resolve': { policy: 'admin' },
  'GET /api/admin/users': { policy: 'admin' },
  'POST /api/admin/users/:id/reset-free-responses': { policy: 'admin' },
  'POST /api/admin/users/:id/ban': { policy: 'admin' },
  'POST /api/admin/users/:id/unban': { policy: 'admin' },
  'GET /api/admin/audit-log': { policy: 'admin' },
  'GET /api/admin/audit-log/verify': { policy: 'admin' },
  'GET /api/admin/charts': { policy: 'admin' },
  'GET /api/admin/system': { policy: 'admin' },
  'GET /api/admin/attorneys': { policy: 'admin' },
  'POST /api/admin/make-attorney': { policy: 'admin' },
  'DELETE /api/admin/attorneys/:id': { policy: 'admin' },
  'DELETE /api/admin/attorneys/bulk': { policy: 'admin' },
  'POST /api/admin/bulk-import-attorneys': { policy: 'admin' },
  'POST /api/admin/bulk-import-legal-cases': { policy: 'admin' },
  'GET /api/admin/users/:id/chat-sessions': { policy: 'admin' },
  'GET /api/admin/chat-sessions/:id': { policy: 'admin' },
  'GET /operating-manual.md': { policy: 'public' },
  'GET /api/manual': { policy: 'public' },
  'GET /api/state-law': { policy: 'public' },
  'POST /api/register': { policy: 'public' },
  'POST /api/register-attorney': { policy: 'public' },
  'POST /api/login': { policy: 'public', mayAnswer: [401], why: "the sample's e-mail has no account" },
  'GET /api/login': { policy: 'public' },
  'POST /api/login/second-factor': {
    policy: 'public',
    mayAnswer: [401],
    why: "the sample's challenge was never issued",
  },
  'GET /api/auth/second-factor': { policy: 'signedIn' },
  'POST /api/auth/second-factor/totp': { policy: 'signedIn' },
  'POST /api/auth/second-factor/totp/confirm': { policy: 'signedIn' },
  'POST /api/auth/second-factor/recovery-codes': { policy: 'signedIn' },
  'POST /api/auth/second-factor/off': { policy: 'signedIn' },
  'POST /api/auth/second-factor/passkeys/options': { policy: 'signedIn' },
  'POST /api/auth/second-factor/passkeys': {
    policy: 'signedIn',
    mayAnswer: [400],
    why: "the sample's passkey was never made by an authenticator",
  },
  'DELETE /api/auth/second-factor/passkeys/:id': {
    policy: 'signedIn',
    mayAnswer: [404],
    why: 'the sample id is no passkey of the caller',
  },
  'POST /api/login/passkey-options': {
    policy: 'public',
    mayAnswer: [401],
    why: "the sample's challenge was never issued",
  },
  'POST /api/login/passkey/options': { policy: 'public' },
  'POST /api/login/passkey': {
    policy: 'public',
    mayAnswer: [400],
    why: "the sample's passkey was never made by an authenticator",
  },
  'GET /api/logout': { policy: 'public' },
  'GET /api/attorneys/live-count': { policy: 'public' },
  'GET /api/live': {
    policy: 'public',
    why: 'the live-count channel is for anyone; each other channel is admitted as its GET (live.test.ts)',
  },
  'POST /api/forgot-password': { policy: 'public' },
  'POST /api/reset-password': {
    policy: 'public',
    mayAnswer: [400, 404],
    why: "the sample's link was never issued",
  },
  'GET /api/attorney/consultations': { policy: 'attorney' },
  'GET /api/attorney/consultations/:id': {
    policy: 'attorneyOwner',
    except: { admin: 'allow' },
    why: 'admins read any consultation, never write to one',
  },
  'POST /api/attorney/consultations/:id/messages': { policy: 'attorneyOwner' },
  'POST /api/attorney/consultations/:id/close': { policy: 'attorneyOwner' },
  'GET /api/attorney/profile': { policy: 'attorney' },
  'GET /api/attorneys': { policy: 'signedIn' },
  'GET /api/attorneys/:id/photo': { policy: 'signedIn' },
  'PUT /api/attorney/live-status': { policy: 'attorney' },
  'PUT /api/attorney/change-password': { policy: 'attorney' },
  'PUT /api/attorney/profile-picture': { policy: 'attorney' },
  'DELETE /api/attorney/profile-picture': { policy: 'attorney' },
  'GET /api/auth/google/client-id': { policy: 'public' },
  'GET /api/auth/google': { policy: 'public' },
  'GET /api/auth/google/callback': { policy: 'public' },
  'POST /api/auth/google/verify': { policy: 'public' },
  'PUT /api/attorney/profile': { policy: 'attorney' },
  'PATCH /api/admin/attorneys/:id/status': { policy: 'admin' },
  'GET /api/contact-info': { policy: 'public' },
  'POST /api/analyze-situation': { policy: 'public', why: 'guests get a few analyses a day by address' },
  'POST /api/enhance-situation': { policy: 'public', why: 'guests get a few rewrites a day by address' },
  'POST /api/compliance/consent': { policy: 'signedIn' },
  'GET /api/compliance/consent': { policy: 'signedIn' },
  'GET /api/auth/user': { policy: 'signedIn' },
  'PATCH /api/auth/user': { policy: 'signedIn' },
  'PATCH /api/auth/user/intake': { policy: 'signedIn' },
  'POST /api/auth/acknowledge-california-bar-guidance': { policy: 'signedIn' },
  'POST /api/auth/change-password': { policy: 'signedIn' },
  'POST /api/auth/phone-verification': { policy: 'signedIn' },
  'POST /api/auth/phone-verification/confirm': { policy: 'signedIn' },
  'GET /api/auth/sessions': { policy: 'signedIn' },
  'DELETE /api/auth/sessions/:id': {
    policy: 'owner',
    why: "a person ends only their own sessions; an admin too gets 404 for another person's",
  },
  'POST /api/auth/sessions/sign-out-others': { policy: 'signedIn' },
  'GET /api/user/legal-cases': { policy: 'signedIn' },
  'GET /api/legal-cases/:id': {
    policy: 'owner',
    except: { admin: 'allow' },
    why: 'admins read any case for support and review',
  },
  'GET /api/legal-cases/:id/bids': {
    policy: 'owner',
    except: { admin: 'allow' },
    why: 'admins read any case, and its offers, for support and review',
  },
  'POST /api/documents': {
    policy: 'public',
    why: 'guests may make a self-help letter (nothing stored), rate-limited by address; a case named is the owner’s',
  },
  'POST /api/documents/preview': { policy: 'public', why: 'the same as POST /api/documents, as text' },
  'GET /api/documents/offered': {
    policy: 'public',
    why: 'with no case or analysis named, every document is offered',
  },
  'POST /api/legal-cases/:id/documents': { policy: 'owner', why: 'a saved letter is the client’s alone' },
  'GET /api/legal-cases/:id/documents': { policy: 'owner', why: 'a saved letter is the client’s alone' },
  'GET /api/legal-cases/:id/documents/:documentId': {
    policy: 'owner',
    why: 'a saved letter is the client’s alone',
  },
  'DELETE /api/legal-cases/:id/documents/:documentId': { policy: 'owner' },
  'PATCH /api/legal-cases/:id': {
    policy: 'owner',
    except: { admin: 403 },
    why: 'admins may read any case, so refusing them a change with 403 reveals nothing',
  },
  'DELETE /api/legal-cases/:id': {
    policy: 'owner',
    except: { admin: 403 },
    why: 'admins may read any case, so refusing them a removal with 403 reveals nothing',
  },
  'POST /api/analysis-sessions': { policy: 'signedIn' },
  'GET /api/analysis-sessions': { policy: 'signedIn' },
  'GET /api/analysis-sessions/:id': { policy: 'owner' },
  'POST /api/create-legal-case': { policy: 'owner', why: 'the analysis session named in the body' },
  'POST /api/user-chat-session': { policy: 'signedIn' },
  'POST /api/user-chat-sessions': { policy: 'signedIn' },
  'GET /api/user-chat-sessions': { policy: 'signedIn' },
  'DELETE /api/user-chat-sessions/:id': { policy: 'owner' },
  'POST /api/user-chat-message': { policy: 'owner', why: 'the chat session named in the body' },
  'POST /api/user-chat-messages': { policy: 'owner', why: 'the chat session named in the body' },
  'GET /api/user-chat-messages/:sessionId': {
    policy: 'owner',
    except: { admin: 'allow' },
    why: 'admins read any conversation for support',
  },
  'POST /api/ai-response': { policy: 'owner', why: 'the chat session named in the body' },
  'POST /api/generate-conversation-title': { policy: 'owner', why: 'the chat session named in the body' },
  'POST /api/continue/message': { policy: 'signedIn' },
  'GET /api/plans': { policy: 'signedIn' },
  'POST /api/plans/checkout': { policy: 'signedIn' },
  'POST /api/plans/checkout/confirm': { policy: 'signedIn' },
  'POST /api/payments/stripe/webhook': { policy: 'webhook' },
  'POST /api/sms/inbound': { policy: 'webhook' },
  'GET /api/privacy/export': { policy: 'signedIn' },
  'POST /api/privacy/delete-account': { policy: 'signedIn' },
  'GET /api/reddit/legaladvice/:sort': {
    policy: 'signedIn',
    mayAnswer: [503],
    why: 'the forum is unreachable in tests',
  },
  'GET /api/reddit/post': { policy: 'signedIn', mayAnswer: [503], why: 'the forum is unreachable in tests' },
  'POST /api/reddit-analysis': { policy: 'signedIn' },
};

/** What each persona should get under a policy, before a row's exceptions. */
export function expected(policy: Policy, persona: Persona): Outcome | 'refused' {
  if (policy === 'webhook') return 'refused';
  if (policy === 'public') return 'allow';
  if (persona === 'guest' || persona === 'revoked') return 401;
  // A ban ends the person's sessions, so their token answers 401 as a revoked one does.
  if (persona === 'banned') return 401;
  const attorney = persona === 'attorney' || persona === 'otherAttorney';
  switch (policy) {
    case 'signedIn':
      return 'allow';
    case 'owner':
      return persona === 'owner' ? 'allow' : 404;
    case 'attorney':
      return attorney ? 'allow' : 403;
    case 'attorneyOwner':
      return persona === 'attorney' ? 'allow' : persona === 'otherAttorney' ? 404 : 403;
    case 'attorneyOrAdmin':
      return attorney || persona === 'admin' ? 'allow' : 403;
    case 'admin':
      return persona === 'admin' ? 'allow' : 403;
  }
}

/** The kind of caller a policy admits, for tests that must reach the handler. */
export function admittedCaller(policy: Policy | undefined): 'owner' | 'attorney' | 'admin' {
  if (policy === 'admin' || policy === 'attorneyOrAdmin') return 'admin';
  if (policy === 'attorney' || policy === 'attorneyOwner') return 'attorney';
  return 'owner';
}

/**
 * Tables a refused request may still write, each for a reason: attempt counters, which count
 * refused attempts on purpose (login throttling, guest AI allowances), and the ledger's signing
 * key, made by the server for itself on first use.
 */
// live_watchers: who has a live page open, written when a stream opens and removed when it ends,
// whatever any request answered meanwhile. audit_checkpoints: signed by each process on a timer.
export const MAY_CHANGE_WHEN_REFUSED: readonly string[] = [
  'rate_limits',
  'ledger_keys',
  'live_watchers',
  'audit_checkpoints',
];
