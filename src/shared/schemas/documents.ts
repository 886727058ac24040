import { z } from 'zod';
import { STATE_CODES_WITH_DC } from '../states.js';
import { languageSchema, rowIdSchema, rowIdTextSchema } from './common.js';

/**
 * Self-help documents (issue 29, decision 0056): four letters or forms a person fills with their own
 * facts, pre-filled from their case or analysis, made as a PDF on the server.
 */
export const DOCUMENT_KINDS = ['deposit-demand', 'wage-demand', 'debt-validation', 'case-summary'] as const;
export const documentKindSchema = z.enum(DOCUMENT_KINDS);
export type DocumentKind = z.infer<typeof documentKindSchema>;

export const WAGE_SEPARATIONS = ['fired', 'quit', 'still-employed'] as const;

/** Limits on what a person types, so a letter stays a letter. */
export const DOCUMENT_LIMITS = {
  line: 200,
  address: 400,
  text: 4000,
  money: 10_000_000,
  hours: 100_000,
} as const;

const line = z.string().trim().min(1).max(DOCUMENT_LIMITS.line);
const address = z.string().trim().min(1).max(DOCUMENT_LIMITS.address);
const longText = z.string().trim().min(1).max(DOCUMENT_LIMITS.text);
const money = z.number().finite().nonnegative().max(DOCUMENT_LIMITS.money);
/** A calendar day, YYYY-MM-DD, that exists. */
export const documentDateSchema = z.iso.date();
export const documentStateSchema = z
  .string()
  .trim()
  .toUpperCase()
  .refine((v) => STATE_CODES_WITH_DC.includes(v), { error: 'Unknown state' });

export const depositDemandFieldsSchema = z.object({
  senderName: line,
  /** The forwarding address the deposit is to be sent to. */
  senderAddress: address,
  recipientName: line,
  recipientAddress: address,
  state: documentStateSchema,
  propertyAddress: address,
  depositAmount: money,
  moveOutDate: documentDateSchema,
});

export const wageDemandFieldsSchema = z.object({
  senderName: line,
  senderAddress: address,
  employerName: line,
  employerAddress: address,
  state: documentStateSchema,
  /** The pay periods not paid, in the person's words ("March 1-15 and March 16-31, 2026"). */
  payPeriods: longText,
  hoursWorked: z.number().finite().nonnegative().max(DOCUMENT_LIMITS.hours),
  hourlyRate: money,
  amountOwed: money,
  lastDayWorked: documentDateSchema.optional(),
  separation: z.enum(WAGE_SEPARATIONS).optional(),
});

export const debtValidationFieldsSchema = z.object({
  senderName: line,
  senderAddress: address,
  collectorName: line,
  collectorAddress: address,
  accountNumber: line.optional(),
  amountClaimed: money,
  /** The day the collector's first notice (validation notice) was received. */
  noticeDate: documentDateSchema,
  /** Ask the collector to stop contacting the person (15 U.S.C. § 1692c(c)). */
  ceaseContact: z.boolean(),
});

export const caseSummaryFieldsSchema = z.object({
  senderName: line.optional(),
  state: documentStateSchema,
  situation: longText,
  parties: longText.optional(),
  documents: longText.optional(),
  questions: longText.optional(),
});

export const DOCUMENT_FIELD_SCHEMAS = {
  'deposit-demand': depositDemandFieldsSchema,
  'wage-demand': wageDemandFieldsSchema,
  'debt-validation': debtValidationFieldsSchema,
  'case-summary': caseSummaryFieldsSchema,
} as const;

export type DepositDemandFields = z.infer<typeof depositDemandFieldsSchema>;
export type WageDemandFields = z.infer<typeof wageDemandFieldsSchema>;
export type DebtValidationFields = z.infer<typeof debtValidationFieldsSchema>;
export type CaseSummaryFields = z.infer<typeof caseSummaryFieldsSchema>;
export interface DocumentFieldsByKind {
  'deposit-demand': DepositDemandFields;
  'wage-demand': WageDemandFields;
  'debt-validation': DebtValidationFields;
  'case-summary': CaseSummaryFields;
}
export type DocumentFields<K extends DocumentKind = DocumentKind> = DocumentFieldsByKind[K];

/** A form's blank text field means "not given", so it never overrides a pre-filled one. */
const dropBlank = (value: unknown) =>
  value && typeof value === 'object' && !Array.isArray(value)
    ? Object.fromEntries(Object.entries(value).filter(([, v]) => !(typeof v === 'string' && v.trim() === '')))
    : value;

/** Every field any kind knows, each optional: what a request may send, checked per kind on the server. */
export const anyDocumentFieldsSchema = z.preprocess(
  dropBlank,
  z
    .object({
      ...depositDemandFieldsSchema.shape,
      ...wageDemandFieldsSchema.shape,
      ...debtValidationFieldsSchema.shape,
      ...caseSummaryFieldsSchema.shape,
    })
    .partial()
    .strict(),
);
export type AnyDocumentFields = z.infer<typeof anyDocumentFieldsSchema>;

/** The required fields of a kind, in the order a form asks them. */
export const DOCUMENT_REQUIRED_FIELDS: { [K in DocumentKind]: (keyof DocumentFieldsByKind[K])[] } = {
  'deposit-demand': [
    'senderName',
    'senderAddress',
    'recipientName',
    'recipientAddress',
    'state',
    'propertyAddress',
    'depositAmount',
    'moveOutDate',
  ],
  'wage-demand': [
    'senderName',
    'senderAddress',
    'employerName',
    'employerAddress',
    'state',
    'payPeriods',
    'hoursWorked',
    'hourlyRate',
    'amountOwed',
  ],
  'debt-validation': [
    'senderName',
    'senderAddress',
    'collectorName',
    'collectorAddress',
    'amountClaimed',
    'noticeDate',
    'ceaseContact',
  ],
  'case-summary': ['state', 'situation'],
};

/** Every field of a kind (required and optional), in form order. */
export const DOCUMENT_FIELDS: { [K in DocumentKind]: (keyof DocumentFieldsByKind[K])[] } = {
  'deposit-demand': DOCUMENT_REQUIRED_FIELDS['deposit-demand'],
  'wage-demand': [...DOCUMENT_REQUIRED_FIELDS['wage-demand'], 'lastDayWorked', 'separation'],
  'debt-validation': [
    'senderName',
    'senderAddress',
    'collectorName',
    'collectorAddress',
    'accountNumber',
    'amountClaimed',
    'noticeDate',
    'ceaseContact',
  ],
  'case-summary': ['senderName', 'state', 'situation', 'parties', 'documents', 'questions'],
};

/**
 * One request for a document. `caseId` (the person's own legal case) or `sessionId` (their own
 * analysis session; a signed-in person's) fill the fields; any field sent overrides them.
 */
export const documentRequestSchema = z.object({
  kind: documentKindSchema,
  language: languageSchema,
  caseId: rowIdSchema.optional(),
  sessionId: rowIdSchema.optional(),
  fields: anyDocumentFieldsSchema.optional(),
});
export type DocumentRequest = z.infer<typeof documentRequestSchema>;

/** Saving to a case: the case is the one in the path. */
export const saveDocumentBodySchema = documentRequestSchema.omit({ caseId: true });
export type SaveDocumentBody = z.infer<typeof saveDocumentBodySchema>;

export const DOCUMENT_BLOCK_TYPES = [
  'sender',
  'recipient',
  'date',
  'subject',
  'paragraph',
  'list',
  'signature',
  'notice',
] as const;
export const documentBlockSchema = z.object({
  type: z.enum(DOCUMENT_BLOCK_TYPES),
  lines: z.array(z.string()),
});
export type DocumentBlock = z.infer<typeof documentBlockSchema>;

/** The state's rule a letter relies on; value null when the table has no single number. */
export const documentRuleSchema = z.object({
  state: z.string(),
  value: z.number().nullable(),
  unit: z.string(),
  citation: z.string(),
  source: z.string().optional(),
  reason: z.string().optional(),
});
export type DocumentRule = z.infer<typeof documentRuleSchema>;

/** The exact text the PDF holds, block by block, for a preview on screen. */
export const documentPreviewSchema = z.object({
  kind: documentKindSchema,
  language: languageSchema,
  title: z.string(),
  /** The fields as merged (case or analysis, then what was sent). */
  fields: anyDocumentFieldsSchema,
  /** Required fields still empty; the PDF is refused while any is. */
  missing: z.array(z.string()),
  offered: z.boolean(),
  notOfferedReason: z.string().optional(),
  suggestLawyer: z.boolean(),
  rule: documentRuleSchema.nullable(),
  blocks: z.array(documentBlockSchema),
});
export type DocumentPreview = z.infer<typeof documentPreviewSchema>;

export const offeredQuerySchema = z.object({
  caseId: rowIdTextSchema.optional(),
  sessionId: rowIdTextSchema.optional(),
});
export const offeredDocumentsSchema = z.object({
  kinds: z.array(z.object({ kind: documentKindSchema, offered: z.boolean(), reason: z.string().optional() })),
  fields: z.record(documentKindSchema, anyDocumentFieldsSchema),
});
export type OfferedDocuments = z.infer<typeof offeredDocumentsSchema>;

export const savedDocumentSchema = z.object({
  id: z.number().int(),
  kind: documentKindSchema,
  language: languageSchema,
  title: z.string(),
  createdAt: z.string(),
});
export type SavedDocument = z.infer<typeof savedDocumentSchema>;
export const savedDocumentListSchema = z.array(savedDocumentSchema);

export const caseDocumentParamSchema = z.object({ id: rowIdTextSchema, documentId: rowIdTextSchema });
