CREATE TABLE "notification_pending" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"channel" text NOT NULL,
	"thread_key" text NOT NULL,
	"payload" jsonb NOT NULL,
	"dedupe_key" text,
	"created_at" timestamp with time zone NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "notification_preferences" (
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"channel" text NOT NULL,
	"enabled" boolean NOT NULL,
	"digest" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notification_preferences_user_id_kind_channel_pk" PRIMARY KEY("user_id","kind","channel")
);
--> statement-breakpoint
CREATE TABLE "notification_threads" (
	"user_id" integer NOT NULL,
	"channel" text NOT NULL,
	"thread_key" text NOT NULL,
	"last_sent_at" timestamp with time zone NOT NULL,
	CONSTRAINT "notification_threads_user_id_channel_thread_key_pk" PRIMARY KEY("user_id","channel","thread_key")
);
--> statement-breakpoint
ALTER TABLE "notification_pending" ADD CONSTRAINT "notification_pending_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_preferences" ADD CONSTRAINT "notification_preferences_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_threads" ADD CONSTRAINT "notification_threads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "notification_pending_due_idx" ON "notification_pending" USING btree ("due_at") WHERE "notification_pending"."sent_at" is null;--> statement-breakpoint
CREATE INDEX "notification_pending_thread_idx" ON "notification_pending" USING btree ("user_id","channel","thread_key");--> statement-breakpoint
CREATE UNIQUE INDEX "notification_pending_dedupe_idx" ON "notification_pending" USING btree ("dedupe_key");