import { describe, expect, it } from 'vitest';
import {
  DAY_MS,
  defaultPreference,
  dueAt,
  KINDS_FOR_ROLE,
  MINUTE_MS,
  nextDigestAt,
} from './notifications.js';

const now = new Date('2026-03-02T10:00:00Z');

describe('notification rules', () => {
  it('every kind by e-mail; texts only for answers and a bought case; at once', () => {
    expect(defaultPreference('case_bid')).toEqual({
      kind: 'case_bid',
      email: true,
      sms: false,
      mode: 'immediate',
    });
    expect(defaultPreference('consultation_reply').sms).toBe(true);
    expect(defaultPreference('case_bought').sms).toBe(true);
    expect(KINDS_FOR_ROLE.admin).toEqual(['admin_digest']);
  });

  it("a thread's first goes at once, the next after two minutes, and one waiting gathers the rest", () => {
    const base = { now, kind: 'client_message' as const, digest: false, waitingDueAt: null };
    expect(dueAt({ ...base, lastSentAt: null })).toEqual(now);
    const last = new Date(now.getTime() - 30_000);
    expect(dueAt({ ...base, lastSentAt: last })).toEqual(new Date(last.getTime() + 2 * MINUTE_MS));
    const long = new Date(now.getTime() - 10 * MINUTE_MS);
    expect(dueAt({ ...base, lastSentAt: long })).toEqual(now);
    const waiting = new Date(now.getTime() + 45_000);
    expect(dueAt({ ...base, lastSentAt: last, waitingDueAt: waiting })).toEqual(waiting);
  });

  it('a bid on a case is told at most once a day; digests wait for the digest hour', () => {
    const last = new Date(now.getTime() - MINUTE_MS);
    const due = dueAt({ now, kind: 'case_bid', digest: false, lastSentAt: last, waitingDueAt: null });
    expect(due).toEqual(new Date(last.getTime() + DAY_MS));
    const digest = dueAt({ now, kind: 'new_lead', digest: true, lastSentAt: null, waitingDueAt: null });
    expect(digest).toEqual(new Date('2026-03-02T14:00:00Z'));
    expect(nextDigestAt(new Date('2026-03-02T14:00:00Z'))).toEqual(new Date('2026-03-03T14:00:00Z'));
  });
});
