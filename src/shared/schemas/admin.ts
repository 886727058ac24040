import { z } from 'zod';
import { ADMIN_PAGE_SIZE, MAX_IMPORT_ROWS } from '../rules/admin-import.js';
import { AUDIT_ACTIONS, AUDIT_PAGE_MAX, AUDIT_PAGE_SIZE, AUDIT_TARGET_TYPES } from '../rules/audit.js';
import { CASE_BUDGET_MAX, CASE_PRIORITIES } from '../rules/legal-case.js';
import { messageAuthorSchema } from './chat.js';
import { oneLine, rowIdSchema, rowIdTextSchema } from './common.js';

const page = (max: number, fallback: number) => ({
  limit: z.coerce.number().int().min(1).max(max).default(fallback),
  offset: z.coerce.number().int().min(0).max(10_000_000).default(0),
});

export const pageQuerySchema = z.object(page(100, 20));
export type PageQuery = z.infer<typeof pageQuerySchema>;

/** GET /api/stats. */
export const statsSchema = z.object({
  totalMessages: z.number().int(),
  activeUsers: z.number().int(),
  attorneyEscalations: z.number().int(),
  liveAttorneys: z.number().int(),
});
export type Stats = z.infer<typeof statsSchema>;

/** One conversation of GET /api/conversations (spec §3 Conversation/session). */
export const conversationSchema = z.object({
  id: z.number().int(),
  userId: z.number().int().nullable(),
  user: z.object({ phoneNumber: z.string().nullable() }),
  messageText: z.string(),
  direction: z.enum(['inbound', 'outbound']).nullable(),
  userEmail: z.string().nullable(),
  userFirstName: z.string().nullable(),
  userLastName: z.string().nullable(),
  customerPhoneNumber: z.string(),
  sessionType: z.enum(['ai', 'attorney']),
  channel: z.enum(['web', 'sms']),
  userState: z.string().nullable(),
  title: z.string().nullable(),
  lastMessage: z.string().nullable(),
  lastMessageAt: z.string(),
  /** Who wrote the latest message (null: none yet); an attorney's answer is theirs, not the client's. */
  lastMessageAuthor: messageAuthorSchema.nullable(),
});
export type Conversation = z.infer<typeof conversationSchema>;
export const conversationPageSchema = z.object({
  conversations: z.array(conversationSchema),
  total: z.number(),
});
export type ConversationPage = z.infer<typeof conversationPageSchema>;

export const ESCALATION_STATUSES = ['pending', 'resolved'] as const;
export const escalationQuerySchema = z.object({
  ...page(100, 20),
  status: z.enum(['all', ...ESCALATION_STATUSES]).default('pending'),
});
export const escalationSchema = z.object({
  id: z.number().int(),
  userId: z.number().int().nullable(),
  user: z.object({ phoneNumber: z.string().nullable() }),
  phone: z.string().nullable(),
  kind: z.enum(['attorney_consultation', 'sms_request', 'urgent_answer']),
  reason: z.string(),
  status: z.enum(ESCALATION_STATUSES),
  note: z.string().nullable(),
  sessionId: z.number().int().nullable(),
  resolvedBy: z.number().int().nullable(),
  createdAt: z.string(),
  resolvedAt: z.string().nullable(),
});
export type Escalation = z.infer<typeof escalationSchema>;
export const escalationPageSchema = z.object({ escalations: z.array(escalationSchema), total: z.number() });
export type EscalationPage = z.infer<typeof escalationPageSchema>;
export const resolveEscalationBodySchema = z.object({ note: z.string().trim().min(1).max(2000) });

export const adminUserQuerySchema = z.object({
  ...page(100, 20),
  search: z.string().trim().max(200).default(''),
});
export const adminUserSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  phoneNumber: z.string().nullable(),
  state: z.string().nullable(),
  role: z.enum(['user', 'attorney', 'admin']),
  freeResponsesUsed: z.number().int(),
  hasReachedLimit: z.boolean(),
  createdAt: z.string(),
  lastLoginAt: z.string().nullable(),
  loginCount: z.number().int(),
  banned: z.boolean(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;
export const adminUserPageSchema = z.object({ users: z.array(adminUserSchema), total: z.number() });
export type AdminUserPage = z.infer<typeof adminUserPageSchema>;

export const auditEntrySchema = z.object({
  id: z.number().int(),
  /** Place in the hash chain; null for entries written before it (decision 0058). */
  seq: z.number().int().nullable(),
  actorId: z.number().int(),
  actorEmail: z.string().nullable(),
  actorRole: z.string().nullable(),
  action: z.string(),
  targetType: z.enum(AUDIT_TARGET_TYPES).nullable(),
  targetId: z.number().int().nullable(),
  targetUserId: z.number().int().nullable(),
  details: z.record(z.string(), z.unknown()),
  createdAt: z.string(),
  ip: z.string().nullable(),
  userAgent: z.string().nullable(),
  /** The address and user agent were erased with the account. */
  sourceErased: z.boolean(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

/** GET /api/admin/audit-log: filters, newest first, `cursor` the last id of the page before. */
export const auditQuerySchema = z
  .object({
    actorId: rowIdTextSchema.optional(),
    action: z.enum(AUDIT_ACTIONS).optional(),
    targetType: z.enum(AUDIT_TARGET_TYPES).optional(),
    targetId: rowIdTextSchema.optional(),
    /** Days in UTC, both included. */
    from: z.iso.date().optional(),
    to: z.iso.date().optional(),
    cursor: rowIdTextSchema.optional(),
    limit: z.coerce.number().int().min(1).max(AUDIT_PAGE_MAX).default(AUDIT_PAGE_SIZE),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { path: ['to'], message: 'to is before from' });
export type AuditQuery = z.infer<typeof auditQuerySchema>;
export const auditPageSchema = z.object({
  entries: z.array(auditEntrySchema),
  /** Pass as `cursor` for the next (older) page; null on the last page. */
  nextCursor: z.number().int().nullable(),
});
export type AuditPage = z.infer<typeof auditPageSchema>;

/** GET /api/admin/audit-log/verify. */
export const auditVerifySchema = z.discriminatedUnion('valid', [
  z.object({ valid: z.literal(true), length: z.number().int(), erased: z.number().int() }),
  z.object({
    valid: z.literal(false),
    brokenAt: z.object({ id: z.number().int(), seq: z.number().int() }).nullable(),
    reason: z.string(),
  }),
]);
export type AuditVerify = z.infer<typeof auditVerifySchema>;

export const ATTORNEY_SORTS = ['name', 'firm', 'state', 'status', 'date'] as const;
export const ATTORNEY_STATUSES = ['pending', 'approved', 'rejected'] as const;
export const adminAttorneyQuerySchema = z.object({
  ...page(ADMIN_PAGE_SIZE, ADMIN_PAGE_SIZE),
  sort: z.enum(ATTORNEY_SORTS).default('date'),
  order: z.enum(['asc', 'desc']).default('desc'),
  status: z.enum(['all', ...ATTORNEY_STATUSES]).default('all'),
  search: z.string().trim().max(200).default(''),
});
export type AdminAttorneyQuery = z.infer<typeof adminAttorneyQuerySchema>;
export const adminAttorneySchema = z.object({
  id: z.number().int(),
  email: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  phoneNumber: z.string().nullable(),
  state: z.string().nullable(),
  attorneyStatus: z.enum(ATTORNEY_STATUSES),
  attorneyAvailable: z.boolean(),
  attorneyLiveNow: z.boolean(),
  attorneyFirmName: z.string().nullable(),
  attorneyLicenseNumber: z.string().nullable(),
  attorneySpecialties: z.array(z.string()),
  createdAt: z.string(),
});
export type AdminAttorney = z.infer<typeof adminAttorneySchema>;
export const adminAttorneyPageSchema = z.object({
  attorneys: z.array(adminAttorneySchema),
  total: z.number(),
});
export type AdminAttorneyPage = z.infer<typeof adminAttorneyPageSchema>;

const required = (max: number) => z.string().trim().min(1).max(max);
const requiredLine = (max: number) => oneLine(required(max));
const list = z.array(requiredLine(200)).min(1).max(50);

/** POST /api/admin/make-attorney (spec §5 Add Attorney form: every field required). */
export const makeAttorneyBodySchema = z.object({
  email: z.string().trim().toLowerCase().email().max(254),
  attorneyData: z.object({
    firstName: requiredLine(100),
    lastName: requiredLine(100),
    specialties: list,
    education: required(500),
    experience: z.number().int().min(0).max(80),
    hourlyRate: z.number().min(0).max(100_000),
    licenseNumber: requiredLine(100),
    barAdmissions: list,
  }),
});
export type MakeAttorneyBody = z.infer<typeof makeAttorneyBodySchema>;

export const bulkDeleteBodySchema = z.object({ attorneyIds: z.array(rowIdSchema).min(1).max(500) });
export const deletedResponseSchema = z.object({ deleted: z.number().int() });

const optional = (text: z.ZodString) => text.optional().transform((v) => (v ? v : undefined));
const optionalText = (max: number) => optional(z.string().trim().max(max));
const optionalLine = (max: number) => optional(oneLine(z.string().trim().max(max)));
const textList = z.array(requiredLine(200)).max(100).default([]);

/**
 * An import's rows arrive as plain records and each is checked on its own against its row schema,
 * so a bad row fails alone, with a reason naming the field, and the others are imported.
 */
const importBody = z.array(z.record(z.string(), z.unknown())).min(1).max(MAX_IMPORT_ROWS);

/** One state-bar row as the client sends it (spec §3 Attorney import row). */
export const attorneyImportRowSchema = z.object({
  firstName: optionalLine(100),
  lastName: optionalLine(100),
  licenseNumber: optionalLine(100),
  memberType: optionalLine(100),
  email: optionalLine(254),
  admissionDate: optionalLine(50),
  specialties: textList,
  practiceCounties: textList,
  phoneNumber: optionalLine(50),
  officeAddress: optionalText(500),
  firmName: optionalLine(300),
});
export type AttorneyImportRow = z.infer<typeof attorneyImportRowSchema>;
export const attorneyImportBodySchema = importBody;

export const importErrorSchema = z.object({
  row: z.number().int(),
  email: z.string().nullable(),
  reason: z.string(),
});
export type ImportError = z.infer<typeof importErrorSchema>;
export const importResultSchema = z.object({
  successful: z.number().int(),
  failed: z.number().int(),
  errors: z.array(importErrorSchema),
});
export type ImportResult = z.infer<typeof importResultSchema>;

/** One legal-case row (spec §3/§9); title/description stand in for the anonymized ones. */
export const legalCaseImportRowSchema = z.object({
  anonymizedTitle: optionalLine(200),
  title: optionalLine(200),
  anonymizedDescription: optionalText(5000),
  description: optionalText(5000),
  originalDescription: optionalText(5000),
  state: optionalLine(50),
  legalIssue: z.union([z.string().max(500), z.array(z.string().max(200)).max(20)]).optional(),
  priority: z.string().trim().max(20).optional(),
  status: optionalText(30),
  isUrgent: z.union([z.string().max(10), z.boolean(), z.number()]).optional(),
  aiViabilityScore: z.union([z.string().max(10), z.number()]).optional(),
  aiViabilityReason: optionalText(1000),
  minBudget: z.union([z.string().max(20), z.number()]).optional(),
  maxBudget: z.union([z.string().max(20), z.number()]).optional(),
  bidDeadline: optionalText(40),
  clientName: optionalLine(200),
  clientPhone: optionalLine(50),
  clientEmail: optionalLine(254),
});
export type LegalCaseImportRow = z.infer<typeof legalCaseImportRowSchema>;
export const legalCaseImportBodySchema = importBody;

/** A legal case row once checked: what is stored. */
export const legalCaseImportValuesSchema = z.object({
  anonymizedTitle: z.string().min(1),
  anonymizedDescription: z.string().min(1),
  originalDescription: z.string().min(1),
  state: z.string().nullable(),
  legalIssue: z.array(z.string()),
  priority: z.enum(CASE_PRIORITIES),
  status: z.string(),
  isUrgent: z.boolean(),
  aiViabilityScore: z.number().int().min(0).max(100),
  aiViabilityReason: z.string(),
  minBudget: z.number().int().min(0).max(CASE_BUDGET_MAX),
  maxBudget: z.number().int().min(0).max(CASE_BUDGET_MAX),
  bidDeadline: z.date().nullable(),
});

export const chartsSchema = z.object({
  conversationsPerDay: z.array(z.object({ day: z.string(), count: z.number().int() })),
  newUsersPerWeek: z.array(z.object({ week: z.string(), count: z.number().int() })),
  leadsByState: z.array(z.object({ state: z.string(), count: z.number().int() })),
});
export type Charts = z.infer<typeof chartsSchema>;

export const systemCheckSchema = z.object({
  name: z.enum(['database', 'ai', 'sms', 'mail', 'payments']),
  status: z.enum(['ok', 'degraded', 'down']),
  latencyMs: z.number().int(),
  detail: z.string(),
});
export type SystemCheck = z.infer<typeof systemCheckSchema>;
/** Outbox rows by status (a status with none is left out), and the latest troubled messages. */
export const deliveryStatusSchema = z.object({
  mail: z.record(z.string(), z.number().int()),
  sms: z.record(z.string(), z.number().int()),
  failures: z.array(
    z.object({
      channel: z.enum(['mail', 'sms']),
      /** Masked: a•••@example.com, +1•••••••23. */
      to: z.string(),
      status: z.enum(['failed', 'unknown', 'retrying']),
      error: z.string(),
      attempts: z.number().int(),
      createdAt: z.date(),
    }),
  ),
});
export type DeliveryStatus = z.infer<typeof deliveryStatusSchema>;
export const systemSchema = z.object({
  checks: z.array(systemCheckSchema),
  deliveries: deliveryStatusSchema,
});
