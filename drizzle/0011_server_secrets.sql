CREATE TABLE "server_secrets" (
	"name" text PRIMARY KEY NOT NULL,
	"secret" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
-- Names are one line from now on; one stored before (an import could carry line breaks) is made so,
-- each run of line breaks and control characters becoming one space.
UPDATE "users" SET
	"first_name" = btrim(regexp_replace("first_name", '[[:cntrl:]\u0080-\u009f\u2028\u2029]+', ' ', 'g')),
	"last_name" = btrim(regexp_replace("last_name", '[[:cntrl:]\u0080-\u009f\u2028\u2029]+', ' ', 'g'))
WHERE "first_name" ~ '[[:cntrl:]\u0080-\u009f\u2028\u2029]' OR "last_name" ~ '[[:cntrl:]\u0080-\u009f\u2028\u2029]';
--> statement-breakpoint
UPDATE "attorney_profiles" SET
	"firm_name" = btrim(regexp_replace("firm_name", '[[:cntrl:]\u0080-\u009f\u2028\u2029]+', ' ', 'g'))
WHERE "firm_name" ~ '[[:cntrl:]\u0080-\u009f\u2028\u2029]';
