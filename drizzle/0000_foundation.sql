CREATE TABLE "attorney_profiles" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"specialties" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"rating" real DEFAULT 5 NOT NULL,
	"experience_years" integer DEFAULT 0 NOT NULL,
	"available" boolean DEFAULT true NOT NULL,
	"live_now" boolean DEFAULT false NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"response_time" text DEFAULT '< 30 min' NOT NULL,
	"total_sessions" integer DEFAULT 0 NOT NULL,
	"education" text,
	"bar_admissions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"bio" text,
	"office_address" text,
	"hourly_rate_cents" integer DEFAULT 15000 NOT NULL,
	"license_number" text,
	"firm_name" text,
	"admission_date" text,
	"practice_counties" jsonb DEFAULT '[]'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "auth_sessions" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "consent_records" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"text_version" text NOT NULL,
	"language" text NOT NULL,
	"details" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rate_limits" (
	"key" text NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "rate_limits_key_window_start_pk" PRIMARY KEY("key","window_start")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"password_hash" text,
	"first_name" text,
	"last_name" text,
	"profile_image_url" text,
	"role" text DEFAULT 'user' NOT NULL,
	"phone_number" text,
	"state" text,
	"zipcode" text,
	"preferred_language" text DEFAULT 'en' NOT NULL,
	"notifications_enabled" boolean DEFAULT true NOT NULL,
	"free_responses_used" integer DEFAULT 0 NOT NULL,
	"has_reached_limit" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_login_at" timestamp with time zone,
	"login_count" integer DEFAULT 0 NOT NULL,
	"california_bar_ai_guidance_acknowledged" boolean DEFAULT false NOT NULL,
	"california_bar_ai_guidance_acknowledged_at" timestamp with time zone,
	"california_bar_ai_guidance_version" text DEFAULT '2025.1' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "legal_cases" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer,
	"analysis_session_id" integer,
	"anonymized_title" text NOT NULL,
	"legal_issue" jsonb NOT NULL,
	"priority" text DEFAULT 'MEDIUM' NOT NULL,
	"anonymized_description" text NOT NULL,
	"original_description" text NOT NULL,
	"min_budget" integer DEFAULT 0 NOT NULL,
	"max_budget" integer DEFAULT 0 NOT NULL,
	"is_urgent" boolean DEFAULT false NOT NULL,
	"ai_viability_score" integer DEFAULT 0 NOT NULL,
	"ai_viability_reason" text DEFAULT '' NOT NULL,
	"state" text,
	"status" text DEFAULT 'ACTIVE' NOT NULL,
	"bid_count" integer DEFAULT 0 NOT NULL,
	"buyer_id" integer,
	"bid_deadline" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "analysis_sessions" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"title" text NOT NULL,
	"original_situation" text NOT NULL,
	"enhanced_situation" text,
	"is_enhanced" boolean DEFAULT false NOT NULL,
	"analysis_result" jsonb,
	"follow_up_answers" jsonb,
	"status" text DEFAULT 'DRAFT' NOT NULL,
	"language" text DEFAULT 'en' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "attorney_profiles" ADD CONSTRAINT "attorney_profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auth_sessions" ADD CONSTRAINT "auth_sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consent_records" ADD CONSTRAINT "consent_records_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "legal_cases" ADD CONSTRAINT "legal_cases_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "legal_cases" ADD CONSTRAINT "legal_cases_analysis_session_id_analysis_sessions_id_fk" FOREIGN KEY ("analysis_session_id") REFERENCES "public"."analysis_sessions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "legal_cases" ADD CONSTRAINT "legal_cases_buyer_id_users_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "analysis_sessions" ADD CONSTRAINT "analysis_sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "attorney_profiles_live_idx" ON "attorney_profiles" USING btree ("status","live_now");--> statement-breakpoint
CREATE UNIQUE INDEX "auth_sessions_token_idx" ON "auth_sessions" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "auth_sessions_user_idx" ON "auth_sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "consent_records_user_idx" ON "consent_records" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_lower_idx" ON "users" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "users_phone_idx" ON "users" USING btree ("phone_number");--> statement-breakpoint
CREATE INDEX "legal_cases_user_idx" ON "legal_cases" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "legal_cases_status_idx" ON "legal_cases" USING btree ("status","state");--> statement-breakpoint
CREATE INDEX "analysis_sessions_user_idx" ON "analysis_sessions" USING btree ("user_id","created_at");