CREATE TABLE "ledger_outcomes" (
	"case_id" integer NOT NULL,
	"seq" integer NOT NULL,
	"kind" text NOT NULL,
	"position" integer NOT NULL,
	"block_hash" text NOT NULL,
	"attorney_id" integer NOT NULL,
	"amount_cents" integer NOT NULL,
	"length" integer NOT NULL,
	"head_hash" text NOT NULL,
	"signed_at" timestamp with time zone NOT NULL,
	"signature" text NOT NULL,
	CONSTRAINT "ledger_outcomes_case_id_seq_pk" PRIMARY KEY("case_id","seq")
);
--> statement-breakpoint
ALTER TABLE "ledger_outcomes" ADD CONSTRAINT "ledger_outcomes_case_id_legal_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."legal_cases"("id") ON DELETE cascade ON UPDATE no action;