CREATE TABLE "audit_chain_head" (
	"id" integer PRIMARY KEY NOT NULL,
	"length" integer NOT NULL,
	"head_hash" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "audit_sources" (
	"entry_id" integer PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"nonce" text,
	"ip" text,
	"user_agent" text,
	"erased_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "admin_audit_log" ADD COLUMN "seq" integer;--> statement-breakpoint
ALTER TABLE "admin_audit_log" ADD COLUMN "actor_role" text;--> statement-breakpoint
ALTER TABLE "admin_audit_log" ADD COLUMN "target_type" text;--> statement-breakpoint
ALTER TABLE "admin_audit_log" ADD COLUMN "target_id" integer;--> statement-breakpoint
ALTER TABLE "admin_audit_log" ADD COLUMN "source_hash" text;--> statement-breakpoint
ALTER TABLE "admin_audit_log" ADD COLUMN "previous_hash" text;--> statement-breakpoint
ALTER TABLE "admin_audit_log" ADD COLUMN "hash" text;--> statement-breakpoint
ALTER TABLE "audit_sources" ADD CONSTRAINT "audit_sources_entry_id_admin_audit_log_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."admin_audit_log"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_sources_user_idx" ON "audit_sources" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "admin_audit_log_seq_idx" ON "admin_audit_log" USING btree ("seq");--> statement-breakpoint
CREATE INDEX "admin_audit_log_actor_idx" ON "admin_audit_log" USING btree ("actor_id","id");--> statement-breakpoint
CREATE INDEX "admin_audit_log_action_idx" ON "admin_audit_log" USING btree ("action","id");--> statement-breakpoint
CREATE INDEX "admin_audit_log_target_idx" ON "admin_audit_log" USING btree ("target_type","target_id","id");