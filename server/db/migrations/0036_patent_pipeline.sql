CREATE TABLE "counsel_invitations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"submission_id" uuid NOT NULL,
	"email" text NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"invited_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone,
	"revoked_by" uuid
);
--> statement-breakpoint
CREATE TABLE "counsel_shared_notes" (
	"submission_id" uuid NOT NULL,
	"message_id" uuid NOT NULL,
	"shared_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "counsel_shared_notes_submission_id_message_id_pk" PRIMARY KEY("submission_id","message_id")
);
--> statement-breakpoint
CREATE TABLE "decision_clock_warnings" (
	"submission_id" uuid NOT NULL,
	"due_on" date NOT NULL,
	"days_before" smallint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "decision_clock_warnings_submission_id_due_on_days_before_pk" PRIMARY KEY("submission_id","due_on","days_before")
);
--> statement-breakpoint
CREATE TABLE "patent_opinion_files" (
	"opinion_id" uuid NOT NULL,
	"attachment_id" uuid NOT NULL,
	"position" smallint NOT NULL,
	CONSTRAINT "patent_opinion_files_opinion_id_attachment_id_pk" PRIMARY KEY("opinion_id","attachment_id")
);
--> statement-breakpoint
CREATE TABLE "patent_decisions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"submission_id" uuid NOT NULL,
	"outcome" text NOT NULL,
	"reason" text NOT NULL,
	"opinion_id" uuid,
	"waiver_reason" text,
	"decided_by" uuid,
	"printed_name" text NOT NULL,
	"meaning" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"manifest_sha256" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "patent_filings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"submission_id" uuid NOT NULL,
	"jurisdiction" text NOT NULL,
	"filing_type" text NOT NULL,
	"application_number" text NOT NULL,
	"filed_on" date NOT NULL,
	"priority_filing_id" uuid,
	"recorded_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "patent_opinions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"submission_id" uuid NOT NULL,
	"author_id" uuid,
	"recommendation" text NOT NULL,
	"reasoning" text NOT NULL,
	"printed_name" text NOT NULL,
	"meaning" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"manifest_sha256" text NOT NULL,
	"superseded_by" uuid
);
--> statement-breakpoint
CREATE TABLE "pipeline_setting_versions" (
	"version" integer PRIMARY KEY NOT NULL,
	"decision_target_days" integer NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "submission_stage_moves" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"submission_id" uuid NOT NULL,
	"from_stage" text,
	"to_stage" text NOT NULL,
	"reason" text NOT NULL,
	"moved_by" uuid,
	"moved_by_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "invention_submissions" ADD COLUMN "stage" text;--> statement-breakpoint
ALTER TABLE "invention_submissions" ADD COLUMN "stage_changed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "invention_submissions" ADD COLUMN "disclosure_complete_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "invention_submissions" ADD COLUMN "decided_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "counsel_invitations" ADD CONSTRAINT "counsel_invitations_submission_id_invention_submissions_id_fk" FOREIGN KEY ("submission_id") REFERENCES "public"."invention_submissions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "counsel_invitations" ADD CONSTRAINT "counsel_invitations_invited_by_users_id_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "counsel_invitations" ADD CONSTRAINT "counsel_invitations_revoked_by_users_id_fk" FOREIGN KEY ("revoked_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "counsel_shared_notes" ADD CONSTRAINT "counsel_shared_notes_submission_id_invention_submissions_id_fk" FOREIGN KEY ("submission_id") REFERENCES "public"."invention_submissions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "counsel_shared_notes" ADD CONSTRAINT "counsel_shared_notes_shared_by_users_id_fk" FOREIGN KEY ("shared_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "decision_clock_warnings" ADD CONSTRAINT "decision_clock_warnings_submission_id_invention_submissions_id_fk" FOREIGN KEY ("submission_id") REFERENCES "public"."invention_submissions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patent_opinion_files" ADD CONSTRAINT "patent_opinion_files_opinion_id_patent_opinions_id_fk" FOREIGN KEY ("opinion_id") REFERENCES "public"."patent_opinions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patent_opinion_files" ADD CONSTRAINT "patent_opinion_files_attachment_id_attachments_id_fk" FOREIGN KEY ("attachment_id") REFERENCES "public"."attachments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patent_decisions" ADD CONSTRAINT "patent_decisions_submission_id_invention_submissions_id_fk" FOREIGN KEY ("submission_id") REFERENCES "public"."invention_submissions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patent_decisions" ADD CONSTRAINT "patent_decisions_opinion_id_patent_opinions_id_fk" FOREIGN KEY ("opinion_id") REFERENCES "public"."patent_opinions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patent_decisions" ADD CONSTRAINT "patent_decisions_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patent_filings" ADD CONSTRAINT "patent_filings_submission_id_invention_submissions_id_fk" FOREIGN KEY ("submission_id") REFERENCES "public"."invention_submissions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patent_filings" ADD CONSTRAINT "patent_filings_recorded_by_users_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patent_opinions" ADD CONSTRAINT "patent_opinions_submission_id_invention_submissions_id_fk" FOREIGN KEY ("submission_id") REFERENCES "public"."invention_submissions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patent_opinions" ADD CONSTRAINT "patent_opinions_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pipeline_setting_versions" ADD CONSTRAINT "pipeline_setting_versions_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "submission_stage_moves" ADD CONSTRAINT "submission_stage_moves_submission_id_invention_submissions_id_fk" FOREIGN KEY ("submission_id") REFERENCES "public"."invention_submissions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "submission_stage_moves" ADD CONSTRAINT "submission_stage_moves_moved_by_users_id_fk" FOREIGN KEY ("moved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "counsel_invitations_open_idx" ON "counsel_invitations" USING btree ("submission_id","email") WHERE "counsel_invitations"."revoked_at" is null;--> statement-breakpoint
CREATE INDEX "counsel_invitations_email_idx" ON "counsel_invitations" USING btree ("email");--> statement-breakpoint
CREATE UNIQUE INDEX "patent_opinion_files_attachment_unique" ON "patent_opinion_files" USING btree ("attachment_id");--> statement-breakpoint
CREATE UNIQUE INDEX "patent_decisions_submission_idx" ON "patent_decisions" USING btree ("submission_id");--> statement-breakpoint
CREATE INDEX "patent_filings_submission_idx" ON "patent_filings" USING btree ("submission_id","filed_on");--> statement-breakpoint
CREATE UNIQUE INDEX "patent_filings_number_idx" ON "patent_filings" USING btree ("jurisdiction","application_number");--> statement-breakpoint
CREATE INDEX "patent_opinions_submission_idx" ON "patent_opinions" USING btree ("submission_id","created_at");--> statement-breakpoint
CREATE INDEX "submission_stage_moves_idx" ON "submission_stage_moves" USING btree ("submission_id","created_at");--> statement-breakpoint
CREATE INDEX "submissions_stage_idx" ON "invention_submissions" USING btree ("stage","submitted_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "invention_submissions"."stage" is not null;--> statement-breakpoint
-- The decision clock starts at 120 days until admins choose another target.
INSERT INTO "pipeline_setting_versions" ("version", "decision_target_days") VALUES (1, 120);--> statement-breakpoint
-- A sent idea whose inventors have all confirmed was complete when the last of them did: its
-- sending for an idea of one inventor, the last attestation otherwise.
UPDATE "invention_submissions" s SET "disclosure_complete_at" = greatest(s."submitted_at", (
  SELECT max(c."responded_at") FROM "co_inventors" c WHERE c."submission_id" = s."id"
))
WHERE s."status" <> 'draft' AND s."submitted_at" IS NOT NULL
  AND s."confirmed_count" >= s."inventor_count";
