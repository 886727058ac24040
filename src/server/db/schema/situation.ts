import { boolean, index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import type { AnalysisResult } from '../../../shared/schemas/situation.js';
import { users } from './auth.js';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const analysisSessions = pgTable(
  'analysis_sessions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    originalSituation: text('original_situation').notNull(),
    enhancedSituation: text('enhanced_situation'),
    isEnhanced: boolean('is_enhanced').notNull().default(false),
    analysisResult: jsonb('analysis_result').$type<AnalysisResult>(),
    followUpAnswers: jsonb('follow_up_answers').$type<Record<string, string>>(),
    status: text('status').notNull().default('DRAFT'),
    language: text('language', { enum: ['en', 'es'] })
      .notNull()
      .default('en'),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [index('analysis_sessions_user_idx').on(t.userId, t.createdAt)],
);
