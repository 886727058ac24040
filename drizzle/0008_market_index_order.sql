DROP INDEX "legal_cases_market_idx";--> statement-breakpoint
DROP INDEX "legal_cases_market_recent_idx";--> statement-breakpoint
CREATE INDEX "legal_cases_market_idx" ON "legal_cases" USING btree ("state","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "legal_cases"."listed_for_attorneys" and "legal_cases"."status" = 'ACTIVE';--> statement-breakpoint
CREATE INDEX "legal_cases_market_recent_idx" ON "legal_cases" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "legal_cases"."listed_for_attorneys" and "legal_cases"."status" = 'ACTIVE';