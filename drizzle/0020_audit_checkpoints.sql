CREATE TABLE "audit_checkpoints" (
	"id" serial PRIMARY KEY NOT NULL,
	"length" integer NOT NULL,
	"head_hash" text NOT NULL,
	"signed_at" timestamp with time zone NOT NULL,
	"signature" text NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "audit_checkpoints_length_idx" ON "audit_checkpoints" USING btree ("length");