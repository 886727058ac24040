import {
  type AnyDocumentFields,
  DOCUMENT_FIELD_SCHEMAS,
  DOCUMENT_FIELDS,
  DOCUMENT_REQUIRED_FIELDS,
  type DocumentKind,
} from '../../../../shared/schemas/documents';
import { z } from '../../../lib/forms';

/** Every field name any kind asks for. */
export type DocumentFieldName = keyof AnyDocumentFields;

/** How a field is asked: the control drawn for it and how its typed text becomes the value sent. */
export type FieldInput =
  | 'line'
  | 'address'
  | 'text'
  | 'money'
  | 'hours'
  | 'date'
  | 'state'
  | 'separation'
  | 'yesNo';

export const FIELD_INPUTS: Record<DocumentFieldName, FieldInput> = {
  senderName: 'line',
  senderAddress: 'address',
  recipientName: 'line',
  recipientAddress: 'address',
  state: 'state',
  propertyAddress: 'address',
  depositAmount: 'money',
  moveOutDate: 'date',
  employerName: 'line',
  employerAddress: 'address',
  payPeriods: 'text',
  hoursWorked: 'hours',
  hourlyRate: 'money',
  amountOwed: 'money',
  lastDayWorked: 'date',
  separation: 'separation',
  collectorName: 'line',
  collectorAddress: 'address',
  accountNumber: 'line',
  amountClaimed: 'money',
  noticeDate: 'date',
  ceaseContact: 'yesNo',
  situation: 'text',
  parties: 'text',
  documents: 'text',
  questions: 'text',
};

const isNumberInput = (input: FieldInput) => input === 'money' || input === 'hours';

/** What the form holds: every field as typed (text), the yes/no ones as booleans. */
export type DocumentFormValues = Partial<Record<DocumentFieldName, string | boolean>>;

export const fieldsOf = (kind: DocumentKind): DocumentFieldName[] =>
  DOCUMENT_FIELDS[kind] as DocumentFieldName[];

export const isRequired = (kind: DocumentKind, field: DocumentFieldName) =>
  (DOCUMENT_REQUIRED_FIELDS[kind] as string[]).includes(field);

/** The form's starting values for a kind: what the case or analysis filled in, else blank. */
export function formValuesOf(kind: DocumentKind, prefilled: AnyDocumentFields = {}): DocumentFormValues {
  return Object.fromEntries(
    fieldsOf(kind).map((field) => {
      const value = prefilled[field];
      if (FIELD_INPUTS[field] === 'yesNo') return [field, value === true];
      return [field, value === undefined || value === null ? '' : String(value)];
    }),
  );
}

/** The form's values as the request sends them: numbers as numbers, a blank field left out. */
export function fieldsFromForm(kind: DocumentKind, values: DocumentFormValues): AnyDocumentFields {
  const out: Record<string, unknown> = {};
  for (const field of fieldsOf(kind)) {
    const value = values[field];
    if (typeof value === 'boolean') {
      out[field] = value;
      continue;
    }
    const text = (value ?? '').trim();
    if (!text) continue;
    out[field] = isNumberInput(FIELD_INPUTS[field]) ? Number(text.replace(/[$,\s]/g, '')) : text;
  }
  return out as AnyDocumentFields;
}

/**
 * The kind's own schema from the shared contract, read from what the form holds: the same rules
 * the server applies, checked before anything is sent.
 */
export function documentFormSchema(kind: DocumentKind): z.ZodType<AnyDocumentFields, DocumentFormValues> {
  const schema = z.preprocess(
    (values) => fieldsFromForm(kind, values as DocumentFormValues),
    DOCUMENT_FIELD_SCHEMAS[kind] as z.ZodType<AnyDocumentFields>,
  );
  return schema as unknown as z.ZodType<AnyDocumentFields, DocumentFormValues>;
}

/** The translation key of a broken rule, from the field and the zod issue code. */
export function problemOf(field: DocumentFieldName, code: string | undefined, value: unknown): string {
  const input = FIELD_INPUTS[field];
  const blank = typeof value !== 'boolean' && String(value ?? '').trim() === '';
  if (blank) return 'required';
  if (isNumberInput(input))
    return code === 'too_big' ? 'tooBig' : code === 'too_small' ? 'negative' : 'number';
  if (input === 'date') return 'date';
  if (input === 'state') return 'state';
  if (code === 'too_big') return 'tooLong';
  return 'invalid';
}
