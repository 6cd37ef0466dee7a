CREATE TABLE "timestamp_tokens" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"subject_type" text NOT NULL,
	"subject_id" text NOT NULL,
	"sha256" text NOT NULL,
	"document" text,
	"state" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"lease_until" timestamp with time zone,
	"last_error" text,
	"response" "bytea",
	"token" "bytea",
	"gen_time" timestamp with time zone,
	"tsa_url" text,
	"tsa_name" text,
	"serial_number" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "timestamp_tokens_subject_idx" ON "timestamp_tokens" USING btree ("subject_type","subject_id");--> statement-breakpoint
CREATE INDEX "timestamp_tokens_due_idx" ON "timestamp_tokens" USING btree ("next_attempt_at") WHERE "timestamp_tokens"."state" in ('pending', 'requesting');