// @vitest-environment happy-dom
import { act, renderHook, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { LegalCase } from '../../../../shared/schemas/cases';
import { renderInLanguage } from '../../../test/render';
import { CaseForm } from './case-form';
import { caseFormResult, draftOf, useCaseForm } from './use-case-form';

const LONG = 'My landlord kept the whole deposit after I moved out and left the flat clean.';

const legalCase: LegalCase = {
  id: 7,
  anonymizedTitle: 'Deposit kept',
  legalIssue: ['Landlord/Tenant', 'Contract Disputes'],
  priority: 'MEDIUM',
  anonymizedDescription: 'A tenant whose deposit was kept.',
  originalDescription: LONG,
  minBudget: 500,
  maxBudget: 1500,
  isUrgent: false,
  aiViabilityScore: 70,
  aiViabilityReason: '',
  state: 'CA',
  status: 'open',
  bidCount: 0,
  bidDeadline: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  listedForAttorneys: true,
  buyer: null,
};

describe('the case edit rules', () => {
  it('sends the trimmed draft, leaving a category list alone when no new category is picked', () => {
    const draft = { ...draftOf(legalCase), title: '  Deposit kept  ', minBudget: '12.7', urgent: true };
    expect(caseFormResult(legalCase, draft)).toEqual({
      ok: true,
      body: {
        anonymizedTitle: 'Deposit kept',
        originalDescription: LONG,
        anonymizedDescription: 'A tenant whose deposit was kept.',
        minBudget: 12,
        maxBudget: 1500,
        priority: 'MEDIUM',
        isUrgent: true,
      },
    });
  });

  it('replaces the category only when the person picks another one', () => {
    const result = caseFormResult(legalCase, { ...draftOf(legalCase), category: 'Immigration' });
    expect(result.ok && result.body.legalIssue).toBe('Immigration');
  });

  it('reads a budget that is not a number as 0', () => {
    const result = caseFormResult(legalCase, { ...draftOf(legalCase), minBudget: 'abc' });
    expect(result.ok && result.body.minBudget).toBe(0);
  });

  it('names the first broken rule and the field to point at', () => {
    expect(caseFormResult(legalCase, { ...draftOf(legalCase), title: ' ' })).toEqual({
      ok: false,
      field: 'anonymizedTitle',
      problem: 'required',
    });
    expect(caseFormResult(legalCase, { ...draftOf(legalCase), original: 'too short' })).toMatchObject({
      field: 'originalDescription',
      problem: 'descriptionTooShort',
    });
    expect(caseFormResult(legalCase, { ...draftOf(legalCase), minBudget: '2000' })).toMatchObject({
      field: 'minBudget',
      problem: 'budgetOrder',
    });
  });

  it('keeps the error beside its field until the draft passes', () => {
    const { result } = renderHook(() => useCaseForm(legalCase));
    act(() => result.current.set('title', ''));
    act(() => void result.current.check());
    expect(result.current.problemFor('anonymizedTitle')).toBe('required');
    expect(result.current.problemFor('minBudget')).toBeUndefined();
    act(() => result.current.set('title', 'Back'));
    act(() => void result.current.check());
    expect(result.current.problemFor('anonymizedTitle')).toBeUndefined();
  });
});

describe('the case edit form', () => {
  it('shows the rule beside the title and does not send when the title is emptied', async () => {
    const onSubmit = vi.fn();
    const onInvalid = vi.fn();
    await renderInLanguage(
      <CaseForm
        legalCase={legalCase}
        pending={false}
        onSubmit={onSubmit}
        onInvalid={onInvalid}
        onCancel={() => {}}
      />,
      'en',
      ['cases'],
    );
    const user = userEvent.setup();
    await user.clear(await screen.findByLabelText('Case title'));
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Title and description are required fields.')).toBeTruthy();
    expect(screen.getByLabelText('Case title').getAttribute('aria-invalid')).toBe('true');
    expect(onInvalid).toHaveBeenCalledWith('Title and description are required fields.');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('sends the edited case once it passes', async () => {
    const onSubmit = vi.fn();
    await renderInLanguage(
      <CaseForm
        legalCase={legalCase}
        pending={false}
        onSubmit={onSubmit}
        onInvalid={() => {}}
        onCancel={() => {}}
      />,
      'en',
      ['cases'],
    );
    const user = userEvent.setup();
    const title = await screen.findByLabelText('Case title');
    await user.clear(title);
    await user.type(title, 'Deposit never returned');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ anonymizedTitle: 'Deposit never returned' }),
    );
  });
});
