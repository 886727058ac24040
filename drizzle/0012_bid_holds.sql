CREATE TABLE "auction_closings" (
	"case_id" integer PRIMARY KEY NOT NULL,
	"claimed_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone,
	"outcome" text
);
--> statement-breakpoint
CREATE TABLE "bid_holds" (
	"id" serial PRIMARY KEY NOT NULL,
	"case_id" integer NOT NULL,
	"attorney_id" integer NOT NULL,
	"amount_cents" integer NOT NULL,
	"proposal" text DEFAULT '' NOT NULL,
	"provider" text NOT NULL,
	"provider_ref" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "auction_closings" ADD CONSTRAINT "auction_closings_case_id_legal_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."legal_cases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bid_holds" ADD CONSTRAINT "bid_holds_case_id_legal_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."legal_cases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bid_holds" ADD CONSTRAINT "bid_holds_attorney_id_users_id_fk" FOREIGN KEY ("attorney_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bid_holds_provider_ref_idx" ON "bid_holds" USING btree ("provider_ref");--> statement-breakpoint
CREATE INDEX "bid_holds_case_idx" ON "bid_holds" USING btree ("case_id","status","amount_cents");