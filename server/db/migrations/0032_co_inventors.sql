CREATE TABLE "co_inventors" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"submission_id" uuid NOT NULL,
	"position" smallint NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"affiliation" text DEFAULT '' NOT NULL,
	"share" smallint NOT NULL,
	"lead" boolean DEFAULT false NOT NULL,
	"invited_at" timestamp with time zone,
	"attest_requested_at" timestamp with time zone,
	"reminders_sent" smallint DEFAULT 0 NOT NULL,
	"response" text,
	"responded_by" uuid,
	"responded_at" timestamp with time zone,
	"printed_name" text,
	"meaning" text,
	"dispute_reason" text,
	"claimed_share" smallint,
	"dispute_comment" text,
	"manifest_sha256" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "invention_submissions" ADD COLUMN "submitter_share" smallint DEFAULT 100 NOT NULL;--> statement-breakpoint
ALTER TABLE "invention_submissions" ADD COLUMN "submitter_lead" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "invention_submissions" ADD COLUMN "inventor_count" smallint DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "invention_submissions" ADD COLUMN "confirmed_count" smallint DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "invention_submissions" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "co_inventors" ADD CONSTRAINT "co_inventors_submission_id_invention_submissions_id_fk" FOREIGN KEY ("submission_id") REFERENCES "public"."invention_submissions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "co_inventors" ADD CONSTRAINT "co_inventors_responded_by_users_id_fk" FOREIGN KEY ("responded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "co_inventors_submission_email_idx" ON "co_inventors" USING btree ("submission_id","email");--> statement-breakpoint
CREATE INDEX "co_inventors_email_idx" ON "co_inventors" USING btree ("email");--> statement-breakpoint
CREATE INDEX "co_inventors_unanswered_idx" ON "co_inventors" USING btree ("attest_requested_at") WHERE "co_inventors"."response" is null and "co_inventors"."attest_requested_at" is not null;