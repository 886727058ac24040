import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  budgetFromInput,
  CASE_DESCRIPTION_MIN_LENGTH,
  CASE_PRIORITIES,
  type CasePriority,
  caseEditProblem,
} from '../../../../shared/rules/legal-case';
import type { LegalCase, PatchLegalCaseBody } from '../../../../shared/schemas/cases';
import { LEGAL_ISSUE_CATEGORIES, type LegalIssueCategory } from '../../../../shared/topics';
import { Button } from '../../../components/ui/button';
import { Checkbox } from '../../../components/ui/checkbox';
import { FieldError, Input, Label, Select, Textarea } from '../../../components/ui/field';

const isCategory = (v: unknown): v is LegalIssueCategory =>
  typeof v === 'string' && (LEGAL_ISSUE_CATEGORIES as readonly string[]).includes(v);

/** The category the select starts on: the case's own when it is one of the eight. */
function initialCategory(legalIssue: LegalCase['legalIssue']): LegalIssueCategory | '' {
  const first = Array.isArray(legalIssue) ? legalIssue[0] : legalIssue;
  return isCategory(first) ? first : '';
}

export interface CaseFormProps {
  legalCase: LegalCase;
  pending: boolean;
  onSubmit: (body: PatchLegalCaseBody) => void;
  onInvalid: (message: string) => void;
  onCancel: () => void;
}

export function CaseForm({ legalCase, pending, onSubmit, onInvalid, onCancel }: CaseFormProps) {
  const { t } = useTranslation('cases');
  const id = useId();
  const [title, setTitle] = useState(legalCase.anonymizedTitle);
  const [category, setCategory] = useState(initialCategory(legalCase.legalIssue));
  const [priority, setPriority] = useState<CasePriority>(legalCase.priority);
  const [anonymized, setAnonymized] = useState(legalCase.anonymizedDescription);
  const [original, setOriginal] = useState(legalCase.originalDescription);
  const [minBudget, setMinBudget] = useState(String(legalCase.minBudget));
  const [maxBudget, setMaxBudget] = useState(String(legalCase.maxBudget));
  const [urgent, setUrgent] = useState(legalCase.isUrgent);
  const [error, setError] = useState<{ field: string; message: string } | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const values = {
      anonymizedTitle: title.trim(),
      originalDescription: original.trim(),
      minBudget: Math.trunc(budgetFromInput(minBudget)),
      maxBudget: Math.trunc(budgetFromInput(maxBudget)),
    };
    const problem = caseEditProblem(values);
    if (problem) {
      const message = t(`validation.${problem.problem}`);
      setError({ field: problem.field, message });
      onInvalid(message);
      return;
    }
    setError(null);
    onSubmit({
      ...values,
      minBudget: Math.max(0, values.minBudget),
      maxBudget: Math.max(0, values.maxBudget),
      anonymizedDescription: anonymized.trim(),
      priority,
      isUrgent: urgent,
      // A category list set elsewhere is only replaced when the person picks one here.
      ...(category && category !== initialCategory(legalCase.legalIssue) ? { legalIssue: category } : {}),
    });
  };

  const errorFor = (field: string) => (error?.field === field ? error.message : undefined);
  const fieldProps = (field: string) => ({
    id: `${id}-${field}`,
    'aria-invalid': errorFor(field) ? true : undefined,
    'aria-describedby': `${id}-${field}-hint ${id}-${field}-error`,
  });
  const length = original.trim().length;

  return (
    <form onSubmit={submit} noValidate className="grid gap-5">
      <div>
        <Label htmlFor={`${id}-anonymizedTitle`}>{t('fields.title')}</Label>
        <Input
          {...fieldProps('anonymizedTitle')}
          className="mt-1"
          value={title}
          maxLength={200}
          onChange={(e) => setTitle(e.target.value)}
        />
        <FieldError id={`${id}-anonymizedTitle-error`}>{errorFor('anonymizedTitle')}</FieldError>
      </div>
      <div className="grid gap-5 md:grid-cols-2">
        <div>
          <Label htmlFor={`${id}-legalIssue`}>{t('fields.legalIssue')}</Label>
          <Select
            id={`${id}-legalIssue`}
            className="mt-1"
            value={category}
            onChange={(e) => setCategory(isCategory(e.target.value) ? e.target.value : '')}
          >
            {category === '' ? <option value="">{t('fields.legalIssuePlaceholder')}</option> : null}
            {LEGAL_ISSUE_CATEGORIES.map((c) => (
              <option key={c} value={c}>
                {t(`categories.${c}`)}
              </option>
            ))}
          </Select>
        </div>
        <div>
          <Label htmlFor={`${id}-priority`}>{t('fields.priority')}</Label>
          <Select
            id={`${id}-priority`}
            className="mt-1"
            value={priority}
            onChange={(e) => setPriority(e.target.value as CasePriority)}
          >
            {CASE_PRIORITIES.map((p) => (
              <option key={p} value={p}>
                {t(`priorities.${p}`)}
              </option>
            ))}
          </Select>
        </div>
      </div>
      <div>
        <Label htmlFor={`${id}-anonymizedDescription`}>{t('fields.anonymizedDescription')}</Label>
        <p id={`${id}-anonymizedDescription-hint`} className="text-sm text-slate-700">
          {t('fields.anonymizedHint')}
        </p>
        <Textarea
          {...fieldProps('anonymizedDescription')}
          className="mt-1"
          value={anonymized}
          maxLength={5000}
          onChange={(e) => setAnonymized(e.target.value)}
        />
      </div>
      <div>
        <Label htmlFor={`${id}-originalDescription`}>{t('fields.originalDescription')}</Label>
        <p id={`${id}-originalDescription-hint`} className="text-sm text-slate-700">
          {t('fields.originalHint')}
        </p>
        <Textarea
          {...fieldProps('originalDescription')}
          className="mt-1 min-h-40"
          value={original}
          maxLength={5000}
          onChange={(e) => setOriginal(e.target.value)}
        />
        <p
          className={
            length < CASE_DESCRIPTION_MIN_LENGTH ? 'mt-1 text-sm text-red-700' : 'mt-1 text-sm text-slate-700'
          }
        >
          {t('fields.counter', { count: length })}
        </p>
        <FieldError id={`${id}-originalDescription-error`}>{errorFor('originalDescription')}</FieldError>
      </div>
      <div className="grid gap-5 md:grid-cols-2">
        <div>
          <Label htmlFor={`${id}-minBudget`}>{t('fields.minBudget')}</Label>
          <Input
            {...fieldProps('minBudget')}
            className="mt-1"
            type="number"
            inputMode="numeric"
            min={0}
            step={1}
            value={minBudget}
            onChange={(e) => setMinBudget(e.target.value)}
          />
          <FieldError id={`${id}-minBudget-error`}>{errorFor('minBudget')}</FieldError>
        </div>
        <div>
          <Label htmlFor={`${id}-maxBudget`}>{t('fields.maxBudget')}</Label>
          <Input
            id={`${id}-maxBudget`}
            className="mt-1"
            type="number"
            inputMode="numeric"
            min={0}
            step={1}
            value={maxBudget}
            onChange={(e) => setMaxBudget(e.target.value)}
          />
        </div>
      </div>
      <div className="flex items-start gap-3">
        <Checkbox id={`${id}-urgent`} checked={urgent} onCheckedChange={(v) => setUrgent(v === true)} />
        <label htmlFor={`${id}-urgent`} className="font-medium text-slate-900">
          {t('fields.isUrgent')}
        </label>
      </div>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onCancel} disabled={pending}>
          {t('edit.cancel')}
        </Button>
        <Button type="submit" disabled={pending}>
          {pending ? t('edit.saving') : t('edit.save')}
        </Button>
      </div>
    </form>
  );
}
