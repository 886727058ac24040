import { useState } from 'react';
import {
  budgetFromInput,
  type CaseEditProblem,
  type CasePriority,
  caseEditProblem,
} from '../../../../shared/rules/legal-case';
import type { LegalCase, PatchLegalCaseBody } from '../../../../shared/schemas/cases';
import { LEGAL_ISSUE_CATEGORIES, type LegalIssueCategory } from '../../../../shared/topics';

export const isCategory = (v: unknown): v is LegalIssueCategory =>
  typeof v === 'string' && (LEGAL_ISSUE_CATEGORIES as readonly string[]).includes(v);

/** The category the select starts on: the case's own when it is one of the eight. */
export function initialCategory(legalIssue: LegalCase['legalIssue']): LegalIssueCategory | '' {
  const first = Array.isArray(legalIssue) ? legalIssue[0] : legalIssue;
  return isCategory(first) ? first : '';
}

/** What the person has typed into the form, as typed. */
export interface CaseDraft {
  title: string;
  category: LegalIssueCategory | '';
  priority: CasePriority;
  anonymized: string;
  original: string;
  minBudget: string;
  maxBudget: string;
  urgent: boolean;
}

export function draftOf(legalCase: LegalCase): CaseDraft {
  return {
    title: legalCase.anonymizedTitle,
    category: initialCategory(legalCase.legalIssue),
    priority: legalCase.priority,
    anonymized: legalCase.anonymizedDescription,
    original: legalCase.originalDescription,
    minBudget: String(legalCase.minBudget),
    maxBudget: String(legalCase.maxBudget),
    urgent: legalCase.isUrgent,
  };
}

export type CaseFormResult =
  | { ok: false; field: string; problem: CaseEditProblem }
  | { ok: true; body: PatchLegalCaseBody };

/** The change to send for a draft, or the first rule it breaks. */
export function caseFormResult(legalCase: LegalCase, draft: CaseDraft): CaseFormResult {
  const values = {
    anonymizedTitle: draft.title.trim(),
    originalDescription: draft.original.trim(),
    minBudget: Math.trunc(budgetFromInput(draft.minBudget)),
    maxBudget: Math.trunc(budgetFromInput(draft.maxBudget)),
  };
  const problem = caseEditProblem(values);
  if (problem) return { ok: false, field: problem.field, problem: problem.problem };
  const original = initialCategory(legalCase.legalIssue);
  return {
    ok: true,
    body: {
      ...values,
      minBudget: Math.max(0, values.minBudget),
      maxBudget: Math.max(0, values.maxBudget),
      anonymizedDescription: draft.anonymized.trim(),
      priority: draft.priority,
      isUrgent: draft.urgent,
      // A category list set elsewhere is only replaced when the person picks one here.
      ...(draft.category && draft.category !== original ? { legalIssue: draft.category } : {}),
    },
  };
}

/** The edit form's draft and the one error it shows, beside the field that broke a rule. */
export function useCaseForm(legalCase: LegalCase) {
  const [draft, setDraft] = useState(() => draftOf(legalCase));
  const [error, setError] = useState<{ field: string; problem: CaseEditProblem } | null>(null);
  const set = <K extends keyof CaseDraft>(key: K, value: CaseDraft[K]) =>
    setDraft((d) => ({ ...d, [key]: value }));
  /** Checks the draft; on a broken rule it is remembered for the field and returned. */
  const check = (): CaseFormResult => {
    const result = caseFormResult(legalCase, draft);
    setError(result.ok ? null : { field: result.field, problem: result.problem });
    return result;
  };
  const problemFor = (field: string) => (error?.field === field ? error.problem : undefined);
  return { draft, set, check, problemFor };
}
