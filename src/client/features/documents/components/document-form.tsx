import { type ReactNode, useEffect, useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, type Language } from '../../../../shared/constants';
import {
  type AnyDocumentFields,
  DOCUMENT_LIMITS,
  type DocumentKind,
  WAGE_SEPARATIONS,
} from '../../../../shared/schemas/documents';
import { stateOptions } from '../../../../shared/states';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/card';
import { FieldError, FormAlert, Input, Label, Select, Textarea } from '../../../components/ui/field';
import { zodResolver } from '../../../lib/forms';
import { currentLanguage } from '../../../lib/i18n';
import {
  type DocumentFieldName,
  type DocumentFormValues,
  documentFormSchema,
  FIELD_INPUTS,
  fieldsOf,
  formValuesOf,
  problemOf,
} from '../lib/document-form';
import type { FieldProblem } from './use-document-flow';

export interface DocumentFormProps {
  kind: DocumentKind;
  prefilled: AnyDocumentFields;
  language: Language;
  onLanguage: (language: Language) => void;
  pending: boolean;
  /** A field the server named (missing or refused), shown beside it and focused. */
  problem: FieldProblem | null;
  onSubmit: (fields: AnyDocumentFields) => void;
  /** Called when a field changes after the form was sent. */
  onEdited: () => void;
}

/** The guided form of one kind: its fields from the shared contract, every one editable. */
export function DocumentForm(props: DocumentFormProps) {
  const { kind, problem } = props;
  const { t, i18n } = useTranslation('documents');
  const id = useId();
  const [defaults] = useState(() => formValuesOf(kind, props.prefilled));
  const { register, handleSubmit, formState, setError, setFocus, watch, getValues } = useForm<
    DocumentFormValues,
    unknown,
    AnyDocumentFields
  >({
    resolver: zodResolver(documentFormSchema(kind)),
    defaultValues: defaults,
    shouldFocusError: true,
  });
  const { errors, isSubmitted, submitCount } = formState;

  useEffect(() => {
    if (!problem || !(fieldsOf(kind) as string[]).includes(problem.field)) return;
    const field = problem.field as DocumentFieldName;
    setError(field, { type: 'server', message: problem.message ?? undefined });
    setFocus(field);
  }, [problem, kind, setError, setFocus]);

  const { onEdited } = props;
  useEffect(() => {
    if (!isSubmitted) return;
    const subscription = watch(() => onEdited());
    return () => subscription.unsubscribe();
  }, [isSubmitted, watch, onEdited]);

  const errorText = (field: DocumentFieldName) => {
    const error = errors[field];
    if (!error) return undefined;
    if (error.type === 'server' && error.message) return error.message;
    return t(`errors.${problemOf(field, error.type, getValues(field))}`);
  };
  const errorCount = Object.keys(errors).length;

  const hintOf = (field: DocumentFieldName): string | undefined => {
    if (field === 'senderAddress')
      return t(kind === 'deposit-demand' ? 'fields.senderAddress.depositHint' : 'fields.senderAddress.hint');
    const key = `fields.${field}.hint`;
    return i18n.exists(key, { ns: 'documents' }) ? t(key) : undefined;
  };

  const control = (field: DocumentFieldName) => {
    const error = errorText(field);
    const hint = hintOf(field);
    return {
      id: `${id}-${field}`,
      'aria-invalid': error ? true : undefined,
      'aria-describedby':
        [hint ? `${id}-${field}-hint` : null, error ? `${id}-${field}-error` : null]
          .filter(Boolean)
          .join(' ') || undefined,
      ...register(field),
    };
  };

  const wrap = (field: DocumentFieldName, input: ReactNode) => {
    const hint = hintOf(field);
    return (
      <div key={field}>
        <Label htmlFor={`${id}-${field}`}>{t(`fields.${field}.label`)}</Label>
        {hint ? (
          <p id={`${id}-${field}-hint`} className="text-sm text-slate-700">
            {hint}
          </p>
        ) : null}
        <div className="mt-1">{input}</div>
        <FieldError id={`${id}-${field}-error`}>{errorText(field)}</FieldError>
      </div>
    );
  };

  const language = currentLanguage(i18n.language);
  const fieldOf = (field: DocumentFieldName) => {
    const input = FIELD_INPUTS[field];
    switch (input) {
      case 'line':
        return wrap(
          field,
          <Input
            {...control(field)}
            maxLength={DOCUMENT_LIMITS.line}
            autoComplete={field === 'senderName' ? 'name' : 'off'}
          />,
        );
      case 'address':
        return wrap(
          field,
          <Textarea {...control(field)} rows={3} className="min-h-24" maxLength={DOCUMENT_LIMITS.address} />,
        );
      case 'text':
        return wrap(field, <Textarea {...control(field)} rows={4} maxLength={DOCUMENT_LIMITS.text} />);
      case 'money':
      case 'hours':
        return wrap(field, <Input {...control(field)} type="text" inputMode="decimal" />);
      case 'date':
        return wrap(field, <Input {...control(field)} type="date" />);
      case 'state':
        return wrap(
          field,
          <Select {...control(field)} defaultValue={String(defaults[field] ?? '')}>
            <option value="">{t('fields.state.choose')}</option>
            {stateOptions(language, { withDc: true }).map(([code, name]) => (
              <option key={code} value={code}>
                {name}
              </option>
            ))}
          </Select>,
        );
      case 'separation':
        return wrap(
          field,
          <Select {...control(field)} defaultValue={String(defaults[field] ?? '')}>
            <option value="">{t('fields.separation.none')}</option>
            {WAGE_SEPARATIONS.map((s) => (
              <option key={s} value={s}>
                {t(`fields.separation.${s}`)}
              </option>
            ))}
          </Select>,
        );
      case 'yesNo':
        return (
          <div key={field} className="flex items-start gap-3">
            <input
              id={`${id}-${field}`}
              type="checkbox"
              className="mt-0.5 h-6 w-6 shrink-0 accent-brand-700"
              {...register(field)}
            />
            <label htmlFor={`${id}-${field}`} className="font-medium text-slate-900">
              {t(`fields.${field}.label`)}
            </label>
          </div>
        );
    }
  };

  return (
    <form
      onSubmit={handleSubmit((fields) => props.onSubmit(fields))}
      noValidate
      className="grid gap-5"
      aria-labelledby={`${id}-heading`}
    >
      <h2 id={`${id}-heading`} className="text-xl font-semibold text-brand-900">
        {t('stepFacts')}
      </h2>
      {submitCount > 0 && errorCount > 0 ? (
        <FormAlert>{t('errors.summary', { count: errorCount })}</FormAlert>
      ) : null}
      {fieldsOf(kind).map(fieldOf)}
      <div>
        <Label htmlFor={`${id}-language`}>{t('stepLanguage')}</Label>
        <p id={`${id}-language-hint`} className="text-sm text-slate-700">
          {t('languageHint')}
        </p>
        <Select
          id={`${id}-language`}
          className="mt-1"
          aria-describedby={`${id}-language-hint`}
          value={props.language}
          onChange={(e) => props.onLanguage(e.target.value === 'es' ? 'es' : 'en')}
        >
          {LANGUAGES.map((l) => (
            <option key={l} value={l}>
              {t(`languages.${l}`)}
            </option>
          ))}
        </Select>
      </div>
      <Button
        type="submit"
        size="lg"
        disabled={props.pending}
        className="w-full sm:w-auto sm:justify-self-start"
      >
        {props.pending ? <Spinner /> : null}
        {props.pending ? t('preview.working') : t('preview.submit')}
      </Button>
    </form>
  );
}
