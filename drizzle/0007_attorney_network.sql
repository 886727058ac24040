CREATE TABLE "password_reset_tokens" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"user_type" text NOT NULL,
	"purpose" text NOT NULL,
	"password_fingerprint" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "admin_audit_log" (
	"id" serial PRIMARY KEY NOT NULL,
	"actor_id" integer NOT NULL,
	"action" text NOT NULL,
	"target_user_id" integer,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "attorney_photos" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"content_type" text NOT NULL,
	"bytes" "bytea" NOT NULL,
	"etag" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "consultations" (
	"id" serial PRIMARY KEY NOT NULL,
	"client_user_id" integer NOT NULL,
	"attorney_user_id" integer,
	"session_id" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"source" text NOT NULL,
	"request_message" text,
	"consultation_request_id" integer,
	"legal_case_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"answered_at" timestamp with time zone,
	"closed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "identity_links" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"issuer" text NOT NULL,
	"subject" text NOT NULL,
	"email" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_used_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "identity_sign_ins" (
	"key_hash" text PRIMARY KEY NOT NULL,
	"state" text NOT NULL,
	"nonce" text NOT NULL,
	"code_verifier" text NOT NULL,
	"return_to" text NOT NULL,
	"language" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lead_purchases" (
	"id" serial PRIMARY KEY NOT NULL,
	"case_id" integer NOT NULL,
	"attorney_id" integer,
	"amount_cents" integer NOT NULL,
	"currency" text DEFAULT 'usd' NOT NULL,
	"provider" text NOT NULL,
	"provider_ref" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_at" timestamp with time zone,
	"settled_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "lead_bids" (
	"id" serial PRIMARY KEY NOT NULL,
	"case_id" integer NOT NULL,
	"position" integer NOT NULL,
	"attorney_id" integer NOT NULL,
	"amount_cents" integer NOT NULL,
	"proposal" text DEFAULT '' NOT NULL,
	"proposal_hash" text NOT NULL,
	"previous_hash" text NOT NULL,
	"hash" text NOT NULL,
	"signature" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ledger_keys" (
	"name" text PRIMARY KEY NOT NULL,
	"private_key_pem" text NOT NULL,
	"public_key_pem" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "attorney_profiles" ADD COLUMN "reviewed_by_id" integer;--> statement-breakpoint
ALTER TABLE "attorney_profiles" ADD COLUMN "reviewed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "attorney_profiles" ADD COLUMN "review_reason" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "banned_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "legal_cases" ADD COLUMN "listed_for_attorneys" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "legal_cases" ADD COLUMN "listed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "legal_cases" ADD COLUMN "removed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "legal_cases" ADD COLUMN "contact_name" text;--> statement-breakpoint
ALTER TABLE "legal_cases" ADD COLUMN "contact_phone" text;--> statement-breakpoint
ALTER TABLE "legal_cases" ADD COLUMN "contact_email" text;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD COLUMN "sender_user_id" integer;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD COLUMN "sender_name" text;--> statement-breakpoint
ALTER TABLE "escalations" ADD COLUMN "phone" text;--> statement-breakpoint
ALTER TABLE "escalations" ADD COLUMN "note" text;--> statement-breakpoint
ALTER TABLE "escalations" ADD COLUMN "resolved_by" integer;--> statement-breakpoint
ALTER TABLE "password_reset_tokens" ADD CONSTRAINT "password_reset_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attorney_photos" ADD CONSTRAINT "attorney_photos_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consultations" ADD CONSTRAINT "consultations_client_user_id_users_id_fk" FOREIGN KEY ("client_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consultations" ADD CONSTRAINT "consultations_attorney_user_id_users_id_fk" FOREIGN KEY ("attorney_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consultations" ADD CONSTRAINT "consultations_session_id_chat_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."chat_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consultations" ADD CONSTRAINT "consultations_consultation_request_id_consultation_requests_id_fk" FOREIGN KEY ("consultation_request_id") REFERENCES "public"."consultation_requests"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consultations" ADD CONSTRAINT "consultations_legal_case_id_legal_cases_id_fk" FOREIGN KEY ("legal_case_id") REFERENCES "public"."legal_cases"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "identity_links" ADD CONSTRAINT "identity_links_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_purchases" ADD CONSTRAINT "lead_purchases_case_id_legal_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."legal_cases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_purchases" ADD CONSTRAINT "lead_purchases_attorney_id_users_id_fk" FOREIGN KEY ("attorney_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_bids" ADD CONSTRAINT "lead_bids_case_id_legal_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."legal_cases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "password_reset_tokens_hash_idx" ON "password_reset_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "password_reset_tokens_user_idx" ON "password_reset_tokens" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "admin_audit_log_created_idx" ON "admin_audit_log" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "consultations_session_idx" ON "consultations" USING btree ("session_id");--> statement-breakpoint
CREATE INDEX "consultations_attorney_idx" ON "consultations" USING btree ("attorney_user_id","created_at");--> statement-breakpoint
CREATE INDEX "consultations_client_idx" ON "consultations" USING btree ("client_user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "consultations_open_pair_idx" ON "consultations" USING btree ("client_user_id","attorney_user_id") WHERE "consultations"."status" <> 'closed' and "consultations"."attorney_user_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "identity_links_subject_idx" ON "identity_links" USING btree ("issuer","subject");--> statement-breakpoint
CREATE INDEX "identity_links_user_idx" ON "identity_links" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "identity_sign_ins_expires_idx" ON "identity_sign_ins" USING btree ("expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "lead_purchases_provider_ref_idx" ON "lead_purchases" USING btree ("provider_ref");--> statement-breakpoint
CREATE INDEX "lead_purchases_case_idx" ON "lead_purchases" USING btree ("case_id","status");--> statement-breakpoint
CREATE INDEX "lead_purchases_attorney_idx" ON "lead_purchases" USING btree ("attorney_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "lead_bids_case_position_idx" ON "lead_bids" USING btree ("case_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "lead_bids_case_previous_idx" ON "lead_bids" USING btree ("case_id","previous_hash");--> statement-breakpoint
CREATE INDEX "lead_bids_case_amount_idx" ON "lead_bids" USING btree ("case_id","amount_cents");--> statement-breakpoint
CREATE INDEX "lead_bids_attorney_idx" ON "lead_bids" USING btree ("attorney_id","created_at");--> statement-breakpoint
ALTER TABLE "attorney_profiles" ADD CONSTRAINT "attorney_profiles_reviewed_by_id_users_id_fk" FOREIGN KEY ("reviewed_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_sender_user_id_users_id_fk" FOREIGN KEY ("sender_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "escalations" ADD CONSTRAINT "escalations_resolved_by_users_id_fk" FOREIGN KEY ("resolved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "attorney_profiles_directory_idx" ON "attorney_profiles" USING btree ("status","live_now" DESC NULLS FIRST,"rating" DESC NULLS FIRST,"user_id");--> statement-breakpoint
CREATE INDEX "legal_cases_market_idx" ON "legal_cases" USING btree ("state","created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "legal_cases"."listed_for_attorneys" and "legal_cases"."status" = 'ACTIVE';--> statement-breakpoint
CREATE INDEX "legal_cases_market_recent_idx" ON "legal_cases" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "legal_cases"."listed_for_attorneys" and "legal_cases"."status" = 'ACTIVE';--> statement-breakpoint
CREATE INDEX "legal_cases_market_issue_idx" ON "legal_cases" USING gin ("legal_issue" jsonb_path_ops) WHERE "legal_cases"."listed_for_attorneys" and "legal_cases"."status" = 'ACTIVE';--> statement-breakpoint
CREATE UNIQUE INDEX "escalations_open_session_idx" ON "escalations" USING btree ("session_id") WHERE "escalations"."status" = 'open';