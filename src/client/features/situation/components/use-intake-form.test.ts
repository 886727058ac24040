// @vitest-environment happy-dom
import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { DRAFT_KEYS } from '../../../lib/draft';
import { EMPTY_INTAKE, type IntakeValues } from '../lib/validate-intake';
import { checkIntake, restoredValues, useIntakeForm } from './use-intake-form';

const FILLED: IntakeValues = {
  whatHappened: 'A car ran a red light and hit me while I was crossing the street on foot.',
  incidentState: 'California',
  injuryType: 'Car accident',
  incidentTime: 'This week',
  firstName: 'Ana',
  lastName: 'Ruiz',
  phoneNumber: '(505) 555-0100',
  email: 'ana@example.com',
  zipcode: '87101',
};

afterEach(() => {
  cleanup();
  window.sessionStorage.clear();
});

describe('pressing submit on the intake', () => {
  it('asks for the terms before anything else', () => {
    expect(checkIntake(EMPTY_INTAKE, false)).toEqual({ kind: 'terms' });
  });

  it('marks every empty field and points at the first in display order', () => {
    const result = checkIntake({ ...FILLED, incidentState: '', zipcode: ' ' }, true);
    expect(result).toEqual({
      kind: 'invalid',
      errors: { incidentState: 'required', zipcode: 'required' },
      firstBad: 'incidentState',
    });
  });

  it('says an address without an @ is not an e-mail', () => {
    expect(checkIntake({ ...FILLED, email: 'ana.example.com' }, true)).toMatchObject({
      errors: { email: 'emailInvalid' },
      firstBad: 'email',
    });
  });

  it('passes a complete form on, with the terms agreed', () => {
    expect(checkIntake(FILLED, true)).toEqual({ kind: 'ok', data: { ...FILLED, agreeTerms: true } });
  });
});

describe('filling the form when it comes alive', () => {
  it('prefers text already on screen to the kept draft, and ignores empty or odd draft values', () => {
    const draft = {
      values: { firstName: 'Kept', lastName: 'Kept', email: 42 as unknown as string, zipcode: '' },
    };
    expect(restoredValues({ firstName: 'Typed', lastName: '' }, draft)).toEqual({
      firstName: 'Typed',
      lastName: 'Kept',
    });
  });
});

describe('the intake form state', () => {
  it('clears a field error as soon as the person edits that field', () => {
    const { result } = renderHook(() => useIntakeForm(() => undefined));
    act(() => result.current.setAgreeTerms(true));
    act(() => void result.current.check());
    expect(result.current.errors.firstName).toBe('required');
    act(() => result.current.set('firstName')('Ana'));
    expect(result.current.errors.firstName).toBeUndefined();
    expect(result.current.errors.lastName).toBe('required');
  });

  it('shows no field errors while the terms are not agreed', () => {
    const { result } = renderHook(() => useIntakeForm(() => undefined));
    act(() => void result.current.check());
    expect(result.current.errors).toEqual({});
  });

  it('keeps a draft for the tab, so a reload brings back the text and both boxes', () => {
    const first = renderHook(() => useIntakeForm(() => undefined));
    act(() => {
      first.result.current.set('whatHappened')('My landlord kept my deposit.');
      first.result.current.setAgreeTerms(true);
      first.result.current.setConsent(true);
    });
    first.unmount();
    expect(window.sessionStorage.getItem(DRAFT_KEYS.intake)).toContain('My landlord kept my deposit.');

    const again = renderHook(() =>
      useIntakeForm((field) => (field === 'firstName' ? 'Typed early' : undefined)),
    );
    expect(again.result.current.values.whatHappened).toBe('My landlord kept my deposit.');
    expect(again.result.current.values.firstName).toBe('Typed early');
    expect(again.result.current.agreeTerms).toBe(true);
    expect(again.result.current.consent).toBe(true);
  });
});
