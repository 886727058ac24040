import { type FormEvent, useId } from 'react';
import { useTranslation } from 'react-i18next';
import {
  CASE_DESCRIPTION_MIN_LENGTH,
  CASE_PRIORITIES,
  type CasePriority,
} from '../../../../shared/rules/legal-case';
import type { LegalCase, PatchLegalCaseBody } from '../../../../shared/schemas/cases';
import { LEGAL_ISSUE_CATEGORIES } from '../../../../shared/topics';
import { Button } from '../../../components/ui/button';
import { Checkbox } from '../../../components/ui/checkbox';
import { FieldError, Input, Label, Select, Textarea } from '../../../components/ui/field';
import { isCategory, useCaseForm } from './use-case-form';

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
  const { draft, set, check, problemFor } = useCaseForm(legalCase);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const result = check();
    if (result.ok) onSubmit(result.body);
    else onInvalid(t(`validation.${result.problem}`));
  };

  const errorFor = (field: string) => {
    const problem = problemFor(field);
    return problem ? t(`validation.${problem}`) : undefined;
  };
  const fieldProps = (field: string) => ({
    id: `${id}-${field}`,
    'aria-invalid': errorFor(field) ? true : undefined,
    'aria-describedby': `${id}-${field}-hint ${id}-${field}-error`,
  });
  const length = draft.original.trim().length;

  return (
    <form onSubmit={submit} noValidate className="grid gap-5">
      <div>
        <Label htmlFor={`${id}-anonymizedTitle`}>{t('fields.title')}</Label>
        <Input
          {...fieldProps('anonymizedTitle')}
          className="mt-1"
          value={draft.title}
          maxLength={200}
          onChange={(e) => set('title', e.target.value)}
        />
        <FieldError id={`${id}-anonymizedTitle-error`}>{errorFor('anonymizedTitle')}</FieldError>
      </div>
      <div className="grid gap-5 md:grid-cols-2">
        <div>
          <Label htmlFor={`${id}-legalIssue`}>{t('fields.legalIssue')}</Label>
          <Select
            id={`${id}-legalIssue`}
            className="mt-1"
            value={draft.category}
            onChange={(e) => set('category', isCategory(e.target.value) ? e.target.value : '')}
          >
            {draft.category === '' ? <option value="">{t('fields.legalIssuePlaceholder')}</option> : null}
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
            value={draft.priority}
            onChange={(e) => set('priority', e.target.value as CasePriority)}
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
          value={draft.anonymized}
          maxLength={5000}
          onChange={(e) => set('anonymized', e.target.value)}
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
          value={draft.original}
          maxLength={5000}
          onChange={(e) => set('original', e.target.value)}
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
            value={draft.minBudget}
            onChange={(e) => set('minBudget', e.target.value)}
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
            value={draft.maxBudget}
            onChange={(e) => set('maxBudget', e.target.value)}
          />
        </div>
      </div>
      <div className="flex items-start gap-3">
        <Checkbox
          id={`${id}-urgent`}
          checked={draft.urgent}
          onCheckedChange={(v) => set('urgent', v === true)}
        />
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
