import { beforeEach, describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { liveCountBadge } from '../hooks/live-count';
import { isQuotaError } from './ai-error';
import { type IntakeData, keepPendingConsent, newConsent, readPendingConsent } from './intake';
import { intakeToSituation } from './intake-text';
import { keepPendingAnalysis, takePendingAnalysis } from './pending-analysis';
import { sessionTitle } from './session-title';
import { EMPTY_INTAKE, validateIntake } from './validate-intake';

// A minimal localStorage for the storage helpers, which run in the browser.
beforeEach(() => {
  const data = new Map<string, string>();
  (globalThis as { window?: unknown }).window = {
    localStorage: {
      getItem: (k: string) => data.get(k) ?? null,
      setItem: (k: string, v: string) => void data.set(k, v),
      removeItem: (k: string) => void data.delete(k),
    },
  };
});

const analysis = {
  summary: 'Your landlord kept the deposit.',
  analysis: { keyIssues: { present: true, content: 'Deposit' } },
  followUpQuestions: ['When did you move out?'],
  legalIssues: ['Landlord/Tenant'],
};

describe('pending analysis', () => {
  const pending = {
    situation: 'enhanced text',
    originalSituation: 'original text',
    isEnhanced: true,
    analysis,
    followUpAnswers: { 'When did you move out?': 'March 3' },
  };

  it('comes back once when under 1 hour old', () => {
    keepPendingAnalysis(pending, 1_000);
    expect(takePendingAnalysis(1_000 + 3_599_999)).toEqual({ ...pending, timestamp: 1_000 });
    expect(takePendingAnalysis(1_000 + 10)).toBeNull();
  });

  it('is discarded at 1 hour (3,600,000 ms) or older', () => {
    keepPendingAnalysis(pending, 1_000);
    expect(takePendingAnalysis(1_000 + 3_600_000)).toBeNull();
    expect(takePendingAnalysis(1_000)).toBeNull();
  });
});

describe('consent kept for the first sign-in', () => {
  it('is read back without its storage time while under 1 hour old, then dropped', () => {
    const consent = newConsent(true, '(505) 555-0100', 'es');
    keepPendingConsent(consent, 5_000);
    expect(readPendingConsent(5_000 + 3_599_999)).toEqual(consent);
    expect(readPendingConsent(5_000 + 3_600_000)).toBeNull();
    expect(readPendingConsent(5_000)).toBeNull();
  });
});

describe('intake', () => {
  const intake: IntakeData = {
    firstName: 'Rosa',
    lastName: 'Díaz',
    phoneNumber: '(505) 555-0100',
    email: 'rosa@example.com',
    zipcode: '87102',
    incidentState: 'New Mexico',
    injuryType: 'Accidente de auto',
    incidentTime: 'En el último mes',
    whatHappened: '  Me chocaron por detrás en un semáforo.  ',
    agreeTerms: true,
  };
  const labels = {
    heading: 'Datos:',
    state: 'Estado',
    zipcode: 'Código postal',
    injuryType: 'Tipo',
    incidentTime: 'Cuándo',
  };

  it('becomes the situation text with the incident details and no contact details', () => {
    const text = intakeToSituation(intake, labels);
    expect(text).toBe(
      'Me chocaron por detrás en un semáforo.\n\nDatos:\n- Estado: New Mexico\n- Código postal: 87102\n- Tipo: Accidente de auto\n- Cuándo: En el último mes',
    );
    expect(text).not.toContain('Rosa');
    expect(text).not.toContain('555');
  });

  it('requires every field and a real e-mail', () => {
    expect(Object.keys(validateIntake(EMPTY_INTAKE)).sort()).toEqual(
      [
        'email',
        'firstName',
        'incidentState',
        'incidentTime',
        'injuryType',
        'lastName',
        'phoneNumber',
        'whatHappened',
        'zipcode',
      ].sort(),
    );
    const { agreeTerms: _, ...values } = intake;
    expect(validateIntake(values)).toEqual({});
    expect(validateIntake({ ...values, email: 'rosa@' })).toEqual({ email: 'emailInvalid' });
    expect(validateIntake({ ...values, firstName: '   ' })).toEqual({ firstName: 'required' });
  });
});

describe('small rules', () => {
  it('caps the live count badge at 99+', () => {
    expect(liveCountBadge(7)).toBe('7');
    expect(liveCountBadge(99)).toBe('99');
    expect(liveCountBadge(100)).toBe('99+');
  });

  it("shows the quota text for 'quota' or '429', but not for our own rate limit", () => {
    expect(isQuotaError(new ApiError(503, '{"code":"AI_QUOTA","message":"AI quota exceeded"}'))).toBe(true);
    expect(isQuotaError(new ApiError(502, 'upstream said 429'))).toBe(true);
    expect(isQuotaError(new ApiError(429, '{"code":"AI_QUOTA","message":"x"}'))).toBe(true);
    expect(isQuotaError(new ApiError(429, '{"code":"RATE_LIMITED","message":"Too many"}'))).toBe(false);
    expect(isQuotaError(new ApiError(500, '{"code":"INTERNAL","message":"x"}'))).toBe(false);
  });

  it('titles a session with the start of the text', () => {
    expect(sessionTitle('My landlord kept my deposit.')).toBe('My landlord kept my deposit.');
    const long = sessionTitle(
      'My landlord kept my whole security deposit after I moved out of the apartment in March and never explained why',
    );
    expect(long.length).toBeLessThanOrEqual(71);
    expect(long.endsWith('…')).toBe(true);
  });
});
