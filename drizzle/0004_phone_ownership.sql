CREATE TABLE "phone_ownerships" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"phone_number" text NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone
);
--> statement-breakpoint
DROP INDEX "chat_sessions_sms_phone_idx";--> statement-breakpoint
ALTER TABLE "phone_ownerships" ADD CONSTRAINT "phone_ownerships_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "phone_ownerships_open_idx" ON "phone_ownerships" USING btree ("phone_number") WHERE "phone_ownerships"."ended_at" is null;--> statement-breakpoint
CREATE INDEX "phone_ownerships_phone_idx" ON "phone_ownerships" USING btree ("phone_number","started_at");--> statement-breakpoint
CREATE INDEX "phone_ownerships_user_idx" ON "phone_ownerships" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "chat_sessions_sms_phone_idx" ON "chat_sessions" USING btree ("customer_phone_number",coalesce("user_id", 0)) WHERE "chat_sessions"."channel" = 'sms' and "chat_sessions"."deleted_at" is null;--> statement-breakpoint
-- A number verified by several accounts stays verified only for the one that proved it last.
UPDATE "users" AS u SET "phone_verified_number" = NULL, "phone_verified_at" = NULL
WHERE u."phone_verified_number" IS NOT NULL AND EXISTS (
  SELECT 1 FROM "users" AS v
  WHERE v."phone_verified_number" = u."phone_verified_number" AND v."id" <> u."id"
    AND (coalesce(v."phone_verified_at", '-infinity') > coalesce(u."phone_verified_at", '-infinity')
      OR (v."phone_verified_at" IS NOT DISTINCT FROM u."phone_verified_at" AND v."id" > u."id"))
);--> statement-breakpoint
-- The holders of today's verified numbers: their periods start when they verified.
INSERT INTO "phone_ownerships" ("user_id", "phone_number", "started_at")
SELECT "id", "phone_verified_number", coalesce("phone_verified_at", now()) FROM "users"
WHERE "phone_verified_number" IS NOT NULL AND "deleted_at" IS NULL;
