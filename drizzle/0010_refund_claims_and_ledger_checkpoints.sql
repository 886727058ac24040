CREATE TABLE "ledger_checkpoints" (
	"case_id" integer NOT NULL,
	"length" integer NOT NULL,
	"head_hash" text NOT NULL,
	"signed_at" timestamp with time zone NOT NULL,
	"signature" text NOT NULL,
	CONSTRAINT "ledger_checkpoints_case_id_length_pk" PRIMARY KEY("case_id","length")
);
--> statement-breakpoint
ALTER TABLE "lead_purchases" ADD COLUMN "refund_claimed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "ledger_checkpoints" ADD CONSTRAINT "ledger_checkpoints_case_id_legal_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."legal_cases"("id") ON DELETE cascade ON UPDATE no action;