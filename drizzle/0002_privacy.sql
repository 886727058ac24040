CREATE TABLE "deletion_log" (
	"id" serial PRIMARY KEY NOT NULL,
	"subject_hash" text NOT NULL,
	"role" text NOT NULL,
	"counts" jsonb NOT NULL,
	"deleted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"procedure_version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "legal_cases" ADD COLUMN "withdrawn_at" timestamp with time zone;